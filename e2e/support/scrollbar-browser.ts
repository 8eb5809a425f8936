import type { Browser, BrowserType, TestInfo } from '@playwright/test';

/**
 * Runs `use` with the suite's Chromium showing the scroll bars a desktop browser shows, which take
 * room (Playwright hides them), and closes that browser after.
 */
export async function withScrollbars(chromium: BrowserType, testInfo: TestInfo, use: (browser: Browser) => Promise<void>): Promise<void> {
  const browser = await chromium.launch({ ...testInfo.project.use.launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] });
  try {
    await use(browser);
  } finally {
    await browser.close();
  }
}
