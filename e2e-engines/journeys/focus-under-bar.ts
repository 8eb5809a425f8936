// WCAG 2.4.11 in Firefox and WebKit (the Chromium suite's e2e/a11y.spec.ts does the same with
// Shift+Tab): a control under the fixed top bar, reached with Tab from the control before it,
// comes out from under the bar when it takes focus, onto the screen.
import assert from 'node:assert/strict';
import { CONTROLS_UNDER_BAR, placeUnderBar, probeAndBar } from '../../e2e/support/focus-under-bar.ts';
import { BOTH_WIDTHS, journey } from '../harness.ts';

journey(
  'un control que toma el foco bajo la barra superior sale de debajo de ella',
  async ({ page }) => {
    await page.open();
    for (const { section, name } of CONTROLS_UNDER_BAR) {
      // Its part alive first: controls that come with its code (a project card's «Compartir», last
      // in the card) would otherwise come between the neighbour focused and the control.
      await page.bringAlive(section.slice(1));
      await page.evaluate(placeUnderBar, { section, name, step: -1 });
      const [before, barBefore] = await page.evaluate(probeAndBar);
      assert.ok(before < barBefore, `${section}: el control empieza bajo la barra`);
      await page.press('Tab');
      await page.until(`${section}: el control toma el foco`, () => document.activeElement?.hasAttribute('data-probe-focus'));
      await page.frames();
      const [top, bar, screen] = await page.evaluate(probeAndBar);
      assert.ok(top >= bar, `${section}: con el foco, arriba en ${top} px, bajo la barra (${bar} px)`);
      assert.ok(top < screen, `${section}: con el foco, arriba en ${top} px, en la pantalla (${screen} px)`);
    }
  },
  { windows: BOTH_WIDTHS },
);
