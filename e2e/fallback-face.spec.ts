import { expect, test } from './support/foundation-fixtures';
import { waitForWebFont } from './support/foundation-page';

// Until the web font is in, the page's text is drawn on a local face sized to it, weight by weight
// (the 'Manrope Fallback' faces in src/styles/index.css). Sized right, a line keeps its length and
// wraps where it will on the web font, so the switch moves nothing. Sized 2 % too wide, four of the
// page's strings wrapped otherwise: at the switch the skills and the projects changed height by
// 20–25 px at 1280 px, the reviews by 26 px at 375 px.

/** How far apart the two faces' widths may be, summed over the page's text: about one line in a hundred may still wrap otherwise. */
const TOLERANCE = 0.005;
/** Manrope's ascent and descent (its `hhea` table), which the fallback's overrides scale down by its size-adjust. */
const MANROPE = { ascent: 1.066, descent: 0.3 };

test("the local face is as wide as the web font at every weight, on the page's own text", async ({ page }) => {
  await page.goto('/');
  // Every part laid out, then the text moved onto the web font (src/boot/web-font.ts).
  await page.evaluate(() => (document.documentElement.dataset.laidOut = ''));
  await waitForWebFont(page);
  const faces = await page.evaluate(() =>
    [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter(
        (rule): rule is CSSFontFaceRule =>
          rule instanceof CSSFontFaceRule && rule.style.getPropertyValue('font-family').includes('Fallback'),
      )
      .map(({ style }) => ({
        weight: Number(style.getPropertyValue('font-weight')),
        size: parseFloat(style.getPropertyValue('size-adjust')),
        ascent: parseFloat(style.getPropertyValue('ascent-override')),
        descent: parseFloat(style.getPropertyValue('descent-override')),
      })),
  );
  expect(faces.map(({ weight }) => weight)).toEqual([400, 500, 600, 700, 800]);

  for (const face of faces) {
    // All the page's text at this weight on one line each, measured on either face.
    const style = await page.addStyleTag({ content: `* { white-space: nowrap !important; font-weight: ${face.weight} !important; }` });
    const width = (local: boolean) =>
      page.evaluate((pending) => {
        document.documentElement.classList.toggle('font-pending', pending);
        let total = 0;
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          total += range.getBoundingClientRect().width;
        }
        return total;
      }, local);
    const ratio = (await width(true)) / (await width(false));
    await style.evaluate((element) => (element as Element).remove());
    const size = face.size / ratio;
    const percent = (value: number) => `${value.toFixed(2)}%`;
    const fix = `size-adjust: ${percent(size)}; ascent-override: ${percent((MANROPE.ascent * 1e4) / size)}; descent-override: ${percent((MANROPE.descent * 1e4) / size)}`;
    expect(
      Math.abs(ratio - 1),
      `weight ${face.weight}: the local face is ${((ratio - 1) * 100).toFixed(2)} % wider; in index.css: ${fix}`,
    ).toBeLessThanOrEqual(TOLERANCE);
    // The overrides keep Manrope's line box at the fallback's size.
    expect(face.ascent * face.size, `weight ${face.weight}: ascent-override × size-adjust`).toBeCloseTo(MANROPE.ascent * 1e4, -1);
    expect(face.descent * face.size, `weight ${face.weight}: descent-override × size-adjust`).toBeCloseTo(MANROPE.descent * 1e4, -1);
  }
});
