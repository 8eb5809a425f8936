import { expect, type Page } from '@playwright/test';
import { animationFrames, framesWithin } from './frames';
import { specSections } from './spec-sections';

export { specSections };
export type SectionId = (typeof specSections)[number]['id'];
export const sectionIds: SectionId[] = specSections.map((s) => s.id);

/**
 * Waits until the page is alive: the shell (top bar, side menu, hero) hydrated. The parts below
 * come alive as the visitor nears them (src/app/below-the-fold.ts): see waitForPart, waitForAllParts.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html'), 'the page hydrates').toHaveAttribute('data-parts', /\bshell\b/, { timeout: 15_000 });
}

/** Waits until the page's code has moved all its text onto the web font (src/boot/web-font.ts). */
export async function waitForWebFont(page: Page): Promise<void> {
  await expect(page.locator('html'), 'the web font is in').not.toHaveClass(/\bfont-pending\b/, { timeout: 15_000 });
}

/** The parts below the fold (src/app/below-the-fold.ts), in page order, and where each is. */
const parts = [
  ...specSections.filter(({ id }) => id !== 'home').map(({ id }) => ({ name: id, selector: `#${id}` })),
  { name: 'footer', selector: 'body footer' },
];

/** Where the part named `name` is in the page. */
const selectorOf = (name: string) => parts.find((part) => part.name === name)!.selector;

/**
 * Brings every part below the fold alive, as a visitor scrolling down the page does, then
 * returns to where the page was, with every part laid out for good, as after the visitor's first
 * jump to a section (src/lib/page-parts.ts): tests then measure real heights, and
 * read text (innerText) the browser would otherwise skip rendering off screen.
 */
export async function waitForAllParts(page: Page): Promise<void> {
  await waitForHydration(page);
  const where = await page.evaluate(() => window.scrollY);
  for (const { name } of parts) await bringAlive(page, name);
  await page.evaluate((top) => {
    // layOutBelowTheFold's mark (the page's own code is bundled, not reachable from here).
    document.documentElement.dataset.laidOut = '';
    window.scrollTo({ top, behavior: 'instant' });
  }, where);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(where);
  // Let the page answer the scroll back (the top bar's look, scroll-spy) before the test goes on.
  await animationFrames(page, 3);
}

/** Waits until one part of the page is alive, e.g. the contact form, whose code comes on approach. */
export async function waitForPart(page: Page, name: string): Promise<void> {
  const selector = selectorOf(name);
  // On a timeout, the page's state goes into the message: a rare stall in full runs (the projects
  // part, scripts/chromium.ts) has not been reproduced alone, so the next one must tell more.
  const state = () =>
    page.evaluate(async (selector) => {
      const part = document.querySelector(selector)!;
      // The stall seen in full runs: the part on screen, yet its observer never said "near". Does a new
      // observer see it, and does the page still draw frames?
      const freshObserver = await new Promise((resolve) => {
        const observer = new IntersectionObserver(([entry]) => resolve(entry!.isIntersecting), { rootMargin: '100% 0px' });
        observer.observe(part);
        setTimeout(() => resolve('no report within 2 s'), 2000);
      });
      const frame = await new Promise((resolve) => {
        requestAnimationFrame(() => resolve('drawn'));
        setTimeout(() => resolve('none within 1 s'), 1000);
      });
      return JSON.stringify({
        freshObserver,
        frame,
        visibility: document.visibilityState,
        parts: document.documentElement.dataset.parts,
        scrollY: Math.round(window.scrollY),
        partTop: Math.round(part.getBoundingClientRect().top),
        partAttributes: [...part.attributes].map(({ name, value }) => `${name}=${value.slice(0, 40)}`),
        menuOpen: document.querySelector('dialog')?.open,
        // src/main.tsx marks how far each part has come: asked for by React, near, code in.
        marks: performance.getEntriesByType('mark').map(({ name, startTime }) => `${name} ${Math.round(startTime)} ms`),
        bundles: performance
          .getEntriesByType('resource')
          .flatMap(({ name, startTime, duration }) =>
            name.includes('/bundle/') ? [`${name.split('/').pop()} ${Math.round(startTime)}+${Math.round(duration)} ms`] : [],
          ),
        now: Math.round(performance.now()),
      });
    }, selector);
  await expect
    .poll(() => page.locator('html').getAttribute('data-parts'), { message: `the ${name} part hydrates`, timeout: 15_000 })
    .toMatch(new RegExp(`\\b${name}\\b`))
    .catch(async (error: Error) => {
      const before = await state();
      // A page that draws nothing: does a wheel turn, which Chromium's compositor scrolls without
      // the page's thread, bring its frames back? (The stall's trace shows the compositor holding
      // a layer tree it never readies: a lost signal a compositor scroll might give again.)
      const afterWheel = JSON.parse(before).frame === 'drawn' ? '' : `\nA frame after a wheel turn: ${await frameAfterWheel(page)}`;
      throw new Error(`${error.message}\nPage state: ${before}${afterWheel}`, { cause: error });
    });
}

async function frameAfterWheel(page: Page): Promise<string> {
  const wheel = page.mouse.wheel(0, 40).then(() => 'answered');
  const sent = await Promise.race([wheel, new Promise((resolve) => setTimeout(() => resolve('no answer in 3 s'), 3000))]);
  const drawn = await page.evaluate(framesWithin, { count: 1, ms: 1000 });
  return `wheel ${String(sent)}, frame ${drawn ? 'drawn' : 'none within 1 s'}`;
}

