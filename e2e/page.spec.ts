import { profile } from '../content/profile.ts';
import { expect, test } from './support/foundation-fixtures';
import { openHome, sectionIds, topBar } from './support/foundation-page';
import { animationFrames } from './support/frames';

// Hero, about, footer, the prerendered page without JavaScript, search metadata, and
// a whole visit without console errors, hydration warnings or CSP violations.

const year = new Date().getFullYear();
/** Spec §9: counted from the career's first year (2014 here: content/instance-facts.ts). */
const years = year - profile.careerStartYear;
const statValues = [`+${years}`, `+${Math.floor(3 * years)}`, '100%'];

test('hero, about stats and footer', async ({ page }) => {
  await openHome(page);
  const hero = page.locator('section#home');
  await expect(hero.getByText(profile.greeting, { exact: true })).toBeVisible();
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText(profile.title);

  // "Descargar CV" twice, one per layout size; only one is shown at a time (so a role query,
  // which skips hidden elements, would find one: count the links in the markup instead).
  const cvLinks = hero.locator('a', { hasText: 'Descargar CV' });
  await expect(cvLinks).toHaveCount(2);
  const visible = [];
  for (const link of await cvLinks.all()) if (await link.isVisible()) visible.push(link);
  expect(visible, 'exactly one CV link is visible').toHaveLength(1);
  for (const link of await cvLinks.all()) {
    await expect(link).toHaveAttribute('href', '/assets/cv.pdf');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  const pdf = await page.request.get('/assets/cv.pdf');
  expect(pdf.status(), '/assets/cv.pdf is served').toBe(200);
  expect(pdf.headers()['content-type']).toMatch(/^application\/pdf/);
  expect((await pdf.body()).subarray(0, 5).toString('latin1'), 'a real PDF').toBe('%PDF-');

  const about = page.locator('section#about');
  for (const value of statValues) await expect(about.getByText(value, { exact: true })).toBeVisible();

  const footer = page.locator('footer');
  await expect(footer).toContainText(`© ${profile.name} ${year}`);
  const linkedIn = footer.getByRole('link', { name: /LinkedIn/ });
  await expect(linkedIn).toHaveAttribute('href', profile.linkedinUrl);
  await expect(linkedIn).toHaveAttribute('target', '_blank');
  await expect(linkedIn).toHaveAttribute('rel', /\bnoopener\b/);
});

test("once alive, the page counts from the visitor's year, not the build's", async ({ page }) => {
  // A page built this year, visited on 2 January of the next (src/lib/use-current-year.ts).
  await page.clock.setFixedTime(new Date(year + 1, 0, 2, 12));
  await openHome(page);
  await expect(page.locator('footer')).toContainText(`© ${profile.name} ${year + 1}`);
  await expect(page.locator('section#about').getByText(`+${years + 1}`, { exact: true })).toBeVisible();
});

test('a whole visit: hydration, every section scrolled into view, no console error or CSP violation', async ({ page }) => {
  // The fixture fails the test on any console error, page error (hydration mismatches are
  // reported as errors) or CSP violation; scrolling through loads what each section loads late.
  await openHome(page, { reducedMotion: false });
  for (const id of sectionIds) {
    await page.locator(`section#${id}`).scrollIntoViewIfNeeded();
    await animationFrames(page); // rendered in view: its observers report, its lazy parts start
  }
  await page.locator('footer').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
});

test('the root carries four marks at most: the theme, the font, the layout and the parts alive', async ({ page }) => {
  // Every attribute and class <html> ever has in a visit: the page's load, a theme switch (it
  // stops transitions for a frame) and a jump (it lays the parts out).
  await page.addInitScript(() => {
    const seen = new Set<string>();
    (window as unknown as { rootMarks: Set<string> }).rootMarks = seen;
    const note = () => {
      const root = document.documentElement;
      for (const name of root.getAttributeNames()) if (name !== 'class') seen.add(name);
      for (const name of root.classList) seen.add(`.${name}`);
    };
    new MutationObserver(note).observe(document, { attributes: true, childList: true, subtree: true });
  });
  await openHome(page);
  await topBar(page).getByRole('button', { name: 'Opciones de tema' }).click();
  await topBar(page).getByRole('button', { name: 'Oscuro', exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await topBar(page).getByRole('link', { name: 'Contacto', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-laid-out', '');
  const marks = await page.evaluate(() =>
    [...(window as unknown as { rootMarks: Set<string> }).rootMarks].filter((mark) => mark !== 'lang').sort(),
  );
  expect(marks).toEqual(['.dark', '.font-pending', 'data-laid-out', 'data-parts']);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered page holds every section, the content and the search metadata', async ({ page }) => {
    await page.goto('/');
    const ids = await page.evaluate(() => [...document.querySelectorAll('section[id]')].map((s) => s.id));
    expect(
      ids.filter((id) => (sectionIds as string[]).includes(id)),
      'the seven sections, in order',
    ).toEqual(sectionIds);
    for (const id of sectionIds) {
      const headingId = await page.locator(`section#${id}`).getAttribute('aria-labelledby');
      await expect(page.locator(`[id="${headingId}"]`), `#${id} has its heading`).not.toBeEmpty();
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(profile.title);
    for (const value of statValues) await expect(page.locator('section#about').getByText(value, { exact: true })).toBeVisible();
    await expect(page.locator('footer')).toContainText(`© ${profile.name} ${year}`);
    expect(
      await page
        .locator('header')
        .first()
        .evaluate((el) => el === document.querySelector('header')),
    ).toBe(true);

    // Search engines and link previews read the static HTML.
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(new RegExp(profile.name));
    const meta = (selector: string) => page.locator(selector).getAttribute('content');
    expect((await meta('meta[name="description"]'))?.length ?? 0, 'a description of useful length').toBeGreaterThan(50);
    for (const property of ['og:title', 'og:description', 'og:type', 'og:url', 'og:image', 'og:locale']) {
      expect(await meta(`meta[property="${property}"]`), property).toBeTruthy();
    }
    for (const name of ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image']) {
      expect(await meta(`meta[name="${name}"]`), name).toBeTruthy();
    }
    expect(await meta('meta[name="twitter:image:alt"]'), 'X reads the picture’s description from its own tag').toBe(
      await meta('meta[property="og:image:alt"]'),
    );
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(/^https:\/\//);
    expect(await meta('meta[property="og:url"]')).toBe(canonical);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '') as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: profile.name,
      email: `mailto:${profile.email}`,
      address: { addressLocality: profile.location.split(',')[0] },
    });

    const icons = await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    expect(icons.length, 'a favicon link').toBeGreaterThan(0);
    for (const href of icons) {
      // The tab icon is an inline PNG (a data: URI: no request before the first paint, and no SVG
      // document to build on the main thread after it); any other is a file.
      if (href.startsWith('data:')) expect(href).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
      else expect((await page.request.get(href)).status(), `${href} is served`).toBe(200);
    }
    const robots = await page.request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/Sitemap: https:\/\/\S+sitemap\.xml/);
    const sitemap = await page.request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).toContain(`<loc>${canonical}</loc>`);
  });
});
