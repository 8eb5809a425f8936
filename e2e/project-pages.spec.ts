import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { profile } from '../content/profile.ts';
import { projects } from '../content/projects.ts';
import { projectPath, projectPreviewPath } from '../src/sections/project-page/project-path.ts';
import { SHARE_MESSAGES } from '../src/lib/share-link.ts';
import { WCAG_TAGS } from './support/axe-rules';
import { expect, takeExpectedProblems, test } from './support/foundation-fixtures';
import { openHome } from './support/foundation-page';
import { expectImagesLoaded } from './support/images';

// Each project has a page of its own, `/proyectos/<id>`, the link a freelancer sends: its own
// title and preview, readable without a script, a share button, and the way back to the rest.

const [first, second] = projects;
const canonical = (id: string) => new URL(projectPath(id), profile.siteUrl).href;

/** The head's facts, read from the HTML as the server sends it (what a link preview's robot reads). */
async function headOf(page: Page, path: string) {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  return page.evaluate((html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const meta = (key: string) => doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;
    return {
      title: doc.title,
      h1: doc.querySelector('h1')?.textContent ?? null,
      canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      description: meta('description'),
      og: { title: meta('og:title'), url: meta('og:url'), image: meta('og:image'), type: meta('og:type'), imageAlt: meta('og:image:alt') },
      twitter: { card: meta('twitter:card'), image: meta('twitter:image'), imageAlt: meta('twitter:image:alt') },
      jsonLd: JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null') as Record<string, unknown>,
    };
  }, html);
}

/** The image's size as the browser decodes it. */
const decodedSize = (page: Page, path: string) =>
  page.evaluate(async (path) => {
    const bitmap = await createImageBitmap(await (await fetch(path)).blob());
    return { width: bitmap.width, height: bitmap.height };
  }, path);

test('every project has its page, with its own title, description, preview and structured data', async ({ page }) => {
  await page.goto('/robots.txt'); // an origin for the decoding below, with no page code running
  for (const project of projects) {
    const head = await headOf(page, projectPath(project.id));
    const image = new URL(projectPreviewPath(project.id), profile.siteUrl).href;
    expect(head).toMatchObject({
      title: `${project.name} | ${profile.name}`,
      h1: project.name,
      canonical: canonical(project.id),
      og: { title: head.title, url: canonical(project.id), image, type: 'article' },
      // X reads the picture's description from its own tag, not from og:image:alt.
      twitter: { card: 'summary_large_image', image, imageAlt: head.og.imageAlt },
      jsonLd: {
        '@type': 'CreativeWork',
        name: project.name,
        url: canonical(project.id),
        author: { '@type': 'Person', name: profile.name },
      },
    });
    expect(head.description?.length, project.id).toBeGreaterThan(40);
    expect(head.og.imageAlt, project.id).toContain(project.name);
    expect(await decodedSize(page, projectPreviewPath(project.id)), project.id).toEqual({ width: 1200, height: 630 });
  }
});

test('the sitemap lists the home page and every project page', async ({ page }) => {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(listed).toEqual([profile.siteUrl, ...projects.map((project) => canonical(project.id))]);
  // The build knows no page's date of change: the day of each build, claimed for all, is not said.
  expect(sitemap).not.toContain('<lastmod>');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('a project page reads in full: name, result, description, skills, picture and the way back', async ({ page }) => {
    await page.goto(projectPath(first!.id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.name);
    if (first!.outcome) await expect(page.getByText(first!.outcome.result)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tecnologías' })).toBeVisible();
    await expectImagesLoaded(page.locator('main'));
    // Nothing would answer their press: no share button, no theme controls.
    await expect(page.getByRole('button', { name: 'Compartir' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Opciones de tema' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cambiar tema' })).toBeHidden();
    await page.getByRole('link', { name: 'Todos los proyectos' }).click();
    await expect(page).toHaveURL(/\/#projects$/);
  });
});

test("the share button copies the page's address where there is no share sheet, and says so", async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto(projectPath(second!.id));
  expect(await page.evaluate(() => typeof navigator.share), 'this Chromium has no share sheet').toBe('undefined');
  // Named for its project, as the home page's card names it: out of its page, in a screen reader's
  // list of buttons, it still says what it shares.
  const share = page.getByRole('button', { name: `Compartir ${second!.name}`, exact: true });
  await share.click();
  await expect(page.getByRole('status')).toHaveText(SHARE_MESSAGES.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical(second!.id));
  await expect(share).toHaveAccessibleDescription(SHARE_MESSAGES.copied);
});

test('with neither a share sheet nor the clipboard, the address to copy by hand fits the screen', async ({ page }) => {
  // As in an in-app browser that refuses the clipboard.
  await page.addInitScript(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('Sin portapapeles', 'NotAllowedError'));
  });
  // The longest address to copy.
  const longest = projects.reduce((a, b) => (canonical(b.id).length > canonical(a.id).length ? b : a));
  await page.goto(projectPath(longest.id));
  await page.getByRole('button', { name: `Compartir ${longest.name}`, exact: true }).click();
  const status = page.getByRole('status');
  await expect(status).toHaveText(`${SHARE_MESSAGES.manual} ${canonical(longest.id)}`);
  const box = (await status.boundingBox())!;
  expect(box.x + box.width, 'the address ends on the screen').toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
});

