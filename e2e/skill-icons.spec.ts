// Skill icons come in a light and a dark version; each theme shows and fetches
// only its own (the tiles of the light set glared on the dark theme's navy cards).
import { skills } from '../content/skills.ts';
import { expect, test } from './support/foundation-fixtures';
import { openHome } from './support/foundation-page';

for (const scheme of ['light', 'dark'] as const) {
  test(`${scheme} theme: every skill card shows its ${scheme} icon, loaded at 96 px, and the other set is never fetched`, async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      const match = request.url().match(/\/assets\/images\/skills\/([\w-]+\.png)$/);
      if (match) requested.push(match[1]!);
    });
    await page.emulateMedia({ colorScheme: scheme });
    await openHome(page);
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    const section = page.locator('section#skills');
    await section.scrollIntoViewIfNeeded();
    const shown = section.locator('[data-testid="skill-card"] img:visible');
    await expect(shown).toHaveCount(skills.length);
    for (const img of await shown.all()) await img.scrollIntoViewIfNeeded();
    const suffix = scheme === 'dark' ? '-dark.png' : '.png';
    await expect.poll(() => shown.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0))).toBe(true);
    const loaded = await shown.evaluateAll((imgs) =>
      imgs.map((i) => ({ file: (i as HTMLImageElement).currentSrc.split('/').pop()!, width: (i as HTMLImageElement).naturalWidth })),
    );
    for (const { file, width } of loaded) {
      expect(file.endsWith(suffix) && (scheme === 'dark' || !file.endsWith('-dark.png')), file).toBe(true);
      expect(width, file).toBe(96);
    }
    expect(requested.filter((file) => (scheme === 'dark') !== file.endsWith('-dark.png'))).toEqual([]);
  });
}
