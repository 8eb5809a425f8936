// Services: the carousel and its lazy 3D viewer in real Chromium (WebGL runs in software there).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { WCAG_TAGS } from './support/axe-rules';
import { animationFrames } from './support/frames';
import { waitForHydration, waitForPart } from './support/foundation-page';
import { currentSlide, recordGestures, scrollToServices, services, stats, waitForLiveModel } from './support/services-page';

const VIEWER_CHUNK = /\/bundle\/model-viewer-[\w-]+\.js$/;

/** How many frames the viewer drew while the page painted `count`: a running viewer draws in each. */
async function framesDrawnOver(page: Page, count = 20): Promise<number> {
  const before = (await stats(page)).frames;
  await animationFrames(page, count);
  return (await stats(page)).frames - before;
}

/**
 * The model holds still: nothing drawn over 20 page frames, once the viewer has been told (an
 * observer and an effect pass on a scroll a frame or two later).
 */
async function expectHeldStill(page: Page, message: string) {
  await expect.poll(() => framesDrawnOver(page, 3), { message: `${message} (settling)` }).toBe(0);
  expect(await framesDrawnOver(page), message).toBe(0);
}

type Box = { x: number; y: number; width: number; height: number };

/** A horizontal swipe across 60% of `box`: real touch events on the phone, a mouse drag on desktop. */
async function swipeLeft(page: Page, box: Box, touch: boolean) {
  const y = Math.round(box.y + Math.min(box.height / 2, 150));
  const xs = Array.from({ length: 9 }, (_, step) => Math.round(box.x + box.width * (0.8 - step * 0.075)));
  if (touch) {
    const cdp = await page.context().newCDPSession(page);
    const touchAt = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: x === undefined ? [] : [{ x, y }] });
    await touchAt('touchStart', xs[0]);
    for (const x of xs.slice(1)) await touchAt('touchMove', x);
    await touchAt('touchEnd');
    return;
  }
  await page.mouse.move(xs[0]!, y);
  await page.mouse.down();
  for (const x of xs.slice(1)) await page.mouse.move(x, y);
  await page.mouse.up();
}

let pageErrors: Error[] = [];
test.beforeEach(({ page }) => {
  pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error));
});
test.afterEach(() => {
  expect(pageErrors.map((e) => e.message)).toEqual([]);
});

test('the 3D chunk is not fetched at the top of the page, only when the services come near', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => VIEWER_CHUNK.test(url) || url.endsWith('.glb'))).toEqual([]);
  await expect(page.locator('#services canvas')).toHaveCount(0);

  const chunk = page.waitForRequest(VIEWER_CHUNK);
  await scrollToServices(page);
  await chunk;
  await expect(page.locator('#services canvas')).toHaveCount(1);
});

test('one canvas draws the current model in every frame; nothing is drawn off screen or in a hidden tab', async ({ page }) => {
  await page.goto('/');
  await scrollToServices(page);
  await waitForLiveModel(page);
  const canvas = currentSlide(page).locator('canvas');
  await expect(canvas).toHaveCount(1);
  await expect.poll(async () => (await stats(page)).frames).toBeGreaterThan(3);
  const { frames, calls } = await stats(page);
  expect(calls).toBeGreaterThanOrEqual(frames); // every frame issues draw calls

  // Slide 2: the same canvas moves into it (one WebGL context for the whole carousel).
  await services(page).getByRole('button', { name: 'Ir a la diapositiva 2', exact: true }).click();
  await page.mouse.move(0, 0); // off the buttons, where a mouse holds the model still
  await expect(currentSlide(page).locator('canvas')).toHaveCount(1);
  await expect(page.locator('#services canvas')).toHaveCount(1);
  await expect(currentSlide(page).locator('img[data-still="web"]')).toHaveCSS('opacity', '0');

  // Off screen: once the observer reports leaving, no frame at all.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => framesDrawnOver(page), { message: 'frames drawn off screen' }).toBe(0);
  const offScreen = await stats(page);

  await scrollToServices(page);
  await expect.poll(async () => (await stats(page)).frames).toBeGreaterThan(offScreen.frames + 3);

  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  // The viewer stops on the event itself, not on a later observer.
  expect(await framesDrawnOver(page, 30)).toBe(0);
});

