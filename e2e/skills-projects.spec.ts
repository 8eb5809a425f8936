import type { Locator, Page } from '@playwright/test';
import { projects } from '../content/projects.ts';
import { skills } from '../content/skills.ts';
import { COLLAPSED_MOST, collapsedCount, sortProjects } from '../src/sections/projects/project-order.ts';
import { expect, test } from './support/foundation-fixtures';
import { openHome, waitForWebFont } from './support/foundation-page';
import { expectImagesLoaded } from './support/images';
import { withScrollbars } from './support/scrollbar-browser';

// The Habilidades tabs and cards, the Proyectos masonry, and every generated image, at a
// phone, a tablet and a desktop width (the spec's breakpoints: tabs at 640 px, columns at 640/768/1024).

/** How many cards each tab shows, counted from the content: all, front, back, tools. */
const counts = [skills.length, ...(['front', 'back', 'tools'] as const).map((type) => skills.filter((s) => s.types.includes(type)).length)];
const widths = [
  { width: 375, columns: 1, labels: ['Todas', 'Front', 'Back'], counts: counts.slice(0, 3) },
  { width: 900, columns: 3, labels: ['Todas', 'Frontend', 'Backend', 'Herramientas'], counts },
  { width: 1280, columns: 4, labels: ['Todas', 'Frontend', 'Backend', 'Herramientas'], counts },
];
const sorted = sortProjects(projects).map((p) => p.name);

async function boxes(cards: Locator) {
  return cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
}

const top = (page: Page, selector: string) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

for (const { width, columns, labels, counts } of widths) {
  test.describe(`${width} px`, () => {
    // A phone's width with a phone's touch screen.
    test.use({ viewport: { width, height: 900 }, hasTouch: width < 640 });

    test('skills: tabs with their labels filter the cards, five large, icons load, the page stays put', async ({ page }) => {
      await openHome(page);
      const section = page.locator('section#skills');
      await section.scrollIntoViewIfNeeded();
      // Under 640 px the tools tab is in the HTML but hidden by CSS, like the long labels.
      const tabs = section.locator('[role="tab"]').filter({ visible: true });
      await expect(tabs).toHaveCount(labels.length);
      expect(await tabs.allInnerTexts()).toEqual(labels);
      for (const [i, label] of labels.entries()) await expect(tabs.nth(i)).toHaveAccessibleName(label);
      if (labels.length === 3) await expect(section.locator('[role="tab"]', { hasText: 'Herramientas' })).toBeHidden();
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

      const cards = section.getByTestId('skill-card');
      const panel = section.getByRole('tabpanel');
      for (const [i, count] of counts.entries()) {
        await tabs.nth(i).click();
        await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
        await expect(panel).toHaveAttribute('aria-labelledby', (await tabs.nth(i).getAttribute('id'))!);
        await expect(cards).toHaveCount(count);
        const sizes = await cards.evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.size));
        expect(sizes, labels[i]).toEqual(sizes.map((_, k) => (k < 5 ? 'large' : 'small')));
        const [large, small] = [cards.first(), cards.last()];
        expect((await large.boundingBox())!.height, 'a large card is taller than a small one').toBeGreaterThan(
          (await small.boundingBox())!.height,
        );
      }

      // Keyboard: arrows move and select; End reaches the last tab that is shown at this width.
      await tabs.first().click();
      await tabs.first().focus();
      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(1)).toBeFocused();
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('End');
      await expect(tabs.last()).toBeFocused();
      await page.keyboard.press('Home');
      await expect(tabs.first()).toBeFocused();
      await expect(cards).toHaveCount(skills.length);

      // Switching to a shorter tab moves neither the tabs nor the page's scroll position; the
      // section below comes up to the shorter content (no void: e2e/skills-height.spec.ts).
      // The height follows the content a frame later (a ResizeObserver): measure once it has.
      let previous = Number.NaN;
      await expect.poll(async () => previous === (previous = await top(page, 'section#projects')), { intervals: [100] }).toBe(true);
      const [tabsBefore, projectsBefore, scrollBefore] = [
        await top(page, '[role="tablist"]'),
        await top(page, 'section#projects'),
        await page.evaluate(() => scrollY),
      ];
      await tabs.nth(labels.length - 1).click();
      await expect(cards).toHaveCount(counts.at(-1)!);
      expect(await top(page, '[role="tablist"]')).toBeCloseTo(tabsBefore, 0);
      await expect.poll(() => top(page, 'section#projects'), 'the next section follows the content up').toBeLessThan(projectsBefore - 50);
      expect(await page.evaluate(() => scrollY)).toBe(scrollBefore);

      // The icons: decorative (the name is beside them), sharp (96 px files), all loaded.
      await tabs.first().click();
      // One icon per card is displayed: the other theme's image is not (e2e/skill-icons.spec.ts).
      const icons = () =>
        section
          .locator('[data-testid="skill-card"] img')
          .evaluateAll((imgs) =>
            imgs
              .filter((i) => i.checkVisibility())
              .map((i) => ({ alt: i.getAttribute('alt'), width: (i as HTMLImageElement).naturalWidth })),
          );
      await expect.poll(async () => (await icons()).length).toBe(skills.length);
      for (const { alt } of await icons()) expect(alt).toBe('');
      await expectImagesLoaded(section);
      expect((await icons()).every(({ width }) => width === 96)).toBe(true);
    });

    test('projects: collapsed count, masonry columns in reading order, expand and collapse, every image loads', async ({ page }) => {
      await openHome(page);
      const section = page.locator('section#projects');
      await section.scrollIntoViewIfNeeded();
      const cards = section.getByTestId('project-card');
      const shown = cards.filter({ visible: true });
      const button = section.getByRole('button', { name: 'Ver más' });
      const collapsed = collapsedCount(width);

      // Only the collapsed grid's cards are in the page until "Ver más" (its HTML stays small).
      await expect(cards).toHaveCount(COLLAPSED_MOST);
      await expect(shown).toHaveCount(collapsed);
      await expect(shown.getByRole('heading', { level: 3 })).toHaveText(sorted.slice(0, collapsed));
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      const list = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
      await expect(list.getByTestId('project-card')).toHaveCount(COLLAPSED_MOST);
      await expectImagesLoaded(section);

      await button.click();
      const less = section.getByRole('button', { name: 'Ver menos' });
      await expect(less).toHaveAttribute('aria-expanded', 'true');
      await expect(shown).toHaveCount(projects.length);
      await expect(shown.getByRole('heading', { level: 3 })).toHaveText(sorted);
      // Focus lands on the first card the button revealed.
      await expect(cards.nth(collapsed)).toBeFocused();

      // Masonry: the expected number of columns; the first row reads left to right; in each column the
      // cards follow the reading order top-down without overlapping.
      const placed = await boxes(cards);
      const lefts = [...new Set(placed.map((b) => Math.round(b.left)))].sort((a, b) => a - b);
      expect(lefts).toHaveLength(columns);
      expect(placed.slice(0, columns).map((b) => Math.round(b.left))).toEqual(lefts);
      for (const left of lefts) {
        const column = placed.filter((b) => Math.round(b.left) === left);
        for (let i = 1; i < column.length; i++) expect(column[i]!.top).toBeGreaterThan(column[i - 1]!.bottom);
      }
      if (columns > 1) {
        // Packed, not a table: some card starts higher than the row line a plain grid would impose.
        const rowLine = Math.max(...placed.slice(0, columns).map((b) => b.bottom));
        expect(placed.slice(columns).some((b) => b.top < rowLine)).toBe(true);
      }

      // Every cover (modern formats first, fixed size) and icon loads.
      await expectImagesLoaded(section);
      const covers = section.locator('picture img');
      await expect(covers).toHaveCount(projects.length);
      for (const cover of await covers.all()) {
        await expect(cover).toHaveAttribute('width', /^\d+$/);
        await expect(cover).toHaveAttribute('height', /^\d+$/);
        // Fetched only as it nears the viewport (src/components/lazy-image.tsx), not at load.
        await expect(cover).toHaveAttribute('data-lazy', '');
        expect(await cover.evaluate((img) => (img as HTMLImageElement).currentSrc)).toMatch(/\.avif$/);
      }
      expect(await section.locator('img[src$="_icon.png"]').count()).toBe(projects.length);

      // Collapsing keeps the button where the reader's eyes are.
      await less.scrollIntoViewIfNeeded();
      const before = (await less.boundingBox())!.y;
      await less.click();
      await expect(shown).toHaveCount(collapsed);
      const more = section.getByRole('button', { name: 'Ver más' });
      await expect(more).toBeInViewport();
      expect(Math.abs((await more.boundingBox())!.y - before)).toBeLessThan(2);
    });
  });
}

