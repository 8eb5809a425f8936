// Every way of navigating lands on its section, its heading whole below the fixed top bar: the
// top bar's links on a desktop, the side menu on a phone, then the logo back home.
import { specSections } from '../../e2e/support/spec-sections.ts';
import { SCROLL_GAP_PX } from '../../src/lib/scroll.ts';
import { journey } from '../harness.ts';
import { poll } from '../driver/poll.ts';
import type { PageApi } from '../support/page.ts';

/** The spec's sections (§2) the top bar names, in page order. */
const SECTIONS = specSections.filter(({ id }) => id !== 'home');

/** Waits until scrolling has settled with the section's heading whole on screen below the top bar. */
export async function expectLandedOn(page: PageApi, id: string): Promise<void> {
  let previous = Number.NaN;
  await poll(`llegar a #${id} con su título visible bajo la barra`, async () => {
    const at = await page.evaluate((sectionId) => {
      const section = document.getElementById(sectionId)!;
      const heading = document.getElementById(section.getAttribute('aria-labelledby')!)!.getBoundingClientRect();
      const bar = document.querySelector('header')!.getBoundingClientRect();
      const rules = [sectionId === 'home' ? scrollY === 0 : scrollY > 0, heading.top >= bar.bottom - 0.5, heading.bottom <= innerHeight];
      return { scrollY, kept: rules.every(Boolean) };
    }, id);
    const settled = at.kept && at.scrollY === previous;
    previous = at.scrollY;
    return settled;
  });
}

journey('la barra superior o el menú lateral llevan a cada sección, y el logo al inicio', async ({ page, view }) => {
  await page.open();
  const menu = { role: 'button', name: /menú/, within: 'header' } as const;
  for (const { id, label } of SECTIONS) {
    if (view.width >= 1024) {
      await page.click({ role: 'link', name: label, within: 'header' });
    } else {
      await page.click(menu);
      await page.until('el menú abierto', () => document.querySelector('header [aria-expanded="true"]') !== null);
      await page.click({ role: 'link', name: label, within: '[role="dialog"] nav, dialog nav' });
      await page.until('el menú se cierra', () => document.querySelector('header [aria-expanded="true"]') === null);
      await page.until('el foco pasa a la sección', (s) => document.activeElement?.id === s, id);
    }
    await expectLandedOn(page, id);
  }
  // The side menu is for small screens only.
  await page.expectDrawn(menu, view.width < 1024);
  await page.click({ role: 'link', name: /Inicio/, within: 'header' });
  await expectLandedOn(page, 'home');
});

// A glide, tapped as the page comes alive: parts grow and shrink under it on the way. Where the
// glide ends the page aims again (src/lib/scroll.ts), told so by `scrollend` or, in WebKit before
// it had the event (Safari before 26.2, WebKitGTK 2.50), by its scrolls stopping. The section's top
// lands exactly under the top bar, the gap below it as the top bar measured when tapped.
journey(
  'un salto con deslizamiento, pedido mientras la página cobra vida, llega justo bajo la barra',
  async ({ page }) => {
    for (const { id, label } of SECTIONS) {
      await page.goto('/');
      await page.hydrated();
      const aim = await page.evaluate((gap) => document.querySelector('header')!.getBoundingClientRect().height + gap, SCROLL_GAP_PX);
      await page.click({ role: 'link', name: label, within: 'header' });
      let previous = Number.NaN;
      await poll(`#${id} a ${aim} px de arriba, quieto`, async () => {
        const top = await page.evaluate((sectionId) => Math.round(document.getElementById(sectionId)!.getBoundingClientRect().top), id);
        const settled = Math.abs(top - aim) <= 1 && top === previous;
        previous = top;
        // Thrown, not returned: the failed wait says where the section's top was last.
        if (!settled) throw new Error(`a ${top} px`);
        return true;
      });
    }
  },
  // In WebKit, whose lack of the event is the case at stake (Firefox and Chromium have it: the
  // Chromium suite's glides prove that path); at 1280 px, where the top bar's links are.
  { windows: (engine) => (engine.startsWith('WebKit') ? [{ width: 1280, colorScheme: 'light' }] : []), reducedMotion: false },
);
