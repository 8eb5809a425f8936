// A visitor who went down the page before the parts' code came keeps what they read in place when
// the parts above them come alive and change height (at 1280 px the reviews grow by their longest
// review): Firefox by its scroll anchoring, WebKit (none) by the page (src/lib/page-parts.ts).
import assert from 'node:assert/strict';
import { PART_CODE } from '../../e2e/support/held-requests.ts';
import { journey } from '../harness.ts';

journey('las partes que cobran vida más arriba no mueven lo que el visitante lee', async ({ page, site }) => {
  const code = site.proxy.hold(PART_CODE);
  try {
    await page.goto('/');
    await page.hydrated();
    // The web font's switch has a journey of its own (web-font.ts).
    await page.until('el texto en la fuente web', () => !document.documentElement.classList.contains('font-pending'));
    await page.scrollTo('#contact');
    await page.frames();
    const before = await page.seenTop();
    assert.ok(await page.evaluate(() => !document.documentElement.dataset.parts?.includes('clients')), 'las opiniones esperan su código');
    code.release();
    await page.part('clients');
    await page.frames(3);
    const after = await page.seenTop();
    assert.ok(Math.abs(after - before) <= 1, `lo que el visitante leía se movió ${Math.round(after - before)} px`);
  } finally {
    code.release();
  }
});
