// The short names the production build gives Tailwind's utilities ("min-h-11" → "a"), so the
// first round trip carries more page and fewer class names. Computed from the sources
// alone, before any bundle exists, so the page's code, its prerendered HTML, its stylesheet and
// the inline boot script are all renamed from one map.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compile } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';

/** Long class name → short one. */
export type ClassNameMap = ReadonlyMap<string, string>;

const root = path.resolve(import.meta.dirname, '../..');
const stylesheet = path.join(root, 'src/styles/index.css');

/**
 * A utility keeps its name when it is a plain word ("flex", "hidden", "card"): the code holds the
 * same words in strings that are not classes (`visibilityState === 'hidden'`), and the renaming
 * must never touch those. Every other utility has a '-', ':', '/', '[' or '.' in its name.
 */
const PLAIN_WORD = /^[a-z]+$/i;

/** Every class a selector of `css` names, unescaped. */
export function classesIn(css: string): Set<string> {
  const classes = new Set<string>();
  const collect = selectorParser((selectors) => selectors.walkClasses((node) => void classes.add(node.value)));
  postcss.parse(css).walkRules((rule) => void collect.processSync(rule.selector));
  return classes;
}

/**
 * The map: the utilities Tailwind builds for the sources (its own compiler and scanner, as
 * @tailwindcss/vite runs them), minus the classes index.css and its imports write by hand (scripts
 * and tests find `dark`, `font-pending`, `carousel-viewport` by name) and the plain words.
 * The most frequent in the sources get the one-letter names.
 */
export async function classNameMap(): Promise<ClassNameMap> {
  const compiler = await compile(await readFile(stylesheet, 'utf8'), { base: path.dirname(stylesheet), onDependency() {} });
  // The sources as @tailwindcss/vite reads them: the project root unless index.css names others.
  const base = compiler.root === 'none' ? [] : [{ ...(compiler.root ?? { base: root, pattern: '**/*' }), negated: false }];
  const scanner = new Scanner({ sources: [...base, ...compiler.sources] });
  const candidates = new Set(scanner.scan());
  const handWritten = classesIn(compiler.build([]));
  const built = classesIn(compiler.build([...candidates]));
  const utilities = [...built].filter((name) => candidates.has(name) && !handWritten.has(name) && !PLAIN_WORD.test(name));
  // Counted in the page's own sources only: a note in the README does not rename the page.
  const uses = await usesInSources(scanner.files.filter(isPageSource), new Set(utilities));
  const byUse = utilities.sort((a, b) => (uses.get(b) ?? 0) - (uses.get(a) ?? 0) || (a < b ? -1 : 1));
  const names = shortNames(new Set([...handWritten, ...built]));
  return new Map(byUse.map((name) => [name, names.next().value!]));
}

/** A module of the page (not a test): the only code whose strings the build renames. */
export function isPageSource(file: string): boolean {
  return /^(src|content)\//.test(path.relative(root, file).split(path.sep).join('/')) && !file.includes('/__tests__/');
}

async function usesInSources(files: readonly string[], utilities: ReadonlySet<string>): Promise<Map<string, number>> {
  const uses = new Map<string, number>();
  for (const file of files) {
    for (const token of (await readFile(file, 'utf8')).split(/[\s'"`{}]+/)) {
      if (utilities.has(token)) uses.set(token, (uses.get(token) ?? 0) + 1);
    }
  }
  return uses;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** a … Z, then aa, ab … ZZ, then aaa…: valid CSS identifiers, skipping names already in use. */
function* shortNames(taken: ReadonlySet<string>): Generator<string> {
  for (let length = 1; ; length++) {
    const count = LETTERS.length ** length;
    for (let i = 0; i < count; i++) {
      let name = '';
      for (let rest = i, k = 0; k < length; k++, rest = Math.floor(rest / LETTERS.length)) name = LETTERS[rest % LETTERS.length] + name;
      if (!taken.has(name)) yield name;
    }
  }
}
