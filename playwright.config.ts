import { defineConfig, devices } from '@playwright/test';
import { SUITE_CHROMIUM } from './scripts/chromium';

// The end-to-end tests drive Debian's Chromium against the real server serving the real build
// (`npm test` builds first). E2E_PORT and DIST_DIR let parallel runs stay apart.
const port = Number(process.env.E2E_PORT ?? 4173);
// The stand-in for the countries and flag services; `npm run build:test` points the page at the same port.
const fakeCountriesPort = Number(process.env.FAKE_COUNTRIES_PORT ?? 4390);

// Specs that never look at the page's width run once, not once per width: the server's answers,
// the build's files, the counts (each visit opens its own 1280 px context), and the fallback
// face's widths (all text measured on one line). So do the skills and projects, which set each
// width they test themselves (375, 900 and 1280 px, each with its device's touch screen or not),
// and the parts' estimated heights, at the edges of each layout, and the narrowest screen (320 px).
const ONCE = /\/(counts|server-headers|build-env|dist-contents|fallback-face|skills-projects|part-estimates|narrow-screen)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  // A `test.only` left in a spec would run that test alone and call the run green.
  forbidOnly: true,
  // No retries, on CI or here: a failure is a failure, with its screenshot and error context
  // (whose aria snapshot stops at the landmarks: not an empty page).
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-AR',
    // Chromium's headless shell, composited through SwiftShader and drawing no pixels, and what a
    // failure leaves beside its error context in test-results/ (scripts/chromium.ts says why).
    ...SUITE_CHROMIUM,
  },
  projects: [
    { name: 'mobile', testIgnore: ONCE, use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, hasTouch: true } },
    { name: 'desktop', testIgnore: ONCE, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'once', testMatch: ONCE, use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: [
    {
      command: 'node --import tsx server/main.ts',
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        // Tests run against their own build (npm run build:test), never the one npm start serves.
        DIST_DIR: process.env.DIST_DIR ?? '.tmp/dist-test',
        DATA_DIR: process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${port}`,
        // Every browser test sends from 127.0.0.1; the limiter itself is proven in server/__tests__.
        RATE_LIMIT_MAX: '1000',
        // Playwright's desktop and phone profiles send a person's user agent, so the pixel of every
        // page without JavaScript, and the views of e2e/counts.spec.ts (the others send no beacon:
        // navigator.webdriver), are counted from 127.0.0.1: past the limit they would answer 429.
        COUNT_RATE_LIMIT_MAX: '100000',
      },
    },
    {
      command: 'node --import tsx e2e/support/fake-countries-server.ts',
      url: `http://127.0.0.1:${fakeCountriesPort}/__requests`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FAKE_COUNTRIES_PORT: String(fakeCountriesPort) },
    },
  ],
});
