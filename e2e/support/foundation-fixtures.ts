import { test as base, expect, type Page } from '@playwright/test';

// Every foundation test runs with these fixtures: the third-party services the page may call
// (countries, flags) answered locally, and any console error, uncaught exception or CSP
// violation failing the test that caused it — nothing is ignored.

/** A 1×1 transparent PNG: enough to stand in for a flag image. */
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/**
 * The countries and flag services are outside the test (npm run build:test points them at
 * 127.0.0.1:4390, the default build at the public hosts); answer them here so the page is
 * in the state a visitor with a working network sees.
 */
export async function stubExternalServices(page: Page): Promise<void> {
  await page.route(/\/v3\.1\/alpha\/[A-Za-z]{2}$/, (route) => {
    const code = route.request().url().slice(-2).toUpperCase();
    return route.fulfill({
      json: [{ name: { common: `Country ${code}` }, translations: { spa: { common: `País ${code}` } } }],
      headers: { 'access-control-allow-origin': '*' },
    });
  });
  await page.route(/\/w40\/[a-z]{2}\.(png|webp)$/, (route) =>
    route.fulfill({ body: PIXEL_PNG, contentType: 'image/png', headers: { 'access-control-allow-origin': '*' } }),
  );
}

/** Console errors, page errors and CSP violations seen by a page, as readable lines. */
export function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // Chromium's "Failed to load resource" names no URL in its text; its location does.
    const where = message.location().url ? ` (${message.location().url})` : '';
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}${where}`);
    else if (/Content Security Policy|hydrat/i.test(message.text())) problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Takes out of a test's problems the ones it caused on purpose (a request it refused), each
 * matching one of `expected`, and returns them for the test to count; the rest still fail it.
 */
export function takeExpectedProblems(problems: string[], expected: RegExp[]): string[] {
  const taken = problems.filter((problem) => expected.some((pattern) => pattern.test(problem)));
  problems.splice(0, problems.length, ...problems.filter((problem) => !taken.includes(problem)));
  return taken;
}

/** Reports CSP violations from inside the page (they do not always reach the console). */
const cspListener = () => {
  window.addEventListener('securitypolicyviolation', (event) => {
    console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
  });
};

export const test = base.extend<{ problems: string[] }>({
  problems: [
    async ({ page }, use) => {
      await stubExternalServices(page);
      await page.addInitScript(cspListener);
      const problems = watchForProblems(page);
      await use(problems);
      expect(problems, 'console errors, page errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
