import type { Page } from '@playwright/test';
import { skills } from '../content/skills.ts';
import { expect, test } from './support/foundation-fixtures';
import { animationFrames } from './support/frames';
import { expectImagesLoaded } from './support/images';
import { MAX_REGION_ELEMENTS } from '../src/boot/web-font';
import { COLLAPSED_MOST } from '../src/sections/projects/project-order';
import { PAGE_STYLESHEET_ID } from '../src/app/page-stylesheet-id';
import { CONTACT_CODE, HYDRATION_MODULE, PAGE_STYLESHEET, WEB_FONT, holdRequests } from './support/held-requests';
import { scrollPartToTop, topBar, waitForHydration, waitForPart, waitForWebFont } from './support/foundation-page';
import { firstScreenLook } from './support/first-screen-look';
import { withScrollbars } from './support/scrollbar-browser';

// The page paints before any script of its own loads and hydrates after; until then
// its navigation still works (real #id links), its layout does not move when the font and
// React arrive, and without JavaScript every image and the web font still show.

/** The page as a visitor sees it while the hydration module downloads. */
const holdHydration = (page: Page) => holdRequests(page, HYDRATION_MODULE);

test.use({ hasTouch: true });

test('a tap on a navigation item before hydration lands on its section', async ({ page }) => {
  const hold = await holdHydration(page);
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'dark' });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html'), 'the boot script ran: the system’s dark theme').toHaveClass(/\bdark\b/);
  const desktop = page.viewportSize()!.width >= 1024;
  if (desktop) {
    await topBar(page).getByRole('link', { name: 'Proyectos', exact: true }).tap();
    // The browser's own jump, before the page's script: the heading is on screen. (Once hydrated,
    // navigation also keeps it clear of the fixed bar: navigation.spec.ts. Before, the web font
    // may still re-wrap text above it by a few pixels.)
    await expect
      .poll(() => page.evaluate(() => document.getElementById('projects-title')!.getBoundingClientRect().top), {
        message: 'the Proyectos heading comes on screen',
      })
      .toBeGreaterThanOrEqual(0);
    const heading = await page.evaluate(() => document.getElementById('projects-title')!.getBoundingClientRect());
    expect(heading.bottom).toBeLessThanOrEqual(page.viewportSize()!.height);
  } else {
    // On a phone the top bar shows the logo: from far down the page it goes home. (Not
    // scrollToY: parts not laid out yet change height as they come into view, and the browser
    // keeps the visible content still by adjusting the scroll.)
    await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
    await topBar(page)
      .getByRole('link', { name: /Inicio/ })
      .tap();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  }
  expect(await page.locator('html').getAttribute('data-parts'), 'the tap worked before hydration').toBeNull();
  hold.release();
  await waitForHydration(page);
  expect(hold.wasRequested()).toBe(true);
});

test('a visitor who scrolls before hydration keeps their place while the page comes alive', async ({ page }) => {
  // The shell re-renders as the visitor scrolls (scroll-spy); a part still waiting for its code
  // must not be thrown away and re-rendered empty, which collapsed the page and sent it to the top.
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForSelector('#services');
  await page.evaluate(() => {
    const log: number[] = [];
    (window as unknown as { heights: number[] }).heights = log;
    addEventListener('scroll', () => log.push(document.documentElement.scrollHeight));
    document.getElementById('services')!.scrollIntoView();
  });
  const scrolled = await page.evaluate(() => scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await waitForHydration(page);
  expect(await page.evaluate(() => scrollY), 'still where the visitor scrolled to').toBeGreaterThanOrEqual(scrolled - 1);
  const heights = await page.evaluate(() => (window as unknown as { heights: number[] }).heights);
  expect(Math.min(...heights), 'the page never collapsed').toBeGreaterThan(page.viewportSize()!.height * 2);
});

// Jumps the page does not make land by estimated heights (content-visibility): the parts must
// then lay out without moving what the jump landed on (src/lib/page-parts.ts).
const headingTop = (page: Page, id: string) =>
  page.evaluate((headingId) => Math.round(document.getElementById(headingId)!.getBoundingClientRect().top), id);

test('a link to a text fragment lands on that text, and it stays there as the page comes alive', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // As a search engine links to a passage: the reviews' heading, far below the first screen.
  await page.goto('/#:~:text=Lo%20que%20dicen%20mis%20clientes');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await animationFrames(page);
  const top = await headingTop(page, 'clients-title');
  expect(top, 'the heading is on screen').toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(page.viewportSize()!.height - 40);
});

