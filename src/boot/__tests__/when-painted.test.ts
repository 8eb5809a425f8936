// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAINT_REPORT_MS, whenPainted } from '../when-painted';

// The real page is the engines' journey that opens the home page at #projects from the not-found
// page (e2e-engines/journeys/project-page.ts), where Firefox now and then reports no paint. Here:
// the browser's paint reports and frames, played by hand.
function browser() {
  const observers: ((entries: PerformanceObserverEntryList) => void)[] = [];
  const frames: (() => void)[] = [];
  const win = {
    PerformanceObserver: function (this: unknown, callback: (entries: PerformanceObserverEntryList) => void) {
      observers.push(callback);
      return { observe: () => undefined };
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms?: number) => setTimeout(callback, ms),
  } as unknown as Window & typeof globalThis;
  return {
    win,
    /** The browser draws a frame. */
    frame: () => frames.splice(0).forEach((callback) => callback()),
    /** The browser reports a paint by name. */
    report: (name: string) => {
      const list = { getEntriesByName: (asked: string) => (asked === name ? [{ name }] : []) } as unknown as PerformanceObserverEntryList;
      observers.forEach((callback) => callback(list));
    },
  };
}

describe('the page starts once the browser has painted it', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts when the first contentful paint is reported, and only once', async () => {
    const { win, frame, report } = browser();
    const start = vi.fn();
    whenPainted(win, start);
    frame();
    report('first-paint');
    expect(start).not.toHaveBeenCalled();
    report('first-contentful-paint');
    expect(start).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(PAINT_REPORT_MS * 2);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts a second after the first frame when no paint is ever reported, as in Firefox at a section', async () => {
    const { win, frame } = browser();
    const start = vi.fn();
    whenPainted(win, start);
    await vi.advanceTimersByTimeAsync(PAINT_REPORT_MS * 5);
    expect(start, 'no frame yet: a tab in the background').not.toHaveBeenCalled();
    frame();
    await vi.advanceTimersByTimeAsync(PAINT_REPORT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
