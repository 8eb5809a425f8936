// The first paint in every engine. The page's own scripts and its stylesheet held at the proxy:
// what is drawn first is the complete top bar and hero, styled by <head>'s inline rules as the
// whole stylesheet styles them; and with the HTML arriving slowly, no contentful frame comes
// before the parser has read the whole hero (up to the stylesheet's link, which ends it).
// Chromium holds that frame with <link rel="expect" blocking="render">, which the others ignore.
import assert from 'node:assert/strict';
import { HYDRATION_MODULE, PAGE_STYLESHEET, WEB_FONT } from '../../e2e/support/held-requests.ts';
import { PAGE_STYLESHEET_ID } from '../../src/app/page-stylesheet-id.ts';
import { EVERY_WINDOW, journey } from '../harness.ts';
import type { PageApi } from '../support/page.ts';
import type { Probe } from '../support/page-probe.ts';
import type { SiteProxy } from '../support/site-proxy.ts';
import { firstScreenLook } from '../../e2e/support/first-screen-look.ts';

/** Every script of the page's own (the hydration module, its chunks). */
const PAGE_SCRIPTS = /\/bundle\/[\w-]+\.js$/;

/**
 * Each element before the stylesheet's link (the top bar and the hero) drawn on the first
 * screen, with its box on screen and the styles a visitor sees, once the first contentful paint
 * has come (and with `whole`, the stylesheet has arrived). The page's code and font are held
 * until `release`: let go as the page is left, they came from the cache to the next load.
 * A held stylesheet is let go and waited for before returning: still on its way as the page
 * loaded again, Firefox once reported the new page's stylesheet as failed.
 */
async function drawnFirstScreen(page: PageApi, proxy: SiteProxy, whole: boolean): Promise<{ drawn: string[]; release: () => void }> {
  const held = [proxy.hold(HYDRATION_MODULE), proxy.hold(WEB_FONT)];
  const stylesheet = whole ? null : proxy.hold(PAGE_STYLESHEET);
  await page.goto('/');
  // The stylesheet has come once the whole page is parsed: the script after its link waits for it.
  await page.until(
    whole ? 'la primera pintura y la hoja' : 'la primera pintura',
    (withSheet) => performance.getEntriesByName('first-contentful-paint').length > 0 && (!withSheet || document.readyState !== 'loading'),
    whole,
  );
  const drawn = await page.evaluate(firstScreenLook, PAGE_STYLESHEET_ID);
  if (stylesheet) {
    stylesheet.release();
    await page.until('la hoja, soltada', () => document.readyState !== 'loading');
  }
  return { drawn, release: () => held.forEach((hold) => hold.release()) };
}

journey(
  'la primera pintura: la barra y el hero completos, con la hoja retenida como con ella',
  async ({ page, site }) => {
    const inline = await drawnFirstScreen(page, site.proxy, false);
    const whole = await drawnFirstScreen(page, site.proxy, true);
    inline.release();
    whole.release();
    // Released: the page comes alive as usual, every module it asked for arrives.
    await page.hydrated();
    assert.ok(inline.drawn.length > 40, `la primera pantalla dibuja sus elementos (${inline.drawn.length})`);
    assert.deepEqual(inline.drawn, whole.drawn);
  },
  { windows: EVERY_WINDOW },
);

journey(
  'la primera pintura: ningún cuadro con el hero leído a medias, aunque el HTML llegue lento',
  async ({ page, site, engine, view }) => {
    // ~24 kB/s: the HTML arrives in many pieces and the parser waits for each; the page's
    // stylesheet and scripts held, so nothing after the link can change what was drawn.
    const held = [site.proxy.hold(PAGE_STYLESHEET), site.proxy.hold(PAGE_SCRIPTS)];
    site.proxy.throttleNextPage(1200, 50);
    await page.goto('/');
    await page.until('la primera pintura', () => performance.getEntriesByName('first-contentful-paint').length > 0);
    await page.until('el enlace de la hoja leído', () => (window as unknown as { probe: Probe }).probe.linkAt !== null);
    const seen = await page.evaluate(() => {
      const { linkAt, framesBefore } = (window as unknown as { probe: Probe }).probe;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
      return { linkAt: Math.round(linkAt!), fcp: Math.round(fcp), framesBefore };
    });
    for (const hold of held) hold.release();
    const heroes = [...new Set(seen.framesBefore.map((frame) => frame.hero))];
    console.log(
      `    ${engine.name} ${view.width} px: enlace leído a los ${seen.linkAt} ms, primera pintura con contenido a los ${seen.fcp} ms; ` +
        `${seen.framesBefore.length} cuadros antes del enlace (alturas del hero: ${heroes.join(', ') || '—'})`,
    );
    assert.ok(seen.fcp >= seen.linkAt, `la primera pintura (${seen.fcp} ms) llegó antes de leer el hero entero (${seen.linkAt} ms)`);
  },
);
