import { defineConfig, devices } from '@playwright/test';
import { SUITE_CHROMIUM } from './scripts/chromium';

// The Firebase path: run by scripts/firebase/test-emulators.ts inside `firebase emulators:exec`,
// which has started Hosting (serving the test build with the /contact-send rewrite), Functions,
// Cloud Tasks and Firestore. No webServer here: the emulators are the server.
const port = Number(process.env.FIREBASE_E2E_PORT ?? 5020);

export default defineConfig({
  testDir: 'e2e/firebase',
  testMatch: '**/*.firebase.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  workers: 1,
  forbidOnly: true,
  reporter: [['list']],
  // Its own folder: Playwright empties its output folder when it starts, and this suite runs right
  // after the main one (npm test), whose failures would otherwise lose their screenshots.
  outputDir: 'test-results/firebase',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-AR',
    ...SUITE_CHROMIUM,
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
});
