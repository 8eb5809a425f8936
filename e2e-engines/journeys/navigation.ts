// Every way of navigating lands on its section, its heading whole below the fixed top bar: the
// top bar's links on a desktop, the side menu on a phone, then the logo back home.
import { specSections } from '../../e2e/support/spec-sections.ts';
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