// A skill's name of one word (PostgreSQL, JavaScript) stays whole on its card: broken inside the
// word it reads as two. With the scroll bar a desktop browser shows, which takes 15 px of the
// width (Playwright hides it), at a phone's width and where the grids change their columns.
test('every skill name of one word sits whole on one line, beside a scroll bar that takes room', async ({
  playwright,
  baseURL,
}, testInfo) => {
  await withScrollbars(playwright.chromium, testInfo, async (browser) => {
    const page = await browser.newPage({ baseURL, viewport: { width: 1024, height: 900 } });
    await openHome(page);
    // On the web font: the local face stands in a little narrower.
    await waitForWebFont(page);
    const section = page.locator('section#skills');
    await section.scrollIntoViewIfNeeded();
    for (const width of [375, 640, 768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => innerWidth - document.documentElement.clientWidth), 'the scrollbar takes room').toBeGreaterThan(0);
      const broken = await section.getByTestId('skill-card').evaluateAll((cards) =>
        cards.flatMap((card) =>
          [...card.querySelectorAll('span')]
            .filter((span) => span.childElementCount === 0 && /^\S+$/.test(span.textContent ?? ''))
            .filter((span) => {
              // A range gives a box per line; the span itself, a flex item, gives one box.
              const text = document.createRange();
              text.selectNodeContents(span);
              return new Set([...text.getClientRects()].map((line) => Math.round(line.top))).size > 1;
            })
            .map((span) => span.textContent),
        ),
      );
      expect(broken, `${width} px`).toEqual([]);
    }
  });
});
