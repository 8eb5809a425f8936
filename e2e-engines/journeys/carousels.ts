// The two carousels. Reviews: the arrows, the dots and a tap on the card beside the current one,
// each card with its country's Spanish name. Services: the 3D model drawn on one canvas where the
// browser has WebGL 2 (WebKit here), else the slide's still (headless Firefox has no WebGL).
import assert from 'node:assert/strict';
import { reviews } from '../../content/reviews.ts';
import { services } from '../../content/services.ts';
import { journey } from '../harness.ts';
import { poll } from '../driver/poll.ts';
import type { PageApi } from '../support/page.ts';

const current = (page: PageApi, section: string) =>
  page.evaluate(
    (id) =>
      [...document.querySelectorAll(`#${id} [aria-roledescription="diapositiva"]`)].findIndex(
        (s) => s.getAttribute('aria-current') === 'true',
      ),
    section,
  );

/** Waits until slide `index` is the current one and the carousel has brought it to its middle, still. */
async function expectCurrent(page: PageApi, section: string, index: number) {
  let previous = '';
  await poll(`la diapositiva ${index + 1} de #${section}, actual y centrada`, async () => {
    const at = await page.evaluate(
      (id, i) => {
        const slide = document.querySelectorAll(`#${id} [aria-roledescription="diapositiva"]`)[i]!;
        const viewport = slide.closest('.carousel-viewport')!.getBoundingClientRect();
        const box = slide.getBoundingClientRect();
        const offset = Math.round(box.left + box.width / 2 - (viewport.left + viewport.width / 2));
        return `${slide.getAttribute('aria-current')} ${offset}`;
      },
      section,
      index,
    );
    const settled = /^true -?[01]$/.test(at) && at === previous;
    previous = at;
    if (!settled) throw new Error(at);
    return settled;
  });
}

journey('el carrusel de opiniones: flechas, puntos y tocar la tarjeta de al lado', async ({ page }) => {
  await page.open();
  await page.bringAlive('clients');
  // Its slider code comes on approach; a click before it arrives is a separate guarantee.
  await page.until('el carrusel listo', () => document.querySelector('#clients [data-slider="ready"]') !== null);
  const count = reviews.length;
  await page.until(
    `${count} opiniones`,
    (n) => document.querySelectorAll('#clients [aria-roledescription="diapositiva"]').length === n,
    count,
  );
  assert.equal(await current(page, 'clients'), 0);
  // The fake countries service answers in its own format; the card shows the Spanish name.
  await page.until('el país de la primera opinión, en español', () =>
    document.querySelector('#clients [aria-current="true"] [data-testid="review-country-name"]')?.textContent?.trim(),
  );

  const within = '#clients';
  await page.click({ role: 'button', name: 'Diapositiva siguiente', within });
  await expectCurrent(page, 'clients', 1);
  await page.click({ role: 'button', name: 'Diapositiva anterior', within });
  await expectCurrent(page, 'clients', 0);
  await page.click({ role: 'button', name: 'Ir a la diapositiva 3', within });
  await expectCurrent(page, 'clients', 2);
  // The next card peeks out beside the current one: a tap on its visible part makes it current.
  await page.click({ css: `[aria-roledescription="diapositiva"][aria-label="4 de ${count}"] [data-testid="review-card"]`, within });
  await expectCurrent(page, 'clients', 3);
  // Wrapping round from the last.
  await page.click({ role: 'button', name: `Ir a la diapositiva ${count}`, within });
  await expectCurrent(page, 'clients', count - 1);
  await page.click({ role: 'button', name: 'Diapositiva siguiente', within });
  await expectCurrent(page, 'clients', 0);
});

journey('el carrusel de servicios con su modelo 3D, o su imagen fija sin WebGL', async ({ page }) => {
  await page.open();
  await page.bringAlive('services');
  await page.until('el carrusel listo', () => document.querySelector('#services [data-slider="ready"]') !== null);
  const webgl = await page.evaluate(() => document.createElement('canvas').getContext('webgl2') !== null);
  const slide = (i: number) => `#services [aria-roledescription="diapositiva"][aria-label="${i} de ${services.length}"]`;
  /** The slide's still: shown and arrived (without WebGL the canvas in its slot draws nothing). */
  const stillOf = (i: number) =>
    page.evaluate((s) => {
      const still = document.querySelector<HTMLImageElement>(`${s} img[data-still]`)!;
      return { opacity: getComputedStyle(still).opacity, drawn: still.checkVisibility(), loaded: still.complete && still.naturalWidth > 0 };
    }, slide(i));

  for (const i of [1, 2]) {
    if (i > 1) await page.click({ role: 'button', name: `Ir a la diapositiva ${i}`, within: '#services' });
    await expectCurrent(page, 'services', i - 1);
    if (webgl) {
      // One canvas serves every slide: it moves to the current one and draws frames there.
      await page.until(`el lienzo 3D en la diapositiva ${i}`, (s) => document.querySelector(`${s} canvas`) !== null, slide(i));
      assert.equal(await page.evaluate(() => document.querySelectorAll('#services canvas').length), 1);
      await page.until(
        'el modelo reemplaza a la imagen fija',
        (s) => getComputedStyle(document.querySelector(`${s} img[data-still]`)!).opacity === '0',
        slide(i),
      );
      await page.until(
        'el modelo se dibuja',
        () => ((window as unknown as { __viewerStats?: { frames: number } }).__viewerStats?.frames ?? 0) > 0,
      );
    } else {
      // Its file is asked for as the slide comes near: wait for it to arrive, then check it shows.
      await page.until(
        `la imagen fija de la diapositiva ${i} llegó`,
        (s) => {
          const still = document.querySelector<HTMLImageElement>(`${s} img[data-still]`)!;
          return still.complete && still.naturalWidth > 0;
        },
        slide(i),
      );
      assert.deepEqual(await stillOf(i), { opacity: '1', drawn: true, loaded: true }, `la imagen fija de la diapositiva ${i}`);
    }
  }
  await page.expectDrawn({ role: 'heading', name: services[1]!.title, within: slide(2) });
});
