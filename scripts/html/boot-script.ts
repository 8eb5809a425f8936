import path from 'node:path';
import { build } from 'esbuild';
import type { ClassNameMap } from '../class-names/class-name-map.ts';
import { renameClassesInCode } from '../class-names/rename-in-code.ts';
import type { BuiltAssets } from './built-assets.ts';
import type { WebFontFace } from './web-font-faces.ts';

const bootDir = path.resolve(import.meta.dirname, '../../src/boot');

/**
 * A module of src/boot/ bundled and minified for a page's inline <script>, with the page's short
 * class names if it names a utility. The CSP allows it by hash (scripts/security-headers.ts reads
 * it from the finished HTML).
 */
async function inlineScript(file: string, values: Record<string, unknown>, classNames: ClassNameMap): Promise<string> {
  const source = path.join(bootDir, file);
  const { define, fillIn } = placeholders(values);
  const result = await build({
    entryPoints: [source],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'warning',
    define,
    // Its Spanish letters as they are (the page is UTF-8): escaped (\xE1), 19 B more in the HTML.
    charset: 'utf8',
  });
  const bundled = fillIn(result.outputFiles[0]!.text.trim());
  const code = renameClassesInCode(bundled, classNames, path.relative(path.resolve(bootDir, '../..'), source))?.code ?? bundled;
  if (code.includes('</script')) throw new Error('The inline script cannot contain "</script"');
  return code;
}

/**
 * The values written into a script, with each of their strings first a fixed placeholder, filled
 * in after minifying. esbuild names the script's variables by how often each letter comes in its
 * output, strings included: the bundles' hashes in the URLs chose other names at every build, and
 * the same code's HTML moved by up to 36 B with brotli (13 454 and 13 490 B), half the first round
 * trip's room with an owner's content (74 B). Placeholders in double quotes, esbuild's own, take the
 * string's JSON escapes.
 */
function placeholders(values: Record<string, unknown>): { define: Record<string, string>; fillIn: (code: string) => string } {
  const strings: string[] = [];
  const hold = (value: unknown): unknown => {
    if (typeof value === 'string') return `@@${strings.push(value) - 1}@@`;
    if (Array.isArray(value)) return value.map(hold);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, hold(inner)]));
    return value;
  };
  const define = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, JSON.stringify(hold(value))]));
  const fillIn = (code: string) =>
    code.replace(/@@(\d+)@@/g, (placeholder: string, index: string, at: number) => {
      if (openingQuote(code, at) !== '"') throw new Error(`${placeholder} is not in a double-quoted string of the minified script`);
      return JSON.stringify(strings[Number(index)]).slice(1, -1);
    });
  return { define, fillIn };
}

/**
 * The home page's inline script: src/boot/page-boot.ts and the theme rules it imports, with what
 * it loads after the first paint written in (the entry's hashed URL and its imports', the parts'
 * code), and the web font's faces it holds for the entry to load.
 */
export function bootScript(assets: BuiltAssets, fontFaces: readonly WebFontFace[], classNames: ClassNameMap): Promise<string> {
  return inlineScript(
    'page-boot.ts',
    {
      __ENTRY_URL__: assets.entry,
      __ENTRY_IMPORTS__: assets.entryImports,
      __PART_CODE__: assets.partCode,
      __FONT_FACES__: fontFaces,
    },
    classNames,
  );
}

/** The inline script of the pages without React (a project's, the not-found page): src/boot/project-page-boot.ts. */
export function projectPageScript(classNames: ClassNameMap): Promise<string> {
  return inlineScript('project-page-boot.ts', {}, classNames);
}

/** The quote that opens the string literal around `at`: the nearest unescaped one before it. */
function openingQuote(code: string, at: number): string | undefined {
  for (let i = at - 1; i >= 0; i--) if (`"'\``.includes(code[i]!) && code[i - 1] !== '\\') return code[i];
  return undefined;
}
