import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

// Issue 2, "Proof": a byte budget, deterministic rather than timed. What the built page loads
// before any interaction (the scripts, module preloads and stylesheets index.html names, plus
// the static imports of those modules, plus inline scripts), each gzipped at level 9:
// JavaScript ≤ 90 kB and CSS ≤ 15 kB. Lazy chunks (dynamic import) are not counted.

const JS_BUDGET = 90 * 1024;
const CSS_BUDGET = 15 * 1024;
const root = path.resolve(import.meta.dirname, '../..');
// npm test builds into .tmp/dist-test first (npm run build:test); BUDGET_DIST_DIR points elsewhere.
const distDir = path.resolve(root, process.env.BUDGET_DIST_DIR ?? '.tmp/dist-test');

const gzipSize = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function attr(tag: string, name: string): string | undefined {
  return tag.match(new RegExp(`\\s${name}=["']([^"']*)["']`))?.[1];
}

/** The files index.html loads up front: module scripts, modulepreloads, stylesheets. */
function entryFiles(html: string) {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attr(tag, 'src');
    if (src) scripts.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attr(tag, 'rel');
    const href = attr(tag, 'href');
    if (!href) continue;
    if (rel === 'modulepreload') scripts.push(href);
    if (rel === 'stylesheet') styles.push(href);
  }
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1]!)
    .filter((body) => body.trim() !== '');
  return { scripts, styles, inlineScripts };
}

/** `import … from "./x.js"` and `import "./x.js"` (not `import("./x.js")`, which is lazy). */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']([^"']+\.js)["']/g)].map((m) => m[1]!);
}

function fileOf(url: string): string {
  const file = path.join(distDir, url.replace(/^\//, '').split(/[?#]/)[0]!);
  if (!existsSync(file)) throw new Error(`index.html loads ${url}, which is not in ${distDir}`);
  return file;
}

function measure() {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`No build at ${path.relative(root, distDir)}: run \`npm run build:test\` first (npm test does it).`);
  }
  const html = readFileSync(indexFile, 'utf8');
  const { scripts, styles, inlineScripts } = entryFiles(html);

  // Follow static imports: they load before the entry module runs, preloaded or not.
  const jsFiles = new Set<string>();
  const queue = scripts.map(fileOf);
  while (queue.length) {
    const file = queue.pop()!;
    if (jsFiles.has(file)) continue;
    jsFiles.add(file);
    for (const spec of staticImports(readFileSync(file, 'utf8'))) {
      if (spec.startsWith('.')) queue.push(path.resolve(path.dirname(file), spec));
      else if (spec.startsWith('/')) queue.push(fileOf(spec));
    }
  }
  const js = [...jsFiles].map((file) => ({ name: path.relative(distDir, file), gzip: gzipSize(readFileSync(file)) }));
  js.push(...inlineScripts.map((body, i) => ({ name: `inline script ${i + 1}`, gzip: gzipSize(body) })));
  const css = styles.map((url) => ({ name: url, gzip: gzipSize(readFileSync(fileOf(url))) }));
  return { js, css, scripts };
}

describe('byte budget of what loads before any interaction', () => {
  const { js, css, scripts } = measure();
  const jsTotal = js.reduce((sum, f) => sum + f.gzip, 0);
  const cssTotal = css.reduce((sum, f) => sum + f.gzip, 0);
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
    expect(scripts.length).toBeGreaterThan(0);
    expect(css.length).toBeGreaterThan(0);
  });
  it(`JavaScript ≤ ${kB(JS_BUDGET)} gzipped`, () => {
    expect(jsTotal).toBeLessThanOrEqual(JS_BUDGET);
  });
  it(`CSS ≤ ${kB(CSS_BUDGET)} gzipped`, () => {
    expect(cssTotal).toBeLessThanOrEqual(CSS_BUDGET);
  });
});
