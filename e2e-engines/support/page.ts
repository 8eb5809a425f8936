// What a journey does with the page, in the engine-neutral terms of driver.ts: go to it, find
// and click what a visitor sees, press keys, type, and wait for a state (polled, never slept).
import { afterFrames } from '../../e2e/support/frames.ts';
import type { Key, PageFunction, Tab } from '../driver/driver.ts';
import { poll } from '../driver/poll.ts';
import { describe, locateInPage, toSpec, type Target } from './locate.ts';
import type { Probe } from './page-probe.ts';

export class PageApi {
  constructor(
    readonly tab: Tab,
    private readonly origin: string,
  ) {}

  goto(path = '/'): Promise<void> {
    return this.tab.goto(new URL(path, this.origin).href);
  }

  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R> {
    return this.tab.evaluate(fn, ...args);
  }

  /** Waits until `fn` is truthy in the page. */
  until<A extends unknown[], R>(what: string, fn: PageFunction<A, R>, ...args: A): Promise<NonNullable<R>> {
    return poll(what, () => this.tab.evaluate(fn, ...args));
  }

  /** Clicks the one drawn element `target` names, once it is on screen and nothing covers it. */
  async click(target: Target): Promise<void> {
    const spec = toSpec(target);
    // Found at the same point across two drawn frames: not moving (a part above changing height,
    // which WebKit, without scroll anchoring, lets move what is on screen). A target that keeps
    // moving is failed with its last places, each with the page's scroll: a scroll or a layout.
    const places: string[] = [];
    const point = await poll(`poder hacer clic en ${describe(target)}`, async () => {
      const found = await this.tab.evaluate(locateInPage, spec);
      if ('problem' in found) throw new Error(found.problem);
      const place = `(${found.x}, ${found.y}) con scrollY ${found.scrollY}`;
      if (places.at(-1)?.startsWith(`(${found.x}, ${found.y})`)) return found;
      places.push(place);
      await this.frames(2);
      throw new Error(`se mueve: ${places.slice(-5).join(' → ')}`);
    });
    await this.tab.click(point.x, point.y);
  }

  /** Waits until `target` names exactly one drawn element (or none, with `present: false`). */
  async expectDrawn(target: Target, present = true): Promise<void> {
    const spec = toSpec(target);
    await poll(`${describe(target)} ${present ? 'dibujado' : 'no dibujado'}`, async () => {
      const found = await this.tab.evaluate(locateInPage, spec, false);
      return present ? !('problem' in found) : 'problem' in found && found.problem.startsWith('0 ');
    });
  }

  press(key: Key): Promise<void> {
    return this.tab.press(key);
  }

  type(text: string): Promise<void> {
    return this.tab.type(text);
  }

  /** The shell is alive (`shell` in html[data-parts]). */
  async hydrated(): Promise<void> {
    await this.part('shell');
  }

  /** One part below the fold is alive (src/app/below-the-fold.ts marks it in html[data-parts]). */
  async part(name: string): Promise<void> {
    await poll(
      `la parte ${name} se hidrata`,
      () => this.tab.evaluate((part) => (document.documentElement.dataset.parts ?? '').split(' ').includes(part), name),
      15_000,
    );
  }

  /** Scrolls the part's top to the top of the screen at once, as a visitor's wheel would bring it. */
  scrollTo(selector: string): Promise<void> {
    return this.tab.evaluate((s) => document.querySelector(s)!.scrollIntoView({ block: 'start', behavior: 'instant' }), selector);
  }

  /**
   * Opens the page and waits for its shell to come alive and its text to be on the web font
   * (src/boot/web-font.ts), then lays every part out for good, as the page does before its first
   * jump (src/lib/page-parts.ts; the Chromium suite's openHome does the same). Then
   * nothing re-wraps or takes its real height under a click: WebKit has no scroll anchoring, so a
   * change above the screen would move what the click aims at.
   */
  async open(path = '/'): Promise<void> {
    await this.goto(path);
    await this.hydrated();
    await this.until('el texto en la fuente web', () => !document.documentElement.classList.contains('font-pending'));
    await this.evaluate(() => void (document.documentElement.dataset.laidOut = ''));
    await this.frames();
  }

  /** Brings a section on screen and waits until it is alive. */
  async bringAlive(id: string): Promise<void> {
    await this.scrollTo(`#${id}`);
    await this.part(id);
  }

  /** Whatever the page reported as wrong so far (page-probe.ts), taking it out of the record. */
  takeProblems(): Promise<string[]> {
    return this.tab.evaluate(() => {
      const probe = (window as unknown as { probe?: Probe }).probe;
      if (!probe) return [];
      // A preload is a hint: once the page has hydrated, the modules it names have run.
      const preloads = probe.failedPreloads.splice(0);
      const lost = (document.documentElement.dataset.parts ?? '').split(' ').includes('shell') ? [] : preloads;
      return [...probe.problems.splice(0), ...lost.map((url) => `no cargó: ${url}`)];
    });
  }

  /**
   * Where on screen the element at the screen's middle is: the one found the first time asked
   * (what the visitor was reading), so a later call says whether it moved.
   */
  seenTop(): Promise<number> {
    return this.tab.evaluate(() => {
      const w = window as unknown as { seen?: Element };
      w.seen ??= document.elementFromPoint(innerWidth / 2, innerHeight / 2)!;
      return w.seen.getBoundingClientRect().top;
    });
  }

  /** Resolves after the page has drawn `count` more frames. */
  frames(count = 2): Promise<void> {
    return this.tab.evaluate(afterFrames, count);
  }
}
