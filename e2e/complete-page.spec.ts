import type { Page } from '@playwright/test';
import { profile } from '../content/profile.ts';
import { projects } from '../content/projects.ts';
import { reviews } from '../content/reviews.ts';
import { aboutInHtml } from '../src/sections/about/about-in-html.ts';
import { REVIEWS_IN_HTML } from '../src/sections/clients/reviews-in-html.ts';
import { COMPLETE_PAGE_PATH } from '../src/sections/complete-page/complete-page-path.ts';
import { sortProjects } from '../src/sections/projects/project-order.ts';
import { expect, test } from './support/foundation-fixtures';
import { expectImagesLoaded } from './support/images';

// Without JavaScript the home page holds what its first load shows (the collapsed projects, the
// carousel's first reviews, "Sobre mi" up to a bound) and <noscript> links lead to the complete
// page, which holds everything, with no script of its own.

test.use({ javaScriptEnabled: false });

/** Follows the home page's <noscript> link inside `section` (found by CSS: Playwright's text and role queries skip <noscript>). */
async function follow(page: Page, section: string, text: string, part: string) {
  await page.goto('/');
  const link = page.locator(`${section} noscript a`);
  await link.scrollIntoViewIfNeeded();
  await expect(link).toBeVisible();
  await expect(link).toHaveText(text);
  await link.click();
  await page.waitForURL((url) => url.pathname === COMPLETE_PAGE_PATH && url.hash === `#${part}`);
  await expect(page.locator(`#${part}`)).toBeInViewport();
}

test('the projects link to the complete page, where every project is listed and its images load without a script', async ({ page }) => {
  await follow(page, '#projects', `Ver los ${projects.length} proyectos`, 'proyectos');
  await expect(page).toHaveTitle(new RegExp(`Sobre mi, proyectos y opiniones.*${profile.name}`));
  const cards = page.getByTestId('project-card');
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(sortProjects(projects).map((p) => p.name));
  expect(await page.locator('#proyectos img').count(), 'a cover and an icon per project').toBe(projects.length * 2);
  await expectImagesLoaded(page.locator('#proyectos'));
  await page.getByRole('link', { name: 'Volver al portafolio' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(profile.title);
});

test('the reviews: the home page carries the first ones, its link leads to every review in full', async ({ page }) => {
  await page.goto('/');
  const shown = page.locator('#clients [data-testid="review-card"] figcaption > span:first-child');
  await expect(shown).toHaveText(reviews.slice(0, REVIEWS_IN_HTML).map((review) => review.name));
  await follow(page, '#clients', `Leer las ${reviews.length} opiniones`, 'opiniones');
  const cards = page.locator('#opiniones [data-testid="review-card"]');
  await expect(cards.locator('figcaption > span:first-child')).toHaveText(reviews.map((review) => review.name));
  for (const [i, review] of reviews.entries()) {
    // The comment's <br>s are line breaks; the words are all there.
    await expect(cards.nth(i).locator('blockquote')).toHaveText(review.comment.replaceAll('<br>', '\n'), { useInnerText: true });
  }
});

test('"Sobre mi": the home page carries it up to its bound, the complete page in full', async ({ page }) => {
  const inHtml = aboutInHtml(profile.about);
  await page.goto('/');
  await expect(page.locator('#about div:has(> h2) ~ p')).toHaveText(inHtml.shown);
  await expect(page.locator('#about noscript a'), 'a link to the rest when the text is cut').toHaveCount(inHtml.whole ? 0 : 1);
  if (!inHtml.whole) await follow(page, '#about', 'Seguir leyendo', 'sobre-mi');
  else await page.goto(COMPLETE_PAGE_PATH);
  await expect(page.locator('#sobre-mi p')).toHaveText(profile.about);
});
