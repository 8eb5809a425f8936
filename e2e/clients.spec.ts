import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { reviews } from '../content/reviews.ts';
import { REVIEWS_IN_HTML } from '../src/sections/clients/reviews-in-html.ts';
import { openHome, waitForPart } from './support/foundation-page';
import { animationFrames } from './support/frames';
import { spanishName } from './support/rest-countries';

// The page was built (npm run build:test) to call the fake countries and flag service that
// playwright.config.ts starts on FAKE_COUNTRIES_PORT. Requests are counted per page, in the
// browser, so tests running side by side against the same fake service never see each other's.
const fakeOrigin = `http://127.0.0.1:${process.env.FAKE_COUNTRIES_PORT ?? 4390}`;

// Each card's country as the service names it in Spanish (the page must pick that translation).
const expectedCountries: [code: string, name: string][] = reviews.map(({ country }) => [
  country,
  spanishName(country) ?? `(${country}: sin nombre en español en world-countries)`,
]);
const count = reviews.length;
/** Each country once, in the order the cards first show it. */
const codes = [...new Set(reviews.map((review) => review.country))];
const LOOKUP_ERROR = 'Error al obtener la información del país';

const cards = (page: Page) => page.getByTestId('review-card');
const countryRows = (page: Page) => page.locator('#clients [data-country]');
/** Each card's lookup state, in order: a failure shows which cards are still idle, failed or loaded. */
const countryStates = (page: Page) => countryRows(page).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-state')));
const allLoaded = Array<string>(count).fill('loaded');

/** Every request the page makes to the fake service, by path. */
function recordFakeRequests(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.origin === fakeOrigin) counts.set(url.pathname, (counts.get(url.pathname) ?? 0) + 1);
  });
  return counts;
}

/** Brings the section on screen, as a visitor scrolling there does, and waits for it to come alive. */
async function scrollToClients(page: Page) {
  await page.locator('#clients').scrollIntoViewIfNeeded();
  await waitForPart(page, 'clients');
}

const slides = (page: Page) => page.locator('#clients [aria-roledescription="diapositiva"]');
const currentIndex = (page: Page) =>
  slides(page).evaluateAll((all) => all.findIndex((slide) => slide.getAttribute('aria-current') === 'true'));

/** How much the card in slide `i` is shrunk (drawn width / layout width), its filter and transition. */
async function cardLook(page: Page, i: number) {
  return slides(page)
    .nth(i)
    .locator('> div')
    .evaluate((card: HTMLElement) => {
      const style = getComputedStyle(card);
      return {
        scale: Math.round((card.getBoundingClientRect().width / card.offsetWidth) * 100) / 100,
        filter: style.filter,
        transition: style.transitionDuration,
        transitionProperty: style.transitionProperty,
      };
    });
}

test('asks nothing before the section nears the viewport, then shows every review with Spanish names and flags, one request per code', async ({
  page,
}) => {
  const requests = recordFakeRequests(page);
  await openHome(page, { allParts: false });
  // Settle at the top: hydration and effects are done, the observers have reported, the network is quiet.
  await animationFrames(page);
  await page.waitForLoadState('networkidle');
  expect([...requests.keys()], 'no call to the countries or flag service at the top of the page').toEqual([]);

  await scrollToClients(page);
  await expect(cards(page)).toHaveCount(count);
  await expect.poll(() => countryStates(page)).toEqual(allLoaded);

  for (const [i, [code, name]] of expectedCountries.entries()) {
    const card = cards(page).nth(i);
    await expect(card.getByRole('img', { name: '5 de 5 estrellas' })).toBeVisible();
    await expect(card.getByTestId('review-country-name')).toHaveText(name);
    const flag = card.locator(`[data-country="${code}"] img`);
    await expect(flag).toHaveAttribute('src', `${fakeOrigin}/w40/${code.toLowerCase()}.png`);
    await expect(flag).toHaveAttribute('width', '40');
    // A real image arrived and was decoded (not a broken one).
    await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(40);
  }

  const lookups = Object.fromEntries([...requests].filter(([path]) => path.startsWith('/v3.1/')));
  // A country on several cards, if any, is still asked for once (the client's cache: its unit tests).
  expect(lookups).toEqual(Object.fromEntries(codes.map((code) => [`/v3.1/alpha/${code}`, 1])));
  for (const code of codes) expect(requests.get(`/w40/${code.toLowerCase()}.png`) ?? 0).toBeLessThanOrEqual(1);
});

test('a failed lookup leaves that card without name or flag, logs the error and breaks nothing else', async ({ page }) => {
  const consoleErrors: string[] = [];
  const pageErrors: Error[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  page.on('pageerror', (error) => pageErrors.push(error));
  // The last country's lookup answers 500; the first country's flag is missing (404) — with one
  // country only, the flag part has nothing left to show it on.
  const failing = codes.at(-1)!;
  const flagless = codes.length > 1 ? codes[0] : undefined;
  await page.route(`${fakeOrigin}/v3.1/alpha/${failing}`, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: '{"status":500}',
    }),
  );
  if (flagless)
    await page.route(`${fakeOrigin}/w40/${flagless.toLowerCase()}.png`, (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
    );

  await openHome(page);
  await scrollToClients(page);
  const failed = cards(page).nth(reviews.findIndex((review) => review.country === failing));
  await expect(failed.locator(`[data-country="${failing}"]`)).toHaveAttribute('data-state', 'failed');
  await expect(failed.getByTestId('review-country-name')).toHaveText('');
  await expect(failed.locator('img')).toHaveCount(0);
  expect(
    consoleErrors.some((text) => text.includes(LOOKUP_ERROR)),
    consoleErrors.join('\n'),
  ).toBe(true);

  // The others still load; a flag that fails to arrive is removed rather than shown broken.
  await expect.poll(() => countryStates(page)).toEqual(reviews.map((review) => (review.country === failing ? 'failed' : 'loaded')));
  if (flagless) {
    const withoutFlag = cards(page).nth(reviews.findIndex((review) => review.country === flagless));
    await expect(withoutFlag.getByTestId('review-country-name')).toHaveText(spanishName(flagless)!);
    await expect(withoutFlag.locator('img')).toHaveCount(0);
  }
  expect(pageErrors).toEqual([]);
});