test('a reload puts the visitor back on what they were reading, before the page’s code comes and after', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await waitForHydration(page);
  // Scrolled by hand, as a visitor does: the parts passed lay out, those below stay estimated.
  await page.mouse.move(100, 300);
  for (let turns = 0; turns < 80 && (await headingTop(page, 'clients-title')) > 200; turns++) {
    await page.mouse.wheel(0, 150);
    await animationFrames(page);
  }
  await page.waitForLoadState('networkidle');
  await animationFrames(page);
  const before = await headingTop(page, 'clients-title');
  expect(before, 'the reviews heading is at the top of the screen').toBeGreaterThanOrEqual(0);
  expect(before).toBeLessThanOrEqual(200);

  // As on a slow phone, where the code comes a second after the page is drawn and put back.
  const hold = await holdHydration(page);
  await page.reload({ waitUntil: 'load' });
  await animationFrames(page);
  // Before a reload laid every part out from the start: 1 690 px off on a phone, 280 on a desktop.
  // Before the projects' masonry left one column as the plain grid it is, its rows rounded each
  // card up to 4 px once the code came: the reviews, put back on a phone, then moved 34 px.
  expect(Math.abs((await headingTop(page, 'clients-title')) - before), 'before the code').toBeLessThanOrEqual(4);
  hold.release();
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await animationFrames(page);
  expect(Math.abs((await headingTop(page, 'clients-title')) - before), 'with the code').toBeLessThanOrEqual(4);
});

test('under reduced motion a part comes alive without an in-between frame: the page never grows past its height', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await waitForHydration(page);
  // Every change to the projects grid as it comes alive, with the page's height right then, once
  // the jump below has laid the page out (`data-laid-out`): before it the parts below the fold
  // have estimated heights, and the grid may take its shape then (src/main.tsx), a change the
  // page's height cannot be held to.
  await page.evaluate(() => {
    const heights: number[] = [];
    (window as unknown as { heights: number[] }).heights = heights;
    const record = () => {
      if (document.documentElement.dataset.laidOut !== undefined) heights.push(document.documentElement.scrollHeight);
    };
    new MutationObserver(record).observe(document.getElementById('projects')!, { attributes: true, subtree: true });
  });
  await scrollPartToTop(page, 'projects');
  await waitForPart(page, 'projects');
  await animationFrames(page);
  const settled = await page.evaluate(() => document.documentElement.scrollHeight);
  const heights = await page.evaluate(() => (window as unknown as { heights: number[] }).heights);
  expect(heights.length, 'the grid was seen coming alive').toBeGreaterThan(0);
  // A 0.01ms "reduced" transition on every property once kept the masonry's 24 px row gap for a
  // frame after its rows became 4 px: the page was 24 000 px tall instead of 9 500. (With several
  // columns the grid as prerendered is ~110 px taller: it is cut to its shortest column once alive.)
  expect(Math.max(...heights)).toBeLessThanOrEqual(settled + 200);
});

test('below the first screen a part comes alive only when the visitor nears it', async ({ page }) => {
  const contactChunk: string[] = [];
  page.on('request', (request) => CONTACT_CODE.test(request.url()) && contactChunk.push(request.url()));
  await page.goto('/');
  await waitForHydration(page);
  // Within a screen of the top: the services (their carousel, not their 3D) and nothing further.
  // Their code is asked for when the observer reports them near, which a busy machine can do
  // after the network has gone quiet: wait for them, then for the page to be quiet again.
  await waitForPart(page, 'services');
  await page.waitForLoadState('networkidle');
  await animationFrames(page);
  const alive = async () => (await page.locator('html').getAttribute('data-parts'))?.split(' ') ?? [];
  expect(await alive(), 'alive at the top of the page').toEqual(['shell', 'services']);
  expect(contactChunk, "the form's code is not fetched at the top").toEqual([]);

  await page.locator('#projects').scrollIntoViewIfNeeded();
  await waitForPart(page, 'projects');
  expect(await alive()).not.toContain('footer');
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await waitForPart(page, 'contact');
  expect(contactChunk).toHaveLength(1);
});