test("where the platform has a share sheet, the button opens it with the page's name and address", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value(data: ShareData) {
        (window as unknown as { shared: ShareData[] }).shared.push(data);
        return Promise.resolve();
      },
    });
    (window as unknown as { shared: ShareData[] }).shared = [];
  });
  await page.goto(projectPath(first!.id));
  await page.getByRole('button', { name: 'Compartir' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toEqual([{ url: canonical(first!.id), title: first!.name }]);
  // Nothing to confirm: the sheet was the answer. The status stays empty (and in the page, so a later copy is announced).
  await expect(page.locator('[role="status"]')).toHaveText('');
  await expect(page.locator('[role="status"]')).toBeAttached();
});

test("on the home page each card links to its project's page and shares it once alive", async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await openHome(page);
  const card = page.getByTestId('project-card').first();
  await card.scrollIntoViewIfNeeded();
  const name = (await card.getByRole('heading', { level: 3 }).textContent())!;
  const project = projects.find((p) => p.name === name)!;
  await card.getByRole('button', { name: `Compartir ${name}` }).click();
  await expect(card.getByRole('status')).toHaveText(SHARE_MESSAGES.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical(project.id));
  await card.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`${projectPath(project.id)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('a press anywhere on a card opens its project, its picture too, but its share button only shares', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await openHome(page);
  const card = page.getByTestId('project-card').nth(1);
  await card.scrollIntoViewIfNeeded();
  const name = (await card.getByRole('heading', { level: 3 }).textContent())!;
  await expect(card.getByRole('button', { name: `Compartir ${name}` })).toBeVisible();
  const box = (await card.boundingBox())!;
  // The share button's own press, at its place over the picture, stays on this page.
  await card.getByRole('button', { name: `Compartir ${name}` }).click();
  await expect(card.getByRole('status')).toHaveText(SHARE_MESSAGES.copied);
  expect(new URL(page.url()).pathname).toBe('/');
  // On the picture, left of the confirmation: the card lifts on hover, as a link does.
  await page.mouse.click(box.x + box.width / 4, box.y + 80);
  await expect(page).toHaveURL(new RegExp(`${projectPath(projects.find((p) => p.name === name)!.id)}$`));
});

// A project's page carries its whole stylesheet inline (scripts/html/critical-css.ts, wholePageCss),
// cut to the rules its elements match: the rules of states that keyboard focus or a script brings
// must be kept too. Each state is read on the home page, with the page's stylesheet, and must
// look the same there.
test('on a project page the shared controls look as on the home page in each state: keyboard focus, a tooltip gone at Escape, the share confirmation', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  /** The theme button focused (no pointer yet: by keyboard, for the browser), then Escape; then the share button pressed. */
  const statesOf = async (where: string, share: Locator) => {
    const flip = page.locator('header').getByRole('button', { name: 'Cambiar tema' });
    const tip = flip.locator('[aria-hidden="true"]').filter({ hasText: /\w/ });
    const look = (element: Locator, names: string[]) =>
      element.evaluate((el, names) => names.map((name) => getComputedStyle(el).getPropertyValue(name)).join(' '), names);
    await flip.focus();
    await expect.poll(() => look(tip, ['visibility', 'opacity']), `${where}: the tooltip shows on keyboard focus`).toBe('visible 1');
    const ring = await look(flip, ['outline-style', 'outline-width', 'outline-offset', 'outline-color']);
    await page.keyboard.press('Escape');
    await expect.poll(() => look(tip, ['visibility', 'opacity']), `${where}: Escape hides the tooltip`).toBe('hidden 0');
    await share.click();
    const status = share.locator('xpath=..').getByRole('status');
    await expect(status).toHaveText(SHARE_MESSAGES.copied);
    return { ring, confirmation: await look(status, ['color', 'background-color', 'padding']) };
  };
  await openHome(page);
  const card = page.getByTestId('project-card').first();
  await card.scrollIntoViewIfNeeded();
  const home = await statesOf('home', card.getByRole('button', { name: /^Compartir / }));
  await page.goto(projectPath(first!.id));
  expect(await statesOf('project', page.getByRole('button', { name: 'Compartir' }))).toEqual(home);
});

test('the theme controls work on a project page and the choice holds across pages', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(projectPath(first!.id));
  const root = page.locator('html');
  await expect(root).not.toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Cambiar tema' }).click();
  await expect(root).toHaveClass(/\bdark\b/);
  const options = page.getByRole('button', { name: 'Opciones de tema' });
  await options.click();
  await expect(options, 'the options say they are open').toHaveAttribute('aria-expanded', 'true');
  await expect(options.locator('svg').last(), 'and their chevron turns').toHaveCSS('rotate', '180deg');
  await expect(page.getByRole('button', { name: 'Oscuro' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Claro' }).click();
  await expect(root).not.toHaveClass(/\bdark\b/);
  await expect(options, 'and closed').toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'Cambiar tema' }).click();
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(root, 'the home page reads the same choice').toHaveClass(/\bdark\b/);
});

test('where CSS cannot anchor the theme options (Safari before 26), they still open under their button', async ({ page }) => {
  // This Chromium anchors them: told it cannot, and its anchoring undone, it is such a browser.
  await page.addInitScript(() => {
    const supports = CSS.supports.bind(CSS);
    CSS.supports = (...args: [string, string?]) => !args[0].includes('position-area') && supports(...(args as [string, string]));
  });
  await page.goto(projectPath(first!.id));
  await page.addStyleTag({ content: '[popover] { position-area: none !important; }' });
  const options = page.getByRole('button', { name: 'Opciones de tema' });
  await options.click();
  const button = (await options.boundingBox())!;
  const panel = (await page.getByRole('group', { name: 'Tema' }).boundingBox())!;
  expect(panel.y, 'under the button').toBeGreaterThanOrEqual(button.y + button.height);
  expect(panel.y, 'just under it').toBeLessThanOrEqual(button.y + button.height + 24);
  expect(panel.x + panel.width, 'beside it, not at the corner').toBeGreaterThan(button.x);
  expect(panel.x, 'beside it').toBeLessThan(button.x + button.width);
});

/** The browser reports the 404 itself as a console error: expected here, once per visit. */
const notFoundReported = /status of 404/;

// These pages have no React: the year of their copyright is the visitor's, not the build's.
test('a project page and the not-found page give the current year in their copyright', async ({ page, problems }) => {
  await page.clock.install({ time: new Date('2031-03-01T12:00:00Z') });
  for (const path of [projectPath(first!.id), '/no-existe']) {
    await page.goto(path);
    await expect(page.locator('footer'), path).toContainText(`© ${profile.name} 2031`);
  }
  expect(takeExpectedProblems(problems, [notFoundReported])).toHaveLength(1);
});

test('an unknown address answers 404 with a page that leads back', async ({ page, problems }) => {
  const response = await page.goto('/proyectos/no-existe');
  expect(response?.status()).toBe(404);
  expect(takeExpectedProblems(problems, [notFoundReported])).toHaveLength(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
  // Short as it is, the page reaches the screen's foot: no bare band under the footer.
  expect(await page.evaluate(() => document.querySelector('footer')!.getBoundingClientRect().bottom >= innerHeight)).toBe(true);
  await page.getByRole('link', { name: 'Ver los proyectos' }).click();
  await expect(page).toHaveURL(/\/#projects$/);
});

test("a project's address with a trailing slash is sent to the one without, as Firebase Hosting does", async ({ page }) => {
  const slashed = await page.request.get(`${projectPath(first!.id)}/?utm_source=whatsapp&q=a?b`, { maxRedirects: 0 });
  expect(slashed.status()).toBe(301);
  expect(slashed.headers()['location']).toBe(`${projectPath(first!.id)}?utm_source=whatsapp&q=a?b`);
  await page.goto(`${projectPath(first!.id)}/`);
  await expect(page).toHaveURL(new RegExp(`${projectPath(first!.id)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.name);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical(first!.id));
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing on a project page and on the not-found page (${scheme})`, async ({ page, problems }) => {
    await page.emulateMedia({ colorScheme: scheme });
    for (const path of [projectPath(first!.id), projectPath(second!.id), '/no-existe']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(violations.map((v) => `${path}: ${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    }
    expect(takeExpectedProblems(problems, [notFoundReported])).toHaveLength(1);
  });
}

test('a visitor sent the link reads what it is on the first screen: whose, its name and its result, above the picture below 1024 px', async ({
  page,
}) => {
  // An iPhone SE's visible height under Safari's bars; the width is the test's own.
  const width = page.viewportSize()!.width;
  await page.setViewportSize({ width, height: 553 });
  for (const project of projects) {
    await page.goto(projectPath(project.id));
    const seen = [
      page.getByText(`Un proyecto de ${profile.name}`),
      page.getByRole('heading', { level: 1 }),
      ...(project.outcome ? [page.getByText(project.outcome.result)] : []),
    ];
    for (const line of seen) {
      const box = (await line.boundingBox())!;
      expect(box.y + box.height, `${project.id}: «${await line.textContent()}» on the first screen`).toBeLessThanOrEqual(553);
    }
  }
});

test('nothing on a project page is wider than the screen', async ({ page }) => {
  await page.goto(projectPath(first!.id));
  const root = await page.evaluate(() => ({ scrolls: document.documentElement.scrollWidth, shows: document.documentElement.clientWidth }));
  // (The page keeps a stable scrollbar gutter, src/styles/index.css: its content may be narrower than the window, never wider.)
  expect(root.scrolls).toBeLessThanOrEqual(root.shows);
});
