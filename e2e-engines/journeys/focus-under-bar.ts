// WCAG 2.4.11 in Firefox and WebKit (the Chromium suite's e2e/a11y.spec.ts does the same with
// Shift+Tab): a control left 8 px from the top, under the fixed top bar, reached with Tab from the
// control before it, comes out from under the bar when it takes focus, onto the screen.
import assert from 'node:assert/strict';
import { BOTH_WIDTHS, journey } from '../harness.ts';

/** A control of each family: its section and its accessible name (text or aria-label). */
const CONTROLS = [
  ['#projects', 'Ver más'],
  ['#skills', null],
  ['#contact', 'Nombre'],
  ['#clients', 'Diapositiva anterior'],
] as const;

journey(
  'un control que toma el foco bajo la barra superior sale de debajo de ella',
  async ({ page }) => {
    await page.open();
    for (const [section, name] of CONTROLS) {
      await page.evaluate(
        (section, name) => {
          const tabbable = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex="0"]')].filter(
            (candidate) => candidate.tabIndex >= 0 && !candidate.closest('[inert]') && candidate.checkVisibility(),
          );
          const label = (element: HTMLElement) =>
            element.getAttribute('aria-label') ??
            (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent?.trim() : element.textContent?.trim());
          // No name: the section's first control (the skills' chosen tab).
          const control = tabbable.find((element) => element.closest(section) && (name === null || label(element) === name))!;
          control.dataset.probeFocus = '';
          control.scrollIntoView({ block: 'start', behavior: 'instant' });
          window.scrollBy({ top: control.getBoundingClientRect().top - 8, behavior: 'instant' });
          tabbable[tabbable.indexOf(control) - 1]!.focus({ preventScroll: true });
        },
        section,
        name,
      );
      // The control's top, the bar's foot (the bar is lower at the page's top, until its scroll
      // comes) and the screen's height.
      const measure = () =>
        page.evaluate(() => [
          document.querySelector('[data-probe-focus]')!.getBoundingClientRect().top,
          document.querySelector('header')!.getBoundingClientRect().bottom,
          innerHeight,
        ]);
      const [before = 0, barBefore = 0] = await measure();
      assert.ok(before < barBefore, `${section}: el control empieza bajo la barra`);
      await page.press('Tab');
      await page.until(`${section}: el control toma el foco`, () => document.activeElement?.hasAttribute('data-probe-focus'));
      await page.frames();
      const [top = 0, bar = 0, screen = 0] = await measure();
      assert.ok(top >= bar, `${section}: con el foco, arriba en ${top} px, bajo la barra (${bar} px)`);
      assert.ok(top < screen, `${section}: con el foco, arriba en ${top} px, en la pantalla (${screen} px)`);
      await page.evaluate(() => document.querySelector<HTMLElement>('[data-probe-focus]')!.removeAttribute('data-probe-focus'));
    }
  },
  { windows: BOTH_WIDTHS },
);
