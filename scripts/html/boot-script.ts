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
async function inlineScript(file: string, define: Record<string, string>, classNames: ClassNameMap): Promise<string> {
  const source = path.join(bootDir, file);
  const result = await build({
    entryPoints: [source],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'warning',
    define,
  });
  const bundled = result.outputFiles[0]!.text.trim();
  const code = renameClassesInCode(bundled, classNames, path.relative(path.resolve(bootDir, '../..'), source))?.code ?? bundled;
  if (code.includes('</script')) throw new Error('The inline script cannot contain "</script"');
  return code;
}

/**
 * The home page's inline script: src/boot/page-boot.ts and the theme rules it imports, with what
 * it loads after the first paint written in (the entry's hashed URL and its imports', the parts'
 * code, the web font's faces).
 */
export function bootScript(assets: BuiltAssets, fontFaces: readonly WebFontFace[], classNames: ClassNameMap): Promise<string> {
  return inlineScript(
    'page-boot.ts',
    {
      __ENTRY_URL__: JSON.stringify(assets.entry),
      __ENTRY_IMPORTS__: JSON.stringify(assets.entryImports),
      __PART_CODE__: JSON.stringify(assets.partCode),
      __FONT_FACES__: JSON.stringify(fontFaces),
    },
    classNames,
  );
}

/** The inline script of the pages without React (a project's, the not-found page): src/boot/project-page-boot.ts. */
export function projectPageScript(classNames: ClassNameMap): Promise<string> {
  return inlineScript('project-page-boot.ts', {}, classNames);
}