test("the contact form's fields come with its code, where look-alikes of the same size stood", async ({ page, request }) => {
  // A field in the page's HTML makes Chromium's autofill lay out the whole contact section, far
  // below the screen, as the HTML finishes loading: a long task after the first paint.
  expect(await (await request.get('/')).text()).not.toMatch(/<(input|textarea|select)\b/i);

  const { release } = await holdRequests(page, CONTACT_CODE);
  await page.goto('/');
  await waitForHydration(page);
  await scrollPartToTop(page, 'contact');
  const form = page.locator('#contact form:visible');
  // The form, and the box after each label (a look-alike, then the control): their sizes.
  const sizes = () =>
    form.evaluate((element) =>
      [element, ...element.querySelectorAll('[data-needs-script] label + *')].map(
        (box) => `${box.localName} ${box.clientWidth}×${box.clientHeight}`,
      ),
    );
  const before = await sizes();
  expect(before.slice(1), 'look-alikes while the code loads').toEqual(before.slice(1).map((size) => size.replace(/^\w+/, 'div')));
  release();
  await waitForPart(page, 'contact');
  await expect(form.getByRole('textbox', { name: 'Mensaje' })).toBeEditable();
  const after = await sizes();
  expect(after.map((size) => size.split(' ')[0])).toEqual(['form', 'input', 'input', 'textarea']);
  expect(
    after.map((size) => size.split(' ')[1]),
    'the same sizes',
  ).toEqual(before.map((size) => size.split(' ')[1]));
});

// The hydration module, and the web font (its faces, held by the boot script, loaded by that module).
const LOADED_AFTER_PAINT = new RegExp(`${HYDRATION_MODULE.source}|/bundle/manrope-[\\w-]+\\.woff2$`);

test('the hydration module and the font are fetched only after the first paint', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (LOADED_AFTER_PAINT.test(path)) fetched.push(path.includes('manrope') ? 'font' : 'module');
  });
  await page.goto('/');
  await waitForHydration(page);
  await waitForWebFont(page);
  const fetchedBeforePaint = await page.evaluate(
    (pattern) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new RegExp(pattern).test(new URL(entry.name).pathname))
        .filter((entry) => entry.startTime < (performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0))
        .map((entry) => entry.name),
    LOADED_AFTER_PAINT.source,
  );
  expect(fetchedBeforePaint, 'nothing of the two fetched before the first paint').toEqual([]);
  // One face: the page's Spanish text is all in the basic Latin range.
  expect(fetched.sort()).toEqual(['font', 'module']);
});

// On a slow phone's link the two shared the bandwidth, and the font held the code back.
test('the web font is asked for only once the hydration module has run', async ({ page }) => {
  const code = await holdRequests(page, HYDRATION_MODULE);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect.poll(code.wasRequested).toBe(true);
  // The page's code asks for the faces with `FontFace.load()`: a face asked for is no longer
  // `unloaded`, whether or not its request has gone out yet.
  const faces = () =>
    page.evaluate(() => [...document.fonts].filter((face) => face.family.includes('Manrope Variable')).map((face) => face.status));
  await animationFrames(page, 3);
  expect(await faces(), 'the faces not asked for while the code is on its way').toEqual(['unloaded']);
  code.release();
  await waitForHydration(page);
  await waitForWebFont(page);
  expect(await faces(), 'then asked for and loaded').toEqual(['loaded']);
});