test('a mouse on the slide buttons holds the model still, and it swings again once the mouse leaves; a tap does not hold it', async ({
  page,
  hasTouch,
}) => {
  await page.goto('/');
  await scrollToServices(page);
  await expect.poll(async () => (await stats(page)).frames).toBeGreaterThan(3);

  if (hasTouch) {
    await services(page).getByRole('button', { name: 'Ir a la diapositiva 2', exact: true }).tap();
    await expect(currentSlide(page).locator('img[data-still="web"]')).toHaveCSS('opacity', '0');
    expect(await framesDrawnOver(page), 'frames drawn after a tap').toBeGreaterThan(0);
    return;
  }
  // Rotation stopped first: only a mouse on the slides pauses it, and on a busy machine it moved
  // on while the mouse was on the buttons — a new slide's model drawn in the windows below, or
  // the slide the test meant to choose already current.
  await services(page).getByRole('button', { name: 'Pausar la rotación automática' }).click();
  const slides = await services(page).locator('[aria-roledescription="diapositiva"]').count();
  const chosen = (Number((await currentSlide(page).getAttribute('aria-label'))!.split(' ')[0]) % slides) + 1;
  const other = services(page).getByRole('button', { name: `Ir a la diapositiva ${chosen}`, exact: true });
  await other.hover();
  await expectHeldStill(page, 'frames drawn with the mouse on the buttons');
  // The slide chosen meanwhile shows its model in one frame, its pose, and is still held.
  const beforeChoice = (await stats(page)).frames;
  await other.click();
  await expect(currentSlide(page)).toHaveAttribute('aria-label', `${chosen} de ${slides}`);
  await expect(currentSlide(page).locator('img[data-still]')).toHaveCSS('opacity', '0');
  await expectHeldStill(page, 'frames drawn on the new slide, mouse still there');
  expect((await stats(page)).frames - beforeChoice, 'frames drawn for the slide chosen').toBe(1);

  await page.mouse.move(0, 0);
  await expect.poll(() => framesDrawnOver(page), { message: 'frames drawn once the mouse left' }).toBeGreaterThan(3);
});

test('the model’s own button pauses its swing and resumes it (WCAG 2.2.2), on every slide', async ({ page }) => {
  await page.goto('/');
  await scrollToServices(page);
  await waitForLiveModel(page);
  await currentSlide(page).getByRole('button', { name: 'Pausar el giro del modelo 3D' }).click();
  await expectHeldStill(page, 'frames drawn while paused');

  // Another slide: its model is shown in one frame and stays paused, its button says so.
  await services(page).getByRole('button', { name: 'Diapositiva siguiente' }).click();
  await page.mouse.move(0, 0); // off the carousel's buttons, where a mouse holds the model anyway
  await expect(currentSlide(page).locator('img[data-still="web"]')).toHaveCSS('opacity', '0');
  const resume = currentSlide(page).getByRole('button', { name: 'Reanudar el giro del modelo 3D' });
  await expect(resume).toBeVisible();
  await expectHeldStill(page, 'frames drawn on the next slide, still paused');

  await resume.click();
  await expect(currentSlide(page).getByRole('button', { name: 'Pausar el giro del modelo 3D' })).toBeFocused();
  await expect.poll(() => framesDrawnOver(page), { message: 'frames drawn once resumed' }).toBeGreaterThan(3);
});

