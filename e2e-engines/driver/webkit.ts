// WebKitGTK (Debian's webkit2gtk-driver): its WebKitWebDriver drives the MiniBrowser through
// classic WebDriver (selenium-webdriver). The MiniBrowser has no headless mode, so the driver
// runs inside xvfb-run, on a virtual screen where WebKit also draws WebGL.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Builder, Key as SeleniumKey, Origin, type WebDriver } from 'selenium-webdriver';
import { poll } from './poll.ts';
import { callSource, waitForNewDocument, type Engine, type Key, type Tab, type WindowOptions } from './driver.ts';

const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const KEYS: Record<Key, string> = {
  Tab: SeleniumKey.TAB,
  Enter: SeleniumKey.ENTER,
  Escape: SeleniumKey.ESCAPE,
  ArrowLeft: SeleniumKey.ARROW_LEFT,
  ArrowRight: SeleniumKey.ARROW_RIGHT,
  Home: SeleniumKey.HOME,
  End: SeleniumKey.END,
};

/**
 * The MiniBrowser's GTK settings, in a config folder of their own: its toolbar's widgets shrunk to
 * nothing, or the window could not be narrower than 447 px (a phone is 375).
 */
function gtkConfig(dir: string): string {
  mkdirSync(path.join(dir, 'gtk-3.0'), { recursive: true });
  writeFileSync(
    path.join(dir, 'gtk-3.0/gtk.css'),
    '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n',
  );
  return dir;
}

/**
 * GTK's animations off are WebKitGTK's prefers-reduced-motion. Each MiniBrowser reads the settings
 * as it starts, and the driver starts one per window: written before each window opens.
 */
function setReducedMotion(configDir: string, reduced: boolean): void {
  writeFileSync(path.join(configDir, 'gtk-3.0/settings.ini'), `[Settings]\ngtk-enable-animations=${reduced ? 0 : 1}\n`);
}

class WebKitTab implements Tab {
  constructor(private readonly driver: WebDriver) {}

  async goto(url: string): Promise<void> {
    // Navigated by the page itself, not by WebDriver's get(): WebKitWebDriver may hold a get()
    // until the load ends, and every later command queues behind it, so a journey holding one
    // of the page's requests would wait on itself.
    await waitForNewDocument(this, url, () => void this.driver.executeScript('location.assign(arguments[0]);', url).catch(() => undefined));
  }

  evaluate<A extends unknown[], R>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R> {
    // WebDriver awaits a returned promise; scripts it runs are outside the page's CSP.
    return this.driver.executeScript(`return ${callSource(fn as never, args)};`);
  }

  async addScript(source: string): Promise<void> {
    await this.driver.executeScript(source);
  }

  async click(x: number, y: number): Promise<void> {
    const at = { x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT };
    await this.driver.actions().move(at).press().release().perform();
  }

  async press(key: Key): Promise<void> {
    await this.driver.actions().sendKeys(KEYS[key]).perform();
  }

  async type(text: string): Promise<void> {
    await this.driver.actions().sendKeys(text.replaceAll('\n', SeleniumKey.ENTER)).perform();
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.driver.takeScreenshot(), 'base64');
  }

  close(): Promise<void> {
    return this.driver.quit();
  }
}

export class WebKit implements Engine {
  readonly name = 'WebKitGTK';
  private server: ChildProcess | null = null;
  private browserVersion = '';
  private logBegun = false;

  constructor(
    private readonly port: number,
    private readonly workDir: string,
  ) {}

  private get configDir(): string {
    return path.resolve(this.workDir, 'gtk');
  }

  private get logFile(): string {
    return path.join(this.workDir, 'webkit-driver.log');
  }

  version(): string {
    return this.browserVersion;
  }

