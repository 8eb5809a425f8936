// A visitor who went down the page before the web font came keeps what they read in place when the
// text above them moves onto it (src/boot/web-font.ts): Firefox by its scroll anchoring, WebKit
// (none) by the page. The font is held at the proxy until the visitor is at the contact section,
// below most of the page's text.
import assert from 'node:assert/strict';
import { WEB_FONT } from '../../e2e/support/held-requests.ts';
import { poll } from '../driver/poll.ts';
import { journey } from '../harness.ts';

journey('el texto que pasa a la fuente web más arriba no mueve lo que el visitante lee', async ({ page, site }) => {
  const font = site.proxy.hold(WEB_FONT);
  try {
    await page.goto('/');
    await page.hydrated();
    await page.scrollTo('#contact');
    await page.part('contact');
    await page.frames();
    const before = await page.seenTop();
    assert.ok(await page.evaluate(() => document.documentElement.classList.contains('font-pending')), 'el texto sigue en la fuente local');
    font.release();
    // A region a frame (src/boot/web-font.ts): beside other suites, WebKit's frames came slowly.
    await poll(
      'el texto en la fuente web',
      () => page.evaluate(() => !document.documentElement.classList.contains('font-pending')),
      30_000,
    );
    await page.frames(3);
    const after = await page.seenTop();
    assert.ok(Math.abs(after - before) <= 1, `lo que el visitante leía se movió ${Math.round(after - before)} px`);
  } finally {
    font.release();
  }
});