test('the drawn text moves onto the web font one small region per frame, top to bottom, then all of it', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { switches: { region: HTMLElement; frame: number }[] };
    w.switches = [];
    let frame = 0;
    const count = () => {
      frame += 1;
      requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
    new MutationObserver((records) => {
      for (const { target } of records) {
        const region = target as HTMLElement;
        if (region.dataset.webFont !== undefined) w.switches.push({ region, frame });
      }
    }).observe(document, { subtree: true, attributeFilter: ['data-web-font'] });
  });
  await page.goto('/');
  await waitForWebFont(page);
  const switches = await page.evaluate(() =>
    (window as unknown as { switches: { region: HTMLElement; frame: number }[] }).switches.map(({ region, frame }, index, all) => ({
      frame,
      elements: region.getElementsByTagName('*').length,
      afterPrevious: index === 0 || Boolean(all[index - 1]!.region.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING),
      insidePrevious: index > 0 && all[index - 1]!.region.contains(region),
      holds: ['h1', '#services h3', '#contact'].filter(
        (selector) => region.contains(document.querySelector(selector)) || region.matches(selector),
      ),
    })),
  );
  expect(switches.length, 'the first screen in several regions').toBeGreaterThan(3);
  for (const { afterPrevious, insidePrevious, elements } of switches) {
    expect(afterPrevious && !insidePrevious, 'top to bottom, none inside another').toBe(true);
    expect(elements, 'no region too big for one short task').toBeLessThanOrEqual(MAX_REGION_ELEMENTS);
  }
  const frames = switches.map(({ frame }) => frame);
  expect(frames, 'each region in a frame of its own').toEqual([...new Set(frames)].sort((a, b) => a - b));
  const held = switches.flatMap(({ holds }) => holds);
  expect(held, 'the hero and the services on screen switch region by region; the contact part, not drawn, with the rest').toEqual([
    'h1',
    '#services h3',
  ]);
  expect(await page.locator('[data-web-font]').count(), 'no marks left behind').toBe(0);
  expect(await page.evaluate(() => document.fonts.check('16px "Manrope Variable"'))).toBe(true);
  for (const selector of ['h1', '#contact h2', 'body footer p']) {
    expect(
      await page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).fontFamily),
      selector,
    ).toMatch(/^"?Manrope Variable/);
  }
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the layout does not move when the font and React arrive (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number; moved: string[] };
      w.shifts = 0;
      w.moved = [];
      type Shift = {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Shift[]) {
          if (entry.hadRecentInput) continue;
          w.shifts += entry.value;
          // What moved, for the failure message: a rare shift is only worth something if it names its element.
          for (const { node, previousRect: from, currentRect: to } of entry.sources) {
            const element = node instanceof Element ? node : node?.parentElement;
            const name = element
              ? `${element.localName}${element.id ? `#${element.id}` : ''}.${[...element.classList].slice(0, 3).join('.')}`
              : '?';
            w.moved.push(
              `${entry.value.toFixed(4)} ${name} (${from.x},${from.y} ${from.width}×${from.height}) → (${to.x},${to.y} ${to.width}×${to.height})`,
            );
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await waitForHydration(page);
    await waitForWebFont(page);
    await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    const { shifts, moved } = await page.evaluate(() => {
      const { shifts, moved } = window as unknown as { shifts: number; moved: string[] };
      return { shifts, moved };
    });
    expect(shifts, `cumulative layout shift; moved: ${moved.join('; ') || 'nothing'}`).toBeLessThanOrEqual(0.005);
  });
}

/**
 * Every element before the page's stylesheet link (the top bar and the hero) drawn on the first
 * screen, with the part of its box on screen and the styles a visitor sees, while the hydration
 * module and the web font are held (both runs alike). With the stylesheet held too, this is the
 * first paint: the inline rules alone.
 */