/**
 * Scrolls a part to the top of the screen at once, as a visitor's wheel would bring it. Not
 * locator.scrollIntoViewIfNeeded(): it first waits for the part to hold still across animation
 * frames, and once in CI waited out a whole test's timeout there.
 */
export async function scrollPartToTop(page: Page, name: string): Promise<void> {
  const selector = selectorOf(name);
  await page.locator(selector).evaluate((part) => part.scrollIntoView({ block: 'start', behavior: 'instant' }));
}

/**
 * Starts recording where every part is (their tops, one string a frame); the returned function
 * waits until no part is held any more (src/lib/page-parts.ts gives them back one a frame), lets
 * a few more frames be recorded, and returns them all. A change held out of the restyle must
 * leave one and the same string in every frame. Recorded until the parts are back, not for a
 * fixed number of frames: a click that reached the page late in such a window (a busy machine)
 * left the last parts' return unseen, and still held when the window closed.
 */
export async function recordPartTops(page: Page): Promise<() => Promise<string[]>> {
  // A string, so that it reaches the page as written (its frame loop is a named function).
  await page.evaluate(`(() => {
    const tops = () => [...document.querySelectorAll('main > section, body footer')].map((part) => Math.round(part.getBoundingClientRect().top)).join(' ');
    window.__partTops = [tops()];
    window.__recordingTops = true;
    requestAnimationFrame(function frame() {
      window.__partTops.push(tops());
      if (window.__recordingTops) requestAnimationFrame(frame);
    });
  })()`);
  return async () => {
    await expect.poll(() => partsStillHeld(page), { message: 'every part held for the change is given back' }).toBe(0);
    await animationFrames(page, 3);
    return page.evaluate(() => {
      const recording = window as unknown as { __partTops: string[]; __recordingTops: boolean };
      recording.__recordingTops = false;
      return recording.__partTops;
    });
  };
}

/** How many elements still carry a content-visibility of their own (a part held and not given back). */
export const partsStillHeld = (page: Page) => page.evaluate(() => document.querySelectorAll('[style*="content-visibility"]').length);

/** Scrolls a part to the top of the screen and waits until it is alive. */
async function bringAlive(page: Page, name: string): Promise<void> {
  await scrollPartToTop(page, name);
  await waitForPart(page, name);
}

/** Brings the contact section on screen and waits for its form to come alive (its code loads on approach). */
export async function openContactForm(page: Page): Promise<void> {
  await bringAlive(page, 'contact');
}

/**
 * Opens the page and brings all of it alive (the parts come as a visitor nears them, so it
 * passes through them and comes back to the top) — or, with `allParts: false`, only the first
 * screen, as a visitor who has not scrolled sees it. Reduced motion makes scrolling and
 * transitions instant.
 */
export async function openHome(page: Page, { reducedMotion = true, allParts = true } = {}): Promise<void> {
  await page.emulateMedia({ reducedMotion: reducedMotion ? 'reduce' : 'no-preference' });
  // Not 'load': that would also wait for images and models the foundation does not need.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await (allParts ? waitForAllParts(page) : waitForHydration(page));
}

/** The fixed top bar: the page's first <header>. */
export const topBar = (page: Page) => page.locator('header').first();

interface Landing {
  scrollY: number;
  headingTop: number;
  headingBottom: number;
  headerBottom: number;
  viewportHeight: number;
}

async function measureLanding(page: Page, headingId: string): Promise<Landing> {
  return page.evaluate((id) => {
    const heading = document.getElementById(id)!.getBoundingClientRect();
    const header = document.querySelector('header')!.getBoundingClientRect();
    return {
      scrollY: window.scrollY,
      headingTop: heading.top,
      headingBottom: heading.bottom,
      headerBottom: header.bottom,
      viewportHeight: window.innerHeight,
    };
  }, headingId);
}

/**
 * Waits until scrolling has settled on the section (the same position on two reads 150 ms apart,
 * with the heading in place), then checks the section's heading is fully visible below the fixed
 * bar. Settling alone is not enough: on a loaded machine a smooth scroll may pause mid-glide
 * for longer than a read apart (seen once, 2 850 px short of the contact form).
 */
export async function expectLandedOn(page: Page, id: SectionId): Promise<void> {
  const headingId = (await page.locator(`section#${id}`).getAttribute('aria-labelledby'))!;
  /** The rules a landing breaks, in words. */
  const misses = (at: Landing) =>
    (
      [
        [
          id === 'home' ? at.scrollY === 0 : at.scrollY > 0,
          id === 'home' ? 'home is the top of the page' : `the page scrolled to reach #${id}`,
        ],
        [at.headingTop >= at.headerBottom - 0.5, `#${id} heading is not under the fixed bar`],
        [at.headingBottom <= at.viewportHeight, `#${id} heading is inside the viewport`],
      ] as const
    ).flatMap(([kept, rule]) => (kept ? [] : [rule]));
  let previous = -1;
  let landing: Landing | undefined;
  await expect
    .poll(
      async () => {
        landing = await measureLanding(page, headingId);
        const settled = landing.scrollY === previous && misses(landing).length === 0;
        previous = landing.scrollY;
        return settled;
      },
      { message: `scrolling to #${id} settles on it`, intervals: [150], timeout: 5_000 },
    )
    .toBe(true)
    // Where it stopped instead, said below by the rules it breaks.
    .catch(() => undefined);
  expect(misses(landing!), `landed at ${JSON.stringify(landing)}`).toEqual([]);
}

/** Scrolls instantly to a position and lets the scroll listeners run. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}
