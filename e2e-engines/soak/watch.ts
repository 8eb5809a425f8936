// A stall, as the soak counts it: the page's script gives no answer within 10 s, or the page
// draws no new frame within 10 s. A WatchedTab wraps an engine's tab and times every call from
// Node (a wedged engine may never answer, and no protocol timeout is the same across engines);
// `probe()` is the frame check run after each step of the visit.
import { afterFrames } from '../../e2e/support/frames.ts';
import type { Key, PageFunction, Tab } from '../driver/driver.ts';
import { Late, within } from '../driver/poll.ts';

const STALL_MS = 10_000;

/** What did not answer: the page's script, the page's frames, the whole visit, or the window. */
export type Silence = 'script' | 'frame' | 'visit' | 'window';

export class Stall extends Error {
  constructor(
    readonly silence: Silence,
    message: string,
  ) {
    super(message);
  }
}

export class WatchedTab implements Tab {
  /** The first stall seen; after it every call fails at once, so the journey's polls stop. */
  stall: Stall | null = null;
  /** Rejects at the first stall: the visit races its steps against it. */
  readonly stalled: Promise<never>;
  private reject: (stall: Stall) => void = () => undefined;

  constructor(private readonly tab: Tab) {
    this.stalled = new Promise<never>((_, reject) => (this.reject = reject));
    this.stalled.catch(() => undefined);
  }

  mark(silence: Silence, message: string): Stall {
    if (!this.stall) this.reject((this.stall = new Stall(silence, message)));
    return this.stall;
  }

  /**
   * A call the page must answer within STALL_MS. WebKitWebDriver fails a script itself at 10 s
   * (webkit.ts): a failure that came that late is a silence too.
   */
  private async watch<T>(what: string, work: () => Promise<T>): Promise<T> {
    if (this.stall) throw this.stall;
    const started = performance.now();
    try {
      return await within(work(), STALL_MS);
    } catch (error) {
      if (error instanceof Late || performance.now() - started >= STALL_MS - 500)
        throw this.mark('script', `${what}: sin respuesta en 10 s`);
      throw error;
    }
  }

  goto(url: string): Promise<void> {
    return this.tab.goto(url);
  }

  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R> {
    return this.watch('un script', () => this.tab.evaluate(fn, ...args));
  }

  addScript(source: string): Promise<void> {
    return this.watch('un script', () => this.tab.addScript(source));
  }

  click(x: number, y: number): Promise<void> {
    return this.watch('un clic', () => this.tab.click(x, y));
  }

  press(key: Key): Promise<void> {
    return this.watch(`la tecla ${key}`, () => this.tab.press(key));
  }

  type(text: string): Promise<void> {
    return this.watch('el texto tecleado', () => this.tab.type(text));
  }

  screenshot(): Promise<Buffer> {
    return within(this.tab.screenshot(), STALL_MS);
  }

  close(): Promise<void> {
    return within(this.tab.close(), STALL_MS);
  }

  /**
   * The frame check: two new animation frames within 10 s, then the 3D model's frames drawn so
   * far (src/viewer/viewer-stats.ts). With no frame, a bare script tells "no frames" from "no answer".
   */
  async probe(): Promise<number> {
    if (this.stall) throw this.stall;
    const started = performance.now();
    try {
      await within(this.tab.evaluate(afterFrames, 2), STALL_MS);
    } catch (error) {
      if (!(error instanceof Late) && performance.now() - started < STALL_MS - 500) throw error;
      const answers = await within(
        this.tab.evaluate(() => true),
        STALL_MS,
      ).catch(() => false);
      throw answers
        ? this.mark('frame', 'ningún cuadro nuevo en 10 s (requestAnimationFrame), aunque los scripts responden')
        : this.mark('script', 'ni un cuadro ni la respuesta a un script en 10 s');
    }
    return this.evaluate(() => (window as unknown as { __viewerStats?: { frames: number } }).__viewerStats?.frames ?? 0);
  }
}