async function drawnFirstScreen(page: Page, { stylesheet }: { stylesheet: 'held' | 'in' }): Promise<string[]> {
  const held = [await holdRequests(page, HYDRATION_MODULE), await holdRequests(page, WEB_FONT)];
  if (stylesheet === 'held') held.push(await holdRequests(page, PAGE_STYLESHEET));
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForFunction(
    ({ whole, id }) =>
      performance.getEntriesByName('first-contentful-paint').length > 0 &&
      (!whole || (document.getElementById(id) as HTMLLinkElement | null)?.sheet != null),
    { whole: stylesheet === 'in', id: PAGE_STYLESHEET_ID },
  );
  const drawn = await page.evaluate(firstScreenLook, PAGE_STYLESHEET_ID);
  for (const { release } of held) release();
  return drawn;
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the first paint does not wait for the stylesheet, and draws the top bar and hero as the whole stylesheet does (${colorScheme})`, async ({
    browser,
  }, testInfo) => {
    const look = async (stylesheet: 'held' | 'in') => {
      const context = await browser.newContext({ ...testInfo.project.use, colorScheme });
      try {
        return await drawnFirstScreen(await context.newPage(), { stylesheet });
      } finally {
        await context.close();
      }
    };
    const [inline, whole] = [await look('held'), await look('in')];
    expect(inline.length, 'the first screen draws its elements').toBeGreaterThan(40);
    expect(inline).toEqual(whole);
  });
}

test('the first frame comes only once the parser has read the hero in whole, however slowly the HTML arrives', async ({
  page,
  context,
}) => {
  // Drawn in part, the hero would move as the rest of it comes (the aside grows and re-centres).
  await page.addInitScript((id) => {
    requestAnimationFrame(() => {
      (window as unknown as { firstFrameSawLink: boolean }).firstFrameSawLink = document.getElementById(id) !== null;
    });
  }, PAGE_STYLESHEET_ID);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // ~10 kB/s: the HTML comes in many pieces, and the parser waits for each.
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: 10_000, uploadThroughput: 10_000 });
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForFunction(() => 'firstFrameSawLink' in window, undefined, { timeout: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { firstFrameSawLink: boolean }).firstFrameSawLink)).toBe(true);
});

test('with scrollbars that take room, the first screen does not move sideways when the rest of the page arrives', async ({
  playwright,
  baseURL,
}, testInfo) => {
  // On a wide screen the first paint (the top bar and the hero, before the page's stylesheet)
  // does not scroll yet; the rest of the page brings the scroll bar.
  await withScrollbars(playwright.chromium, testInfo, async (browser) => {
    // Lighthouse's desktop screen.
    const viewport = { width: 1350, height: 940 };
    const page = await browser.newPage({ baseURL, viewport });
    const stylesheet = await holdRequests(page, PAGE_STYLESHEET);
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    const place = () => page.evaluate(() => document.getElementById('home-title')!.getBoundingClientRect().left);
    const before = await place();
    expect(await page.evaluate(() => document.documentElement.scrollHeight), 'the first screen alone does not scroll').toBeLessThanOrEqual(
      viewport.height,
    );
    stylesheet.release();
    await page.waitForFunction(() => document.documentElement.scrollHeight > 3 * innerHeight);
    expect(await page.evaluate(() => innerWidth - document.documentElement.clientWidth), 'the scrollbar takes room').toBeGreaterThan(0);
    expect(await place()).toBe(before);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every image and the web font show', async ({ page }) => {
    await page.goto('/');
    const images = page.locator('img:visible');
    const count = await images.count();
    // The service stills, the skill icons, the collapsed grid's project covers and icons (the
    // <noscript> copies; the page listing every project is e2e/page.spec.ts's).
    expect(count, 'images in the page').toBeGreaterThanOrEqual(3 + skills.length + COLLAPSED_MOST * 2);
    await expectImagesLoaded(page.locator('body'));
    await expect
      .poll(() => page.evaluate(() => [...document.fonts].some((font) => font.family.includes('Manrope') && font.status === 'loaded')))
      .toBe(true);
  });

  test('the contact form says where to write instead of showing fields it cannot send', async ({ page }) => {
    await page.goto('/');
    const form = page.locator('#contact form:visible');
    await form.scrollIntoViewIfNeeded();
    // By CSS: Playwright's text and role queries skip what is inside <noscript>.
    const note = form.locator('noscript p');
    await expect(note).toBeVisible();
    await expect(note).toContainText('El formulario necesita JavaScript');
    await expect(note.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Enviar' })).toBeHidden();
    await expect(form.getByText('Nombre', { exact: true })).toBeHidden();
  });
});
