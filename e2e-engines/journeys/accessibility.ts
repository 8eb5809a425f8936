// axe-core, injected into the page, over the whole page once every part is alive, at both widths
// in both themes, with the rules the Chromium suite uses (e2e/support/axe-rules.ts); on a phone
// also with the side menu open.
import assert from 'node:assert/strict';
import type { AxeResults, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { WCAG_TAGS } from '../../e2e/support/axe-rules.ts';
import { specSections } from '../../e2e/support/spec-sections.ts';
import { EVERY_WINDOW, journey } from '../harness.ts';
import type { PageApi } from '../support/page.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** The parts below the fold, in page order (src/app/below-the-fold.ts). */
const PARTS = specSections.filter(({ id }) => id !== 'home').map(({ id }) => id);

async function violations(page: PageApi): Promise<string[]> {
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    // With the first node's summary: it says what was measured (colours and ratio, say).
    return result.violations.map(
      (v) => `${v.id} (${v.help}) en ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}: ${v.nodes[0]?.failureSummary ?? ''}`,
    );
  }, WCAG_TAGS);
}

journey(
  'axe no encuentra nada en la página entera',
  async ({ page, view }) => {
    await page.open();
    for (const part of PARTS) await page.bringAlive(part);
    await page.until('los países de las opiniones', () =>
      document.querySelector('#clients [aria-current="true"] [data-testid="review-country-name"]')?.textContent?.trim(),
    );
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.tab.addScript(AXE_SOURCE);
    assert.deepEqual(await violations(page), [], 'la página entera');

    if (view.width < 1024) {
      await page.click({ role: 'button', name: /menú/, within: 'header' });
      await page.expectDrawn({ role: 'dialog', name: 'Menú' });
      assert.deepEqual(await violations(page), [], 'con el menú lateral abierto');
      await page.press('Escape');
    }
  },
  { windows: EVERY_WINDOW },
);