test('starts on the first review and stays there; a click on another card makes it current and the rest step back, blurred and shrunk', async ({
  page,
}) => {
  // Full motion, so a carousel that rotated by itself would (reduced motion starts it paused).
  await page.clock.install();
  await openHome(page, { reducedMotion: false });
  await scrollToClients(page);
  await expect(slides(page)).toHaveCount(count);
  await expect(slides(page).nth(0)).toHaveAttribute('aria-current', 'true');
  await expect(slides(page).nth(0)).toHaveAttribute('aria-label', `1 de ${count}`);
  await expect(slides(page).and(page.locator('[aria-current="true"]'))).toHaveCount(1);
  await expect(page.locator('#clients button[aria-current="true"]')).toHaveAccessibleName('Ir a la diapositiva 1');

  // Autoplay is off: well past the 6000 ms a rotating carousel waits, nothing has moved.
  await page.clock.fastForward(7000);
  await animationFrames(page); // a frame later, any update the timers caused has rendered
  expect(await currentIndex(page)).toBe(0);

  // Click the visible edge of the next card (it peeks out beside the current one).
  const viewport = await page.locator('#clients [aria-roledescription="carrusel"] .carousel-viewport').boundingBox();
  const next = await slides(page).nth(1).locator('> div').boundingBox();
  expect(next!.x, 'the next card peeks into view').toBeLessThan(viewport!.x + viewport!.width - 10);
  await page.mouse.click(next!.x + 8, next!.y + next!.height / 2);
  await expect(slides(page).nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(slides(page).nth(0)).not.toHaveAttribute('aria-current', 'true');

  // The looks animate (about half a second) when motion is welcome.
  await expect.poll(() => cardLook(page, 1)).toMatchObject({ scale: 1, filter: 'none' });
  const motion = await cardLook(page, 1);
  expect(Number.parseFloat(motion.transition)).toBeGreaterThanOrEqual(0.3);
  expect(motion.transitionProperty).toMatch(/scale/);
  for (const i of [0, 2, count - 1]) {
    await expect.poll(async () => (await cardLook(page, i)).scale, `card ${i + 1} is shrunk`).toBeLessThan(0.95);
    expect((await cardLook(page, i)).filter, `card ${i + 1} is blurred`).toMatch(/blur\(\d/);
  }
  // Under reduced motion the change of look is instant.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(Number.parseFloat((await cardLook(page, 1)).transition)).toBeLessThan(0.001);
});

test('the HTML carries the first reviews only; alive, the carousel holds every review, each reachable by keyboard', async ({ page }) => {
  // What the server sends: the reviews the carousel shows before it is alive, and a dot for every
  // review, so the controls stand where they will stay.
  const whole = await (await page.request.get('/')).text();
  const html = whole.slice(whole.indexOf('id="clients"'), whole.indexOf('id="contact"'));
  const inHtml = Math.min(REVIEWS_IN_HTML, count);
  expect(html.match(/data-testid="review-card"/g), 'review cards in the HTML').toHaveLength(inHtml);
  expect(html.match(/aria-label="Ir a la diapositiva \d+"/g), 'dots in the HTML').toHaveLength(count);
  expect(html).toContain(`aria-label="1 de ${count}"`);

  await openHome(page);
  await scrollToClients(page);
  const region = page.getByRole('region', { name: 'Opiniones de clientes' });
  const dots = region.getByRole('button', { name: /^Ir a la diapositiva \d+$/ });
  await expect(dots).toHaveCount(count);
  await expect(cards(page).locator('figcaption > span:first-child')).toHaveText(reviews.map((review) => review.name));
  // However many reviews there are, every dot is on screen to be pressed.
  const width = page.viewportSize()!.width;
  const offScreen = await dots.evaluateAll(
    (all, width) =>
      all.filter((dot) => {
        const box = dot.getBoundingClientRect();
        return box.left < 0 || box.right > width;
      }).length,
    width,
  );
  expect(offScreen, 'dots beyond the screen edges').toBe(0);

  await region.getByRole('button', { name: `Ir a la diapositiva ${count}`, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(slides(page).nth(count - 1)).toHaveAttribute('aria-current', 'true');
  await expect(slides(page).nth(count - 1)).toHaveAttribute('aria-label', `${count} de ${count}`);
  await page.keyboard.press('ArrowRight');
  await expect(slides(page).nth(0)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(slides(page).nth(count - 1)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(slides(page).nth(count - 2)).toHaveAttribute('aria-current', 'true');

  await region.getByRole('button', { name: 'Diapositiva siguiente' }).click();
  await expect(slides(page).nth(count - 1)).toHaveAttribute('aria-current', 'true');
  // The current card, one the HTML did not carry, sits whole in the carousel's window (above
  // the controls, which many reviews make taller than a phone's screen), with its own text.
  const last = slides(page)
    .nth(count - 1)
    .getByTestId('review-card');
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport({ ratio: 0.99 }); // whole, but for a fraction of a pixel of Embla's placement
  await expect(last.locator('figcaption')).toContainText(reviews.at(-1)!.name);

  await expect.poll(() => countryStates(page)).toEqual(allLoaded);
  const axe = await new AxeBuilder({ page }).include('#clients').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