  async start(): Promise<void> {
    // Painted by Skia on the CPU, not through OpenGL: Xvfb's only OpenGL is Mesa's software one,
    // no faster than the CPU, and the 29 journeys took 74 s and 9 081 CPU jiffies so against 95 s
    // and 12 712 (the 3D model's WebGL still draws through it).
    const env = {
      ...process.env,
      XDG_CONFIG_HOME: gtkConfig(this.configDir),
      WEBKIT_SKIA_ENABLE_CPU_RENDERING: '1',
    };
    // -noreset: by default an X server resets when its last client leaves, and a client connecting
    // meanwhile is refused. Every journey's window opens just after the last one closed: measured
    // here, 19 of 1 000 back-to-back connections failed without it (0 of 1 000 with it), and a
    // MiniBrowser that "cannot open display" left its window unopened for the 60 s limit.
    const server = '-screen 0 1920x1200x24 -noreset';
    // Its own process group: stop() ends xvfb-run, Xvfb and the driver together. What the driver
    // and Xvfb (-e) say goes to a log beside the run's failures, for a driver that ends on its own.
    const args = ['-a', '-e', this.logFile, '-s', server, 'WebKitWebDriver', '--host=127.0.0.1', `--port=${this.port}`];
    // One log per engine: begun anew at its first start, added to when it is started afresh.
    const log = openSync(this.logFile, this.logBegun ? 'a' : 'w');
    this.logBegun = true;
    this.server = spawn('xvfb-run', args, { env, detached: true, stdio: ['ignore', log, log] });
    closeSync(log);
    await poll(`WebKitWebDriver en el puerto ${this.port}`, () => fetch(`http://127.0.0.1:${this.port}/status`).then((r) => r.ok), 20_000);
    const tab = await this.open({ width: 1280, height: 800, colorScheme: 'light', javaScript: true });
    await tab.close();
  }

  async open({ width, height, colorScheme, javaScript, reducedMotion = true }: WindowOptions): Promise<Tab> {
    const server = this.server;
    if (server && (server.exitCode !== null || server.signalCode !== null)) {
      const said = readFileSync(this.logFile, 'utf8').trim().split('\n').slice(-5).join(' / ');
      throw new Error(
        `WebKitWebDriver terminó por su cuenta (${server.exitCode ?? server.signalCode}); lo último que dijo: ${said || 'nada'}`,
      );
    }
    setReducedMotion(this.configDir, reducedMotion);
    const args = ['--automation', ...(colorScheme === 'dark' ? ['--dark-mode'] : []), ...(javaScript ? [] : ['--enable-javascript=false'])];
    const driver = await new Builder()
      .usingServer(`http://127.0.0.1:${this.port}`)
      .withCapabilities({ browserName: 'MiniBrowser', pageLoadStrategy: 'none', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args } })
      .build();
    this.browserVersion = String((await driver.getCapabilities()).get('browserVersion'));
    // A script that does not answer fails in 10 s (journeys poll, and try again) instead of 30.
    await driver.manage().setTimeouts({ script: 10_000 });
    // The window's size includes the MiniBrowser's toolbar: grown by what the page does not get.
    const window = driver.manage().window();
    await window.setRect({ width, height });
    for (let tries = 0; tries < 20; tries++) {
      const [innerWidth, innerHeight] = await driver.executeScript<[number, number]>('return [innerWidth, innerHeight];');
      if (innerWidth === width && innerHeight === height) return new WebKitTab(driver);
      // A window not drawn yet says 0: asked again until it has a size.
      const rect = await window.getRect();
      const [outerWidth, outerHeight] = [rect.width + width - innerWidth, rect.height + height - innerHeight];
      if (innerWidth > 0 && innerHeight > 0 && outerWidth >= width && outerHeight >= height) {
        await window.setRect({ width: outerWidth, height: outerHeight });
      }
    }
    await driver.quit();
    throw new Error(`la ventana de WebKit no llegó a ${width}×${height}`);
  }

  stop(): Promise<void> {
    try {
      if (this.server?.pid) process.kill(-this.server.pid, 'SIGTERM');
    } catch (error) {
      // A group that already ended (the driver died on its own) has nothing left to stop.
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
    this.server = null;
    return Promise.resolve();
  }
}
