import type { Page } from '@playwright/test';
import { reviews } from '../content/reviews.ts';
import { expect, test } from './support/foundation-fixtures';
import { openHome } from './support/foundation-page';

// The first screen carries proof and its title wraps well; the
// phone's hero buttons form one group; the stats are one compact row on phones; the collapsed
// projects end evenly; the footer closes with a call to action.

const isPhone = (page: Page) => page.viewportSize()!.width < 640;

test('the first screen shows proof of the work and a title that never splits "Full Stack"', async ({ page }) => {
  await openHome(page);
  const hero = page.locator('section#home');
  const proof = hero.getByRole('link', { name: `de 5 en ${reviews.length} opiniones de clientes` }).locator('visible=true');
  await expect(proof).toBeInViewport({ ratio: 1 });
  await expect(proof).toHaveAttribute('href', '#clients');
  if (!isPhone(page)) {
    const aside = hero.getByRole('complementary', { name: 'Trabajo destacado' });
    await expect(aside.getByText('Proyecto destacado')).toBeVisible();
    await expect(aside.getByRole('link', { name: 'Ver todos los proyectos' })).toHaveAttribute('href', '#projects');
  }
  // "Full Stack" on one line: the two words' boxes share a top.
  const lines = await page.locator('#home-title').evaluate((title) => {
    const range = document.createRange();
    const text = [...title.querySelectorAll('span')].map((s) => s.firstChild).find((n) => n?.textContent?.includes('Full'))!;
    const at = text.textContent!.indexOf('Full');
    range.setStart(text, at);
    range.setEnd(text, at + 'Full\u00a0Stack'.length);
    return range.getClientRects().length;
  });
  expect(lines, '"Full Stack" sits on one line').toBe(1);
  await expect(page.locator('#home-title')).toHaveText(/Full.Stack · Web/);
});

test('the hero buttons form one group: on phones the call to action over two equal buttons', async ({ page }) => {
  await openHome(page);
  const hero = page.locator('section#home');
  const talk = (await hero.getByRole('button', { name: 'Hablemos' }).boundingBox())!;
  const more = (await hero.getByRole('button', { name: 'Ver más' }).boundingBox())!;
  if (!isPhone(page)) {
    // Wide screens: one row (the CV lives in the card beside the headline).
    expect(Math.abs(talk.y - more.y), '"Hablemos" and "Ver más" share a row').toBeLessThan(1);
    return;
  }
  const cv = (await hero
    .getByRole('link', { name: /Descargar CV/ })
    .locator('visible=true')
    .boundingBox())!;
  expect(Math.abs(more.y - cv.y), '"Ver más" and "Descargar CV" share a row').toBeLessThan(1);
  expect(Math.abs(more.width - cv.width), 'of equal width').toBeLessThan(1);
  expect(Math.abs(talk.width - (cv.x + cv.width - more.x)), '"Hablemos" spans both').toBeLessThan(1);
});

test('the three stats are one compact row on phones', async ({ page }) => {
  await openHome(page);
  const stats = page.locator('#about dl > div');
  await expect(stats).toHaveCount(3);
  const boxes = await stats.evaluateAll((all) => all.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
  if (isPhone(page)) {
    expect(new Set(boxes.map((b) => Math.round(b.top))).size, 'one row').toBe(1);
    expect(Math.max(...boxes.map((b) => b.height)), 'compact').toBeLessThan(130);
  }
});

test('collapsed, the projects grid ends evenly: every column reaches its faded bottom edge', async ({ page }) => {
  await openHome(page);
  const grid = page.locator('#projects ul.projects-grid');
  await grid.scrollIntoViewIfNeeded();
  const gaps = () =>
    grid.evaluate((list) => {
      const bottom = list.getBoundingClientRect().bottom;
      const columns = new Map<number, number>();
      for (const item of list.children) {
        const box = item.getBoundingClientRect();
        if (box.height > 0) columns.set(Math.round(box.left), Math.max(columns.get(Math.round(box.left)) ?? 0, box.bottom));
      }
      return [...columns.values()].map((end) => Math.round(bottom - end));
    });
  // No column ends more than the fade's height above the grid's visible end.
  await expect.poll(async () => Math.max(...(await gaps())), { message: 'the shortest column reaches the fade' }).toBeLessThanOrEqual(140);
  await page.locator('#projects').getByRole('button', { name: 'Ver más' }).click();
  await expect(grid).not.toHaveAttribute('data-faded');
  expect(await grid.evaluate((list) => list.style.maxHeight), 'expanded, nothing is cut').toBe('');
});

test('the footer closes with a call to action: e-mail and LinkedIn', async ({ page }) => {
  await openHome(page);
  const footer = page.locator('footer');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByText('¿Tienes un proyecto en mente?')).toBeVisible();
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(footer.getByRole('link', { name: /LinkedIn/ })).toBeVisible();
});
