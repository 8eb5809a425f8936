import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertShortNames } from '../class-names/check-short-names';
import { classesIn, classNameMap, isPageSource } from '../class-names/class-name-map';
import { renameClassesInCode } from '../class-names/rename-in-code';
import { renameClassesInCss } from '../class-names/rename-in-css';

const map = new Map([
  ['min-h-11', 'a'],
  ['md:flex', 'b'],
  ['text-sm', 'c'],
  ['rotate-180', 'd'],
]);

describe('classNameMap (the sources as Tailwind reads them)', () => {
  it('gives every utility with more than a plain word a distinct short name, and leaves the rest alone', async () => {
    const names = await classNameMap();
    expect(names.size).toBeGreaterThan(100);
    const short = [...names.values()];
    expect(new Set(short).size, 'no two utilities share a name').toBe(short.length);
    for (const name of short) expect(name).toMatch(/^[a-zA-Z]{1,2}$/);
    expect(names.get('min-h-11')).toBeDefined();
    expect(names.get('md:flex')).toBeDefined();
    // Plain words stay (the code compares strings like 'hidden' that are not classes), and so do
    // the classes scripts and tests find by name.
    for (const kept of ['flex', 'hidden', 'block', 'card', 'js', 'dark', 'font-pending', 'carousel-viewport'])
      expect(names.has(kept), kept).toBe(false);
    for (const name of short) expect(['flex', 'hidden', 'js', 'dark'].includes(name), `${name} is taken`).toBe(false);
  });
});

describe('isPageSource (the modules whose strings are renamed)', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  it("is the page's own code, never a library's or a test's", () => {
    expect(isPageSource(path.join(root, 'src/app/app.tsx'))).toBe(true);
    expect(isPageSource(path.join(root, 'content/projects.ts'))).toBe(true);
    expect(isPageSource(path.join(root, 'node_modules/three/src/core/Object3D.js'))).toBe(false);
    expect(isPageSource(path.join(root, 'src/lib/__tests__/theme.test.ts'))).toBe(false);
    expect(isPageSource(path.join(root, 'scripts/build.ts'))).toBe(false);
  });
});

describe('renameClassesInCode', () => {
  const rename = (code: string) => renameClassesInCode(code, map, 'x.js')?.code ?? code;

  it('renames the utilities of class strings, template literals included, and keeps hook classes and plain words', () => {
    expect(rename(`jsx('div', { className: "card min-h-11 md:flex" })`)).toBe(`jsx('div', { className: "card a b" })`);
    expect(rename('const c = `carousel-viewport text-sm ${open ? "rotate-180" : ""}`;')).toBe(
      'const c = `carousel-viewport c ${open ? "d" : ""}`;',
    );
  });

  it('leaves strings that name no utility as they are', () => {
    const code = `if (document.visibilityState === 'hidden') el.dataset.laidOut = 'data-laid-out'; t("Diseño full-stack");`;
    expect(renameClassesInCode(code, map, 'x.js')).toBeNull();
  });

  it('refuses a string that mixes a utility with other text, naming the file', () => {
    expect(() => rename(`const t = "Usa text-sm para el cuerpo";`)).toThrow(/x\.js.*text-sm para el cuerpo/);
  });
});

describe('renameClassesInCss', () => {
  it('renames class selectors, escaped and nested ones too, and nothing else', () => {
    const css =
      '.min-h-11{min-height:2.75rem}@media (width>=48rem){.md\\:flex{display:flex}}.text-sm:where(.dark,.dark *){color:red}.card{content:".text-sm"}';
    expect(renameClassesInCss(css, map)).toBe(
      '.a{min-height:2.75rem}@media (width>=48rem){.b{display:flex}}.c:where(.dark,.dark *){color:red}.card{content:".text-sm"}',
    );
    expect(classesIn(renameClassesInCss(css, map))).toEqual(new Set(['a', 'b', 'c', 'dark', 'card']));
  });
});

describe('assertShortNames', () => {
  it('passes pages and stylesheets renamed throughout', () => {
    expect(() =>
      assertShortNames(map, { pages: ['<p class="a card c">x</p>'], stylesheets: ['.a{color:red}.card{color:blue}'] }),
    ).not.toThrow();
  });

  it('stops the build on a long name left in a page or a stylesheet', () => {
    expect(() => assertShortNames(map, { pages: ['<p class="a text-sm">x</p>'], stylesheets: [] })).toThrow(/text-sm/);
    expect(() => assertShortNames(map, { pages: [], stylesheets: ['.md\\:flex{display:flex}'] })).toThrow(/md:flex/);
  });
});
