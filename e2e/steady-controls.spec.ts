import { expect, test, type Locator, type Page } from '@playwright/test';
import { animationFrames } from './support/frames';
import { openHome, waitForHydration, waitForPart, waitForWebFont } from './support/foundation-page';
import { reviews } from '../content/reviews.ts';
import { REVIEWS_IN_HTML } from '../src/sections/clients/reviews-in-html.ts';
import { HYDRATION_MODULE, holdRequests, SLIDER_CODE } from './support/held-requests';

// Nothing moves under the visitor: however a control comes on screen, it stays where it landed.
// The page's own links lay the parts out before they jump (src/lib/scroll.ts); these are the ways
// the page does not steer — find in page, a dragged scroll bar, assistive technology or a robot
// bringing an element into view, keyboard focus — taken on a page that has loaded and gone quiet,
// nothing below the fold touched yet. A layout shift counts when no input came just before it
// (`hadRecentInput`), as the Web Vitals' CLS counts it. The carousels' slider code, asked for as
// a carousel reaches the screen, comes only after the first 100 ms, as on a phone a round trip away.

/** The controls a visitor taps, by family, and the part each lives in. */
const controls: { family: string; part: string; find: (page: Page) => Locator }[] = [
  { family: 'projects "Ver más"', part: 'projects', find: (page) => page.locator('#projects').getByRole('button', { name: 'Ver más' }) },
  { family: 'skills tab', part: 'skills', find: (page) => page.locator('#skills').getByRole('tab').last() },
  { family: 'reviews arrow', part: 'clients', find: (page) => page.locator('#clients').getByRole('button', { name: /siguiente/i }) },
  { family: 'review card', part: 'clients', find: (page) => page.locator('#clients [data-testid="review-card"]').first() },
  {
    family: 'services dot',
    part: 'services',
    find: (page) => page.locator('#services').getByRole('button', { name: 'Ir a la diapositiva 2' }),
  },
  // The form is drawn once per layout: the one this width shows.
  {
    family: 'contact form button',
    part: 'contact',
    find: (page) => page.locator('#contact').getByRole('button', { name: 'Enviar' }).filter({ visible: true }),
  },
];

/**
 * How the control comes on screen: brought into view by the page's script (as find in page and
 * assistive technology do, the browser renders the control's part first), by a robot over the
 * DevTools protocol (Playwright's `scrollIntoViewIfNeeded`: it measures the control inside a part
 * still at its estimated height), or focused.
 */
const arrivals = ['brought into view', 'brought into view by a robot', 'focused'] as const;
type Arrival = (typeof arrivals)[number];

interface Watch {
  /** The control's place in the viewport, and when (ms after it came on screen), every frame. */
  places: { at: number; top: number; bottom: number; left: number }[];
  /** Layout shifts with no recent input, after the control came on screen. */
  shift: number;
  /** The sections whose content those shifts moved. */
  shiftedSections: string[];
}

/**
 * Brings the control on screen the given way and records, every frame, where it is and what
 * moved, until the part is alive, `settled` has come and the page has gone quiet again. What
 * `held` holds comes after the first 100 ms, with the slider's code.
 */
