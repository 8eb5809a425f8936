import { htmlResponseBytes, measurePageLoad } from '../bench/load-bytes.ts';
import { CSS_BUDGET, FIRST_ROUND_TRIP, JS_BUDGET, kB, LOAD_BUDGET } from '../bench/sizes.ts';
import { profile } from '../content/profile.ts';
import { projects } from '../content/projects.ts';
import { reviews } from '../content/reviews.ts';
import { ABOUT_IN_HTML_CHARS } from '../src/sections/about/about-in-html.ts';
import { REVIEWS_IN_HTML } from '../src/sections/clients/reviews-in-html.ts';
import { COLLAPSED_MOST } from '../src/sections/projects/project-order.ts';
import { projectPath } from '../src/sections/project-page/project-path.ts';
import { expect, test } from './support/foundation-fixtures';

// Byte budgets, deterministic rather than timed, on the build npm test makes (.tmp/dist-test)
// served by the real server, measured in the browser.

test('the HTML, compressed and with its headers, arrives in the first round trip', async ({ baseURL }) => {
  const html = await htmlResponseBytes(`${baseURL}/`);
  console.log(`HTML: ${html.body} B ${html.encoding} + ${html.headers} B of headers (budget ${FIRST_ROUND_TRIP} B)`);
  expect(html.encoding).toBe('br');
  // Past the budget the page still works, but its first paint waits one more round trip. What the
  // owner adds reaches the HTML only up to the bounds below, so this guards the first screen.
  expect(html.headers + html.body, 'HTML + headers: over the first round trip, see README "Editar el contenido"').toBeLessThanOrEqual(
    FIRST_ROUND_TRIP,
  );
});

test('every project page and the not-found page arrive in the first round trip too, styles included', async ({ baseURL }) => {
  for (const path of [...projects.map((project) => projectPath(project.id)), '/no-existe']) {
    const html = await htmlResponseBytes(`${baseURL}${path}`);
    expect(html.encoding, path).toBe('br');
    expect(html.headers + html.body, `${path}: HTML + headers`).toBeLessThanOrEqual(FIRST_ROUND_TRIP);
  }
});

test('the HTML carries the content the first load shows, up to its bounds, not all the owner wrote', async ({ page }) => {
  // The HTML as the server sends it, before any part comes alive and renders the rest.
  const html = await (await page.request.get('/')).text();
  const carried = await page.evaluate((html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return {
      projects: doc.querySelectorAll('#projects [data-testid="project-card"]').length,
      reviews: doc.querySelectorAll('#clients [data-testid="review-card"]').length,
      dots: doc.querySelectorAll('#clients button[aria-label^="Ir a la diapositiva"]').length,
      about: [...doc.querySelectorAll('#about div:has(> h2) ~ p')].map((p) => p.textContent ?? '').join('').length,
    };
  }, html);
  expect(carried).toEqual({
    projects: Math.min(projects.length, COLLAPSED_MOST),
    reviews: Math.min(reviews.length, REVIEWS_IN_HTML),
    // Every dot from the start: the controls must not move when the other slides come.
    dots: reviews.length,
    about: Math.min(carried.about, ABOUT_IN_HTML_CHARS),
  });
  expect(carried.about, 'some of "Sobre mi" is in the HTML').toBeGreaterThan(Math.min(200, profile.about.join('').length));
});

test('what loads without any interaction stays within its budgets', async ({ page }) => {
  const load = await measurePageLoad(page, '/');
  console.log(
    [
      `Loaded (${page.viewportSize()!.width} px wide):`,
      ...load.files.map(
        (f) => `  ${f.type.padEnd(10)} ${kB(f.transfer).padStart(9)} sent  ${f.gzip ? `${kB(f.gzip)} gzip` : ''}  ${f.path}`,
      ),
      `  JavaScript ${kB(load.jsGzip)} gzip (budget ${kB(JS_BUDGET)}), CSS ${kB(load.cssGzip)} (budget ${kB(CSS_BUDGET)})`,
      `  transferred ${kB(load.transfer)} (budget ${kB(LOAD_BUDGET)})`,
    ].join('\n'),
  );
  expect(load.files.some((f) => f.type === 'script')).toBe(true);
  expect(load.jsGzip, 'JavaScript before interaction (gzip)').toBeLessThanOrEqual(JS_BUDGET);
  expect(load.cssGzip, 'CSS (gzip)').toBeLessThanOrEqual(CSS_BUDGET);
  expect(load.transfer, 'bytes transferred during the load').toBeLessThanOrEqual(LOAD_BUDGET);
  // Nothing below the first screen: no pictures (the services carousel starts under the fold
  // in both layouts), no 3D (three.js is in the viewer's chunk).
  expect(load.files.filter((f) => f.path.startsWith('/assets/')).map((f) => f.path)).toEqual([]);
  expect(load.files.filter((f) => /model-viewer|three|\.glb$/.test(f.path)).map((f) => f.path)).toEqual([]);
});
