// Taps on the slow-phone profile: a mid-range phone (CPU 4× slower) on a poor mobile network
// (150 ms latency, 200 kB/s down, 100 kB/s up), driven through the DevTools protocol.
//  - tap-to-effect: a fresh visit, the control tapped as soon as the first paint is there (a part
//    below the fold scrolled to first), the time from the tap to the frame where its effect shows;
//  - interaction to next paint: the page alive, each control tapped, the longest Event Timing
//    entry of that interaction (4× CPU, no network throttling), in either theme.
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { animationFrames } from '../e2e/support/frames.ts';
import { controlsAt, type TapControl } from './tap-controls.ts';

export const SLOW_PHONE = {
  cpu: 4,
  network: { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 100_000 },
};

export interface TapResult {
  control: string;
  width: number;
  /** From the tap to the painted effect; null when nothing happened within the wait. */
  tapToEffect: number | null;
  /** How many times the control's state changed (1 = carried out exactly once). */
  changes: number;
  firstPaint: number;
  /** When the shell said it was alive (`shell` in `data-parts`), after navigation. */
  shellAlive: number | null;
}

async function throttle(page: Page, network: boolean): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpu });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_PHONE.network);
  }
  return cdp;
}

/** The narrow widths are phones: a touch screen, a taller viewport. */
const isPhone = (width: number) => width < 500;

async function newPage(browser: Browser, width: number, colorScheme: 'light' | 'dark' = 'light'): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({
    viewport: { width, height: isPhone(width) ? 812 : 800 },
    colorScheme,
    hasTouch: isPhone(width),
  });
  return [context, await context.newPage()];
}

/** Records, in the page, every change of the control's state after a tap: times and count. */
async function watch(page: Page, control: TapControl): Promise<void> {
  // A string, not a function: tsx would wrap the inner functions in a helper the page lacks.
  await page.evaluate(`(() => {
    const read = () => String(${control.state});
    window.__tap = { at: null, changes: [] };
    addEventListener('pointerdown', (e) => (window.__tap.at ??= e.timeStamp), { capture: true, once: true });
    let last = read();
    // Read when the frame's callbacks run, after the tap's handlers: the frame's own start time
    // (the callback's argument) can come before a tap handled in that frame, and read as -2 ms.
    requestAnimationFrame(function frame() {
      const value = read();
      if (value !== last) window.__tap.changes.push(performance.now());
      last = value;
      requestAnimationFrame(frame);
    });
  })()`);
}

/**
 * A tap as each kind of visitor makes it. On a phone (a touch screen) the finger arrives and
 * presses at once: the hover comes with the press, in the same task. On a desktop the pointer is
 * over the control well before it presses it: it comes first, and presses two frames later.
 * (A move and a press in one go, as Playwright's click makes them, queued the hover's own restyle,
 * 10–20 ms at 4× CPU, in front of a desktop press.)
 */
async function tapOn(page: Page, control: TapControl): Promise<void> {
  const box = await page.locator(control.selector).first().boundingBox();
  if (!box) throw new Error(`${control.name}: not on screen`);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (isPhone(page.viewportSize()!.width)) return page.mouse.click(x, y);
  await page.mouse.move(x, y);
  await animationFrames(page);
  await page.mouse.down();
  await page.mouse.up();
}

const firstPaintTime = (page: Page) => page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);

