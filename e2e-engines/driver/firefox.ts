// Firefox ESR (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi: headless, or on a
// virtual screen of its own for WebGL.
// What the visitor's system says (colour scheme, reduced motion, JavaScript off) are Firefox
// preferences, read once at launch: a window asking for other ones gets a browser launched anew.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import puppeteer, { type Browser } from 'puppeteer-core';
import type { Engine, Tab, WindowOptions } from './driver.ts';
import { PuppeteerTab } from './puppeteer-tab.ts';

const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

function preferences({ colorScheme, javaScript, reducedMotion = true }: WindowOptions): Record<string, unknown> {
  const dark = colorScheme === 'dark';
  return {
    // The system's scheme, and the page told to follow it (not the browser's own theme).
    'ui.systemUsesDarkTheme': dark ? 1 : 0,
    'layout.css.prefers-color-scheme.content-override': dark ? 0 : 1,
    'ui.prefersReducedMotion': reducedMotion ? 1 : 0,
    'javascript.enabled': javaScript,
  };
}

/**
 * A virtual screen of its own (Xvfb), and its display's name. Headless Firefox gives no WebGL
 * here; on a screen it draws WebGL through Mesa's software renderer (llvmpipe), as WebKit does
 * under its xvfb-run, so the 3D model is live.
 */
async function virtualScreen(): Promise<{ display: string; server: ChildProcess }> {
  // -displayfd: Xvfb picks a free display and writes its number there once it accepts clients.
  const server = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-noreset', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  // Not left behind by a run that ends without stopping its engine.
  process.once('exit', () => server.kill());
  const [chunk] = (await once(server.stdio[3] as Readable, 'data')) as [Buffer];
  return { display: `:${chunk.toString().trim()}`, server };
}

export class Firefox implements Engine {
  readonly name = 'Firefox ESR';
  private browser: Browser | null = null;
  private launchedWith = '';
  private browserVersion = '';
  private screen: { display: string; server: ChildProcess } | null = null;

  /** onScreen: on a virtual screen, with WebGL (the soak's live model), not headless. */
  constructor(private readonly options: { onScreen?: boolean } = {}) {}

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
    if (this.options.onScreen) this.screen ??= await virtualScreen();
    this.browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX_PATH,
      headless: !this.screen,
      extraPrefsFirefox: prefs,
      ...(this.screen && { env: { ...process.env, DISPLAY: this.screen.display } }),
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
    this.screen?.server.kill();
    this.screen = null;
  }
}
