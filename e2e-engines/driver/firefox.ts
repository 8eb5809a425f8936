// Firefox ESR (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi, headless.
// What the visitor's system says (colour scheme, reduced motion, JavaScript off) are Firefox
// preferences, read once at launch: a window asking for other ones gets a browser launched anew.
import puppeteer, { type Browser } from 'puppeteer-core';
import type { Engine, Tab, WindowOptions } from './driver.ts';
import { PuppeteerTab } from './puppeteer-tab.ts';

const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

function preferences({ colorScheme, javaScript }: WindowOptions): Record<string, unknown> {
  const dark = colorScheme === 'dark';
  return {
    // The system's scheme, and the page told to follow it (not the browser's own theme).
    'ui.systemUsesDarkTheme': dark ? 1 : 0,
    'layout.css.prefers-color-scheme.content-override': dark ? 0 : 1,
    // As the Chromium suite: jumps instead of glides, no transitions to wait out.
    'ui.prefersReducedMotion': 1,
    'javascript.enabled': javaScript,
  };
}

export class Firefox implements Engine {
  readonly name = 'Firefox ESR';
  private browser: Browser | null = null;
  private launchedWith = '';
  private browserVersion = '';

  version(): string {
    return this.browserVersion;
  }

  async start(): Promise<void> {
    await this.launch({ width: 1280, height: 800, colorScheme: 'light', javaScript: true });
  }

  private async launch(options: WindowOptions): Promise<Browser> {
    const prefs = preferences(options);
    if (this.browser && this.launchedWith === JSON.stringify(prefs)) return this.browser;
    await this.browser?.close();
    this.browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX_PATH,
      headless: true,
      extraPrefsFirefox: prefs,
    });
    this.launchedWith = JSON.stringify(prefs);
    this.browserVersion = (await this.browser.version()).replace(/^firefox\//, '');
    return this.browser;
  }

  async open(options: WindowOptions): Promise<Tab> {
    const browser = await this.launch(options);
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: options.width, height: options.height });
    return new PuppeteerTab(context, page);
  }

  async stop(): Promise<void> {
    await this.browser?.close();
    this.browser = null;
  }
}
