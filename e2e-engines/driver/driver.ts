// One way to drive a browser, whatever its engine: the journeys speak only this interface, and
// each engine has an adapter (firefox.ts over WebDriver BiDi, webkit.ts over classic WebDriver).
// Everything here is what both protocols can do alike: a page is driven by real input events at
// coordinates and read by scripts the page's own Content-Security-Policy does not apply to.
import { ATTEMPT_MS, poll, within } from './poll.ts';

export type ColorScheme = 'light' | 'dark';

/** The keys the journeys press (their names in the UI Events `key` list). */
export type Key = 'Tab' | 'Enter' | 'Escape' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

/** What a browser window is like before the page loads: what the visitor's system says. */
export interface WindowOptions {
  width: number;
  height: number;
  /** The system's colour scheme (prefers-color-scheme). */
  colorScheme: ColorScheme;
  /** false: a visitor who turned JavaScript off. */
  javaScript: boolean;
  /**
   * false: a system that lets pages move (no prefers-reduced-motion), so the page glides to a
   * section. Firefox and WebKit are otherwise told to reduce motion, as the Chromium suite is: jumps
   * instead of glides, no transitions to wait out. The soak's Chromium always lets pages move.
   */
  reducedMotion?: boolean;
}

/** A function run in the page: it must not close over anything; arguments and result travel as JSON. */
export type PageFunction<A extends unknown[], R> = (...args: A) => R | Promise<R>;

export interface Tab {
  /** Starts loading `url` and resolves once the new document exists (it may still be parsing). */
  goto(url: string): Promise<void>;
  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R>;
  /** Runs a whole script in the page (a library to inject, e.g. axe-core), outside its CSP. */
  addScript(source: string): Promise<void>;
  /** A real click (pointer down and up) at a point of the viewport, in CSS pixels. */
  click(x: number, y: number): Promise<void>;
  /** A real key press on whatever has focus. */
  press(key: Key): Promise<void>;
  /** Types text into whatever has focus, key by key. */
  type(text: string): Promise<void>;
  /** A PNG of the viewport. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

export interface Engine {
  /** The engine's name as the report prints it, e.g. "Firefox ESR". */
  readonly name: string;
  /** The browser's version, known once started. */
  version(): string;
  start(): Promise<void>;
  /** A fresh window with empty storage: nothing one journey stored reaches the next. */
  open(options: WindowOptions): Promise<Tab>;
  stop(): Promise<void>;
}

/**
 * The source to run `fn(...args)` in the page. Compiled functions may call esbuild's `__name`
 * (it keeps function names), which the page does not have: it is given a stand-in.
 */
export function callSource(fn: PageFunction<never[], unknown>, args: unknown[]): string {
  return `(() => { const __name = (f) => f; return (${fn.toString()})(...${JSON.stringify(args)}); })()`;
}

/**
 * Resolves once `tab` shows a new document at `url`, its <head> read: the old one is marked
 * first, and the mark's absence tells the new one apart (a reload keeps the same address).
 */
export async function waitForNewDocument(tab: Pick<Tab, 'evaluate'>, url: string, start: () => void): Promise<void> {
  const mark = tab.evaluate(() => void ((window as unknown as { leaving: boolean }).leaving = true));
  // Not waited for past one attempt: a lost answer here (see ATTEMPT_MS) must not hold the navigation.
  await within(mark, ATTEMPT_MS).catch(() => undefined);
  start();
  // The new document answers with its first bytes, before its parser has made the root (Firefox
  // then read a null documentElement): the body's start says the <head>, and its boot script, ran.
  const arrived = () =>
    tab.evaluate(
      (target) => location.href === target && !(window as unknown as { leaving?: boolean }).leaving && document.body !== null,
      url,
    );
  await poll(`la página en ${url}`, arrived, 15_000);
}
