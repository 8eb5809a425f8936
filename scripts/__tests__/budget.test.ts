import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { initialLoad, kB, total } from '../../bench/sizes.ts';

// Issue 2, "Proof": a byte budget, deterministic rather than timed. What the built page loads
// before any interaction (the scripts, module preloads and stylesheets index.html names, plus
// the static imports of those modules, plus inline scripts), each gzipped at level 9:
// JavaScript ≤ 90 kB and CSS ≤ 15 kB. Lazy chunks (dynamic import) are not counted.

const JS_BUDGET = 90 * 1024;
const CSS_BUDGET = 15 * 1024;
const root = path.resolve(import.meta.dirname, '../..');
// npm test builds into .tmp/dist-test first (npm run build:test); BUDGET_DIST_DIR points elsewhere.
const distDir = path.resolve(root, process.env.BUDGET_DIST_DIR ?? '.tmp/dist-test');

describe('byte budget of what loads before any interaction', () => {
  // The same measurement the benchmark reports (bench/sizes.ts).
  const { js, css } = initialLoad(distDir);
  const jsTotal = total(js);
  const cssTotal = total(css);
  console.log(
    [
      `Byte budget (${path.relative(root, distDir)}, gzip -9):`,
      ...js.map((f) => `  JS  ${kB(f.gzip).padStart(9)}  ${f.name}`),
      `  JS  ${kB(jsTotal).padStart(9)}  total (budget ${kB(JS_BUDGET)})`,
      ...css.map((f) => `  CSS ${kB(f.gzip).padStart(9)}  ${f.name}`),
      `  CSS ${kB(cssTotal).padStart(9)}  total (budget ${kB(CSS_BUDGET)})`,
    ].join('\n'),
  );

  it('finds the entry script and the stylesheet in index.html', () => {
    expect(js.filter((f) => f.name.endsWith('.js')).length).toBeGreaterThan(0);
    expect(css.length).toBeGreaterThan(0);
  });
  it(`JavaScript ≤ ${kB(JS_BUDGET)} gzipped`, () => {
    expect(jsTotal).toBeLessThanOrEqual(JS_BUDGET);
  });
  it(`CSS ≤ ${kB(CSS_BUDGET)} gzipped`, () => {
    expect(cssTotal).toBeLessThanOrEqual(CSS_BUDGET);
  });
});