test("a slide changed from the keyboard on the model's button leaves focus on the next slide's", async ({ page }) => {
  await page.goto('/');
  await scrollToServices(page);
  await waitForLiveModel(page);
  await currentSlide(page).getByRole('button', { name: 'Pausar el giro del modelo 3D' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(currentSlide(page)).toHaveAttribute('aria-label', /^2 de/);
  await expect(currentSlide(page).getByRole('button', { name: 'Pausar el giro del modelo 3D' })).toBeFocused();
});

test('autoplay advances after 6 s; a dot click stops it, and so does a swipe', async ({ page, hasTouch }) => {
  const pause = services(page).getByRole('button', { name: 'Pausar la rotación automática' });
  const resume = services(page).getByRole('button', { name: 'Reanudar la rotación automática' });
  // The page's timers run on Playwright's clock: the test moves time, it never waits for it.
  await page.clock.install();
  await page.goto('/');
  // Hydration runs on the page's timers too: let it finish before the clock is paused.
  await waitForHydration(page);
  await scrollToServices(page);
  await waitForPart(page, 'services');
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 de 3');
  // Pause a moment ahead of the page's clock, which keeps running while this call travels. On a
  // loaded machine the call can arrive after that moment ("Cannot fast-forward to the past"):
  // then aim again from the page's new time.
  await expect(async () => page.clock.pauseAt(await page.evaluate(() => Date.now() + 500))).toPass();
  // Stopping and restarting arms a fresh 6000 ms timer now, whenever the first one started.
  await pause.click();
  await resume.click();
  await expect(pause).toBeVisible();
  const before = await currentSlide(page).getAttribute('aria-label');
  const after = { '1 de 3': '2 de 3', '2 de 3': '3 de 3', '3 de 3': '1 de 3' }[before ?? ''];
  await page.clock.fastForward(5999);
  await expect(currentSlide(page)).toHaveAttribute('aria-label', before ?? '');
  await page.clock.fastForward(1);
  await expect(currentSlide(page)).toHaveAttribute('aria-label', after ?? 'una diapositiva más');

  await services(page).getByRole('button', { name: 'Ir a la diapositiva 3', exact: true }).click();
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '3 de 3');
  await expect(resume).toBeVisible();
  // Neither focus nor the pointer may be what holds it: only the stop.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(1, 1);
  await page.clock.fastForward(20_000);
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '3 de 3');

  // Restart it, then swipe the slides to the left: next slide, autoplay stopped. Time flows
  // again for the slider's own animation; a swipe answers long before 6 s could pass.
  await page.clock.resume();
  await resume.click();
  await expect(pause).toBeVisible();
  await currentSlide(page).scrollIntoViewIfNeeded();
  await expect(services(page)).toHaveAttribute('data-slider', 'ready');
  // A gesture that lands while the slider is still settling from the jump can be taken as a
  // scroll, as a person's can: swipe again then, never twice once a swipe has moved it. Each
  // try must move it sooner than autoplay could (6 s).
  const heard = await recordGestures(page);
  await expect(async () => {
    if ((await currentSlide(page).getAttribute('aria-label')) === '3 de 3') {
      await swipeLeft(page, (await currentSlide(page).boundingBox())!, hasTouch);
    }
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 de 3', { timeout: 1500 });
  })
    .toPass({ timeout: 5000 })
    .catch(async (error: Error) => {
      throw new Error(`${error.message}\nWhat the page heard: ${await heard()}`, { cause: error });
    });
  await expect(services(page).getByRole('button', { name: 'Reanudar la rotación automática' })).toBeVisible();
});

test('a model that fails to load is logged, raises no page error, and its slide keeps the still picture', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  await page.route('**/assets/models/app.glb', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page.goto('/');
  await scrollToServices(page);

  await expect.poll(() => consoleErrors.some((text) => text.includes('No se pudo cargar el modelo 3D assets/models/app.glb'))).toBe(true);
  const still = currentSlide(page).locator('img[data-still="app"]');
  await expect(still).toHaveCSS('opacity', '1');
  expect(await still.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(currentSlide(page).getByRole('heading', { name: 'Aplicaciones móviles' })).toBeVisible();

  // The other models still work.
  await services(page).getByRole('button', { name: 'Ir a la diapositiva 3', exact: true }).click();
  await expect(currentSlide(page).locator('img[data-still="code"]')).toHaveCSS('opacity', '0');
});

test('the services section passes axe in both themes', async ({ page }) => {
  await page.goto('/');
  await scrollToServices(page);
  await waitForLiveModel(page);
  await expect(currentSlide(page).getByRole('button', { name: 'Pausar el giro del modelo 3D' })).toBeVisible(); // scanned too
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme }); // the theme follows the system until the visitor picks one
    await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    const { violations } = await new AxeBuilder({ page }).include('#services').withTags(WCAG_TAGS).analyze();
    expect(violations.map((v) => `${colorScheme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});

test.describe('under prefers-reduced-motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the carousel starts paused and the model holds still', async ({ page }) => {
    await page.goto('/');
    await scrollToServices(page);
    await expect(services(page).getByRole('button', { name: 'Reanudar la rotación automática' })).toBeVisible();
    await expect(currentSlide(page).locator('img[data-still="app"]')).toHaveCSS('opacity', '0');
    expect((await stats(page)).frames, 'the still frame is drawn').toBeGreaterThan(0);
    // A moving model draws in every frame; a still one settles to none.
    await expect.poll(() => framesDrawnOver(page, 30), { message: 'frames drawn under reduced motion' }).toBe(0);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 de 3');
    await expect(services(page).getByRole('button', { name: /modelo 3D/ }), 'nothing to pause').toHaveCount(0);
  });
});
