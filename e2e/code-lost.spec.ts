import type { Page } from '@playwright/test';
import { expect, takeExpectedProblems, test } from './support/foundation-fixtures';
import { openHome, scrollPartToTop, waitForPart } from './support/foundation-page';
import { HYDRATION_MODULE, MIDDLE_CHUNK } from './support/held-requests';

// Code lost on the way (a weak network, or a deploy that replaced the chunks an open page still
// asks for) must not cost the visitor the page: it is asked for again (src/lib/retry.ts), and a
// part whose code never comes keeps its prerendered HTML (src/app/lazy-part.ts). Before, React
// removed the whole page when one lazy chunk failed (the body was left empty), and a lost
// hydration module left the page prerendered for good.

const refused = /Failed to load resource: net::ERR_FAILED.*below-the-fold-parts/;

async function projectsAreInteractive(page: Page) {
  const more = page.locator('#projects').getByRole('button', { name: 'Ver más' });
  await more.click();
  await expect(page.locator('#projects').getByRole('button', { name: 'Ver menos' })).toHaveAttribute('aria-expanded', 'true');
}

test('a hydration module lost once is asked for again, and the page comes alive', async ({ page, problems }) => {
  let refusals = 0;
  await page.route(HYDRATION_MODULE, (route) => (refusals++ === 0 ? route.abort() : route.continue()));
  await openHome(page, { allParts: false }); // waits for the shell to hydrate
  expect(refusals, 'the module was asked for again after the refusal').toBe(2);
  // Its imports were asked for once, with the first try: each is preloaded once, not once a try.
  const preloaded = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(preloaded.length).toBeGreaterThan(0);
  expect(preloaded).toEqual([...new Set(preloaded)]);
  expect(takeExpectedProblems(problems, [/Failed to load resource: net::ERR_FAILED.*\/bundle\/main-/])).toHaveLength(1);
});

test('a part whose code is lost once comes alive on the next try', async ({ page, problems }) => {
  let refusals = 0;
  await page.route(MIDDLE_CHUNK, (route) => (refusals++ === 0 ? route.abort() : route.continue()));
  await openHome(page, { allParts: false });
  await scrollPartToTop(page, 'projects');
  await waitForPart(page, 'projects');
  await projectsAreInteractive(page);
  expect(refusals, 'the chunk was asked for again after the refusal').toBe(2);
  expect(takeExpectedProblems(problems, [refused])).toHaveLength(1);
});

test('a part whose code never comes stays readable, and the rest of the page keeps working', async ({ page, problems }) => {
  await page.route(MIDDLE_CHUNK, (route) => route.abort());
  await openHome(page, { allParts: false });
  const givenUp = page.waitForEvent('console', {
    predicate: (message) => message.text().includes('No se pudo cargar el código de la sección «projects»'),
    timeout: 20_000,
  });
  await scrollPartToTop(page, 'projects');
  await givenUp;

  // The prerendered projects are all still there, with their text (as without JavaScript).
  const projects = page.locator('#projects');
  await expect(projects.getByRole('heading', { level: 2, name: 'Proyectos destacados' })).toBeVisible();
  await expect(projects.getByTestId('project-card').first()).toBeVisible();
  // Its images come as without JavaScript (the <noscript> copies, lazy-part.ts), not as empty boxes.
  await expect(projects.locator('img[data-lazy]')).toHaveCount(0);
  const cover = projects.getByTestId('project-card').first().locator('img').first();
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth), { message: 'the first cover loads' })
    .toBeGreaterThan(0);
  // Parts with code of their own still come alive: the contact form works.
  await scrollPartToTop(page, 'contact');
  await waitForPart(page, 'contact');
  const name = page.getByRole('textbox', { name: 'Nombre', exact: true }); // the form the layout shows (there is one per layout)
  await name.fill('Ana');
  await expect(name).toHaveValue('Ana');
  await expect(page.locator('html')).not.toHaveAttribute('data-parts', /\bprojects\b/);

  await page.close(); // the other parts of the chunk keep failing and logging: stop them before taking stock
  const taken = takeExpectedProblems(problems, [
    refused,
    /console\.error: No se pudo cargar el código de la sección «\w+»: queda como está/,
  ]);
  expect(taken.filter((problem) => problem.includes('«projects»'))).toHaveLength(1);
});