async function watchArrival(
  page: Page,
  control: Locator,
  part: string,
  arrival: Arrival,
  held: { release: () => void }[] = [],
  settled: () => Promise<void> = async () => {},
): Promise<Watch> {
  const slider = await holdRequests(page, SLIDER_CODE);
  await control.evaluate((element, how) => {
    const state = { places: [] as Watch['places'], shift: 0, shiftedSections: [] as string[] };
    (window as unknown as { __watch: typeof state }).__watch = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (entry.hadRecentInput) continue;
        state.shift += entry.value;
        for (const { node } of (entry as unknown as { sources: { node: Node | null }[] }).sources) {
          const section = (node instanceof Element ? node : node?.parentElement)?.closest('section');
          if (section) state.shiftedSections.push(section.id);
        }
      }
    }).observe({ type: 'layout-shift' });
    let start = 0;
    const record = () => {
      const { top, bottom, left } = element.getBoundingClientRect();
      state.places.push({ at: performance.now() - start, top, bottom, left });
      requestAnimationFrame(record);
    };
    const begin = () => {
      start = performance.now();
      record();
    };
    // The arrival itself, then the first place in the same task: the recording starts with it.
    // The robot's arrival comes from outside the page: its recording starts with its scroll, after
    // the page's own listeners have answered it.
    if (how === 'focused') (element as HTMLElement).focus();
    else if (how === 'brought into view') element.scrollIntoView({ block: 'center', behavior: 'instant' });
    else {
      addEventListener('scroll', begin, { once: true });
      return;
    }
    begin();
  }, arrival);
  if (arrival === 'brought into view by a robot') await control.scrollIntoViewIfNeeded();
  const pastFirst100ms = (count: number) =>
    page.waitForFunction(
      (count) => (window as unknown as { __watch: Watch }).__watch.places.filter(({ at }) => at >= 100).length >= count,
      count,
    );
  await pastFirst100ms(1);
  for (const code of [slider, ...held]) code.release();
  await waitForPart(page, part);
  await settled();
  await page.waitForLoadState('networkidle');
  await animationFrames(page, 10);
  // And ten frames past the first 100 ms: a part already alive and a quiet network return at once,
  // and ten frames from there reached only 5 to 9 past 100 ms (one fresh-clone run failed on 5).
  await pastFirst100ms(10);
  return page.evaluate(() => (window as unknown as { __watch: Watch }).__watch);
}

/** The control landed on screen, stayed there from 100 ms on, and a tap aimed there reaches it. */
async function expectStill(control: Locator, { places }: Watch) {
  const settled = places.filter(({ at }) => at >= 100);
  const landed = settled[0]!;
  const screen = control.page().viewportSize()!;
  expect(landed.top, 'the control landed below the top of the screen').toBeGreaterThanOrEqual(0);
  expect(landed.bottom, 'the control landed above the foot of the screen').toBeLessThanOrEqual(screen.height);
  const moves = settled
    .filter(({ top, left }) => Math.abs(top - landed.top) > 1 || Math.abs(left - landed.left) > 1)
    .map(({ at, top, left }) => `${Math.round(at)} ms: ${Math.round(left - landed.left)}, ${Math.round(top - landed.top)} px`);
  expect(moves, `the control moved after it came on screen (landed at ${Math.round(landed.left)}, ${Math.round(landed.top)} px)`).toEqual(
    [],
  );
  const box = (await control.boundingBox())!;
  expect(Math.abs(box.y - landed.top)).toBeLessThanOrEqual(1);
  expect(Math.abs(box.x - landed.left)).toBeLessThanOrEqual(1);
}

/** The control stayed where it landed, and nothing shifted. */
async function expectSteady(control: Locator, watch: Watch) {
  await expectStill(control, watch);
  expect(watch.shift, 'layout shift with no input after the control came on screen').toBeLessThanOrEqual(0.005);
}

for (const { family, part, find } of controls) {
  for (const arrival of arrivals) {
    // Focus reaches live buttons only: a review card is a group (reached through the carousel's
    // buttons), and the form's button is disabled until its code comes.
    if (arrival === 'focused' && (family === 'review card' || family === 'contact form button')) continue;
    test(`${family}, ${arrival} on a quiet page, stays where it landed`, async ({ page }) => {
      // Loaded: its code run, its text on the web font, the network quiet.
      await page.goto('/');
      await waitForHydration(page);
      await waitForWebFont(page);
      await page.waitForLoadState('networkidle');
      const control = find(page);
      await expectSteady(control, await watchArrival(page, control, part, arrival));
    });
  }
}

// A robot may bring a whole part on screen (Playwright's scrollIntoViewIfNeeded on a section). It
// meets the part at its estimate, taller than the part (src/styles/index.css): once the page is
// laid out, the part must still be on screen, its heading in view, not left above with the next
// part showing.
for (const part of ['skills', 'clients', 'contact']) {
  test(`the ${part} part, brought into view whole by a robot on a quiet page, shows its heading`, async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await waitForWebFont(page);
    await page.waitForLoadState('networkidle');
    await page.locator(`#${part}`).scrollIntoViewIfNeeded();
    await waitForPart(page, part);
    await expect(page.locator(`#${part}-title`)).toBeInViewport({ ratio: 1 });
  });
}

