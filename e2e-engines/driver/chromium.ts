// Debian's Chromium through puppeteer-core over the DevTools protocol (CDP): the browser tests'
// headless shell with their flags (scripts/chromium.ts), composited on a GPU through SwiftShader
// as a phone composites on its own GPU. What the visitor's system says is emulated per window
// (CDP can, unlike Firefox's preferences), so one browser serves every window. `cpuSlowdown` runs
// each window under CDP's Emulation.setCPUThrottlingRate: 4 is Lighthouse's slow phone.
import puppeteer, { type Browser } from 'puppeteer-core';
import { TEST_CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from '../../scripts/chromium.ts';
import type { Engine, Tab, WindowOptions } from './driver.ts';
import { PuppeteerTab } from './puppeteer-tab.ts';

export class Chromium implements Engine {
  readonly name = 'Chromium';
  private browser: Browser | null = null;
  private browserVersion = '';

  constructor(private readonly options: { cpuSlowdown?: number } = {}) {}

  version(): string {
    return this.browserVersion;
  }

  async start(): Promise<void> {
    this.browser = await puppeteer.launch({
      executablePath: TEST_CHROMIUM_PATH,
      headless: 'shell',
      args: TEST_CHROMIUM_FLAGS,
    });
    this.browserVersion = (await this.browser.version()).replace(/^\D+\//, '');
  }

  async open({ width, height, colorScheme, javaScript }: WindowOptions): Promise<Tab> {
    if (!this.browser) throw new Error('Chromium no arrancó');
    const context = await this.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width, height });
    // The system's scheme; and no reduced motion, unlike the other engines' journeys: the 3D
    // model swings and draws every frame, the path whose frames once stopped in full runs.
    await page.emulateMediaFeatures([
      { name: 'prefers-color-scheme', value: colorScheme },
      { name: 'prefers-reduced-motion', value: 'no-preference' },
    ]);
    await page.setJavaScriptEnabled(javaScript);
    if (this.options.cpuSlowdown) await page.emulateCPUThrottling(this.options.cpuSlowdown);
    return new PuppeteerTab(context, page);
  }

  async stop(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    if (!browser) return;
    // A wedged browser may never answer "close": its process is killed instead.
    const closed = browser.close().then(() => true);
    const late = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000).unref());
    if (!(await Promise.race([closed.catch(() => false), late]))) browser.process()?.kill('SIGKILL');
  }
}
