// Debian's Chromium through puppeteer-core over the DevTools protocol (CDP), headless, with the
// flags of scripts/chromium.ts. What the visitor's system says is emulated per window (CDP can,
// unlike Firefox's preferences), so one browser serves every window. `cpuSlowdown` runs each
// window under CDP's Emulation.setCPUThrottlingRate: 4 is Lighthouse's slow phone.
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { callSource, waitForNewDocument, type Engine, type Key, type Tab, type WindowOptions } from './driver.ts';

class ChromiumTab implements Tab {
  constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
  ) {}

  async goto(url: string): Promise<void> {
    // Not awaited, as in firefox.ts: the load may wait on requests a journey holds on purpose.
    await waitForNewDocument(this, url, () => void this.page.goto(url, { timeout: 0 }).catch(() => undefined));
  }

  evaluate<A extends unknown[], R>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R> {
    // As a string: run by the protocol, outside the page's Content-Security-Policy.
    return this.page.evaluate(callSource(fn as never, args)) as Promise<R>;
  }

  async addScript(source: string): Promise<void> {
    await this.page.evaluate(`${source}\n;undefined`);
  }

  click(x: number, y: number): Promise<void> {
    return this.page.mouse.click(x, y);
  }

  press(key: Key): Promise<void> {
    return this.page.keyboard.press(key);
  }

  type(text: string): Promise<void> {
    return this.page.keyboard.type(text);
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.page.screenshot());
  }

  close(): Promise<void> {
    return this.context.close();
  }
}

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
      executablePath: CHROMIUM_PATH,
      headless: true,
      // WebGL in software (SwiftShader), as Playwright launches it for the Chromium suite.
      args: [...CHROMIUM_FLAGS, '--enable-unsafe-swiftshader'],
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
    return new ChromiumTab(context, page);
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