// On a slow phone the page is drawn about a second before its code has run, and that code shapes
// the projects grid (src/main.tsx): a control brought on screen meanwhile stays where it landed too.
// The web font comes after that code, and the text switches to it under the visitor.
for (const { family, part, find } of controls) {
  test(`${family}, brought into view before the page's code and font, stays where it landed`, async ({ page }) => {
    const code = await holdRequests(page, HYDRATION_MODULE);
    // Not `load`: the hydration module, held, is one of the scripts it waits for.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect.poll(code.wasRequested).toBe(true);
    const control = find(page);
    // Watched until all the text is on the web font.
    const onWebFont = () => waitForWebFont(page);
    await expectSteady(control, await watchArrival(page, control, part, 'brought into view', [code], onWebFont));
  });
}

// The HTML carries the first reviews (reviews-in-html.ts); the others render as the carousel comes
// alive, and every card is as tall as the tallest. A later review longer than those the HTML carries
// (WebKitGTK sets the fourth one a line longer at 1280 px; an owner may write a long one) grows the
// cards then, under a visitor already looking: nothing in the reviews may move. The section below
// moves down as they grow; at the screen's foot, a line's growth shifts it 0.002 to 0.004.
const reviewsControls: { name: string; find: (page: Page) => Locator }[] = [
  { name: 'arrow', find: (page) => page.locator('#clients').getByRole('button', { name: /siguiente/i }) },
  { name: 'dot', find: (page) => page.locator('#clients').getByRole('button', { name: 'Ir a la diapositiva 2' }) },
  { name: 'card', find: (page) => page.locator('#clients [data-testid="review-card"]').first() },
];
for (const { name, find } of reviewsControls) {
  test(`a reviews ${name}, brought into view before the page's code, stays where it landed as a later, longer review renders`, async ({
    page,
  }) => {
    const later = reviews[REVIEWS_IN_HTML]?.comment;
    expect(later, 'the content has a review the HTML does not carry').toBeDefined();
    // The page's code as if that review said all the HTML's reviews say: taller than each of them,
    // whatever the content. The HTML is the same.
    const longer = reviews
      .slice(0, REVIEWS_IN_HTML)
      .map((review) => review.comment)
      .join(' ');
    let lengthened = false;
    const code = await holdRequests(page, HYDRATION_MODULE, (text) => {
      lengthened = text.includes(later!);
      return text.replace(later!, longer);
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect.poll(code.wasRequested).toBe(true);
    const control = find(page);
    const cards = page.locator('#clients [data-testid="review-card"]');
    const heightInHtml = (await cards.first().boundingBox())!.height;
    const watch = await watchArrival(page, control, 'clients', 'brought into view', [code]);
    expect(lengthened, "the review was found in the page's code and lengthened").toBe(true);
    expect((await cards.first().boundingBox())!.height, 'the cards grew').toBeGreaterThan(heightInHtml);
    await expectStill(control, watch);
    expect(watch.shiftedSections, 'what moved in the reviews').not.toContain('clients');
  });
}

// A carousel's current dot is a longer pill than the others: as the current slide changes (a tap,
// or the services' rotation every 6 s) no dot may move, or a tap aimed at one lands on its neighbour.
for (const carousel of ['Servicios', 'Opiniones de clientes']) {
  test(`the ${carousel} dots keep their places as the current slide changes`, async ({ page }) => {
    await openHome(page);
    const region = page.getByRole('region', { name: carousel });
    await region.scrollIntoViewIfNeeded();
    const dots = region.getByRole('button', { name: /^Ir a la diapositiva/ });
    const places = () => dots.evaluateAll((all) => all.map((dot) => Math.round(dot.getBoundingClientRect().left)));
    const before = await places();
    await dots.nth(2).click();
    await expect(region.getByText(/^Diapositiva 3 de \d+$/)).toBeAttached();
    // The pill's width is drawn over 300 ms: once it has settled, every dot is where it was.
    await expect.poll(places).toEqual(before);
  });
}