/** One fresh visit on the slow profile: the control tapped the moment it is drawn. */
export async function tapAtFirstPaint(browser: Browser, origin: string, width: number, control: TapControl): Promise<TapResult> {
  const [context, page] = await newPage(browser, width);
  try {
    await throttle(page, true);
    await page.goto(`${origin}/`, { waitUntil: 'commit' });
    let firstPaint: number | null = null;
    while (firstPaint === null) firstPaint = await firstPaintTime(page);
    if (control.section) {
      await page.waitForSelector(control.selector, { state: 'attached' });
      await page.evaluate((s) => document.querySelector(s)!.scrollIntoView({ block: 'center', behavior: 'instant' }), control.selector);
    }
    await page.waitForSelector(control.selector, { state: 'visible' });
    await watch(page, control);
    await tapOn(page, control);
    // Wait for the effect (10 s at most), then for the page to be alive, then one frame more:
    // a second change (the tap carried out twice) would show by then.
    await page
      .waitForFunction(() => (window as unknown as { __tap: { changes: number[] } }).__tap.changes.length > 0, null, { timeout: 10_000 })
      .catch(() => {});
    await page
      .waitForFunction(() => document.documentElement.dataset.parts?.split(' ').includes('shell'), null, { timeout: 15_000 })
      .catch(() => {});
    await animationFrames(page);
    const { at, changes, shellAlive } = await page.evaluate(() => {
      const hydrated = performance.getEntriesByName('alive: shell')[0]?.startTime ?? null;
      return { ...(window as unknown as { __tap: { at: number | null; changes: number[] } }).__tap, shellAlive: hydrated };
    });
    return {
      control: control.name,
      width,
      tapToEffect: at !== null && changes[0] !== undefined ? changes[0] - at : null,
      changes: changes.length,
      firstPaint,
      shellAlive,
    };
  } finally {
    await context.close();
  }
}

/** Interaction to next paint of each control, the page alive, 4× CPU. */
export async function interactionToNextPaint(
  browser: Browser,
  origin: string,
  width: number,
  colorScheme: 'light' | 'dark',
): Promise<Record<string, number>> {
  const [context, page] = await newPage(browser, width, colorScheme);
  try {
    await page.goto(`${origin}/`);
    // Each interaction's longest entry, and when it began.
    await page.evaluate(`(() => {
      window.__inp = new Map();
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          if (!e.interactionId) continue;
          const seen = window.__inp.get(e.interactionId);
          window.__inp.set(e.interactionId, { start: Math.min(seen?.start ?? e.startTime, e.startTime), duration: Math.max(seen?.duration ?? 0, e.duration) });
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    })()`);
    // Every part alive: the page walked from top to bottom as a reader would.
    const parts = ['services', 'about', 'skills', 'projects', 'clients', 'contact', 'footer'];
    for (const part of parts) {
      await page.evaluate((p) => (document.getElementById(p) ?? document.querySelector('body footer'))!.scrollIntoView(), part);
      await page.waitForFunction((p) => document.documentElement.dataset.parts?.split(' ').includes(p), part);
    }
    await throttle(page, false);
    const result: Record<string, number> = {};
    for (const control of controlsAt(width)) {
      await page.evaluate((s) => document.querySelector(s)!.scrollIntoView({ block: 'center', behavior: 'instant' }), control.selector);
      await animationFrames(page);
      await watch(page, control);
      await tapOn(page, control);
      await page
        .waitForFunction(() => (window as unknown as { __tap: { changes: number[] } }).__tap.changes.length > 0, null, { timeout: 10_000 })
        .catch(async (error: unknown) => {
          await page.screenshot({ path: `.tmp/lost-${width}-${colorScheme}-${control.name.replace(/\W+/g, '_')}.png` });
          throw new Error(`${width} px ${colorScheme}, ${control.name}: the tap had no effect`, { cause: error });
        });
      // The interaction's entry is reported after its next paint. Only the interactions from the
      // control's press on are its own: the Escape that closed the last control's effect is
      // reported after that control was read, and it waited on that effect's frames (after a theme
      // flip at 1280 px, an Escape's 72–104 ms was read as the options' INP, whose own was 24–45).
      // None within a second: every entry under the observer's 16 ms.
      const own = `[...window.__inp.values()].filter(({ start }) => start >= window.__tap.at).map(({ duration }) => duration)`;
      await page.waitForFunction(`${own}.length > 0`, null, { timeout: 1_000 }).catch(() => {});
      result[control.name] = await page.evaluate<number>(`Math.max(0, ...${own})`);
      // Undo what opened: a modal menu or a popover would cover the next control.
      await page.keyboard.press('Escape');
    }
    return result;
  } finally {
    await context.close();
  }
}
