import path from 'node:path';
import { build } from 'esbuild';
import type { BuiltAssets } from './built-assets.ts';

const source = path.resolve(import.meta.dirname, '../../src/boot/page-boot.ts');

/**
 * The page's inline script: src/boot/page-boot.ts and the theme rules it imports, bundled and
 * minified, with the hashed URLs of what it loads after the first paint written in. The CSP
 * allows it by hash (scripts/security-headers.ts reads it from the finished HTML).
 */
export async function bootScript(assets: BuiltAssets): Promise<string> {
  const result = await build({
    entryPoints: [source],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'warning',
    define: { __ENTRY_URL__: JSON.stringify(assets.entry), __FONTS_URL__: JSON.stringify(assets.fonts) },
  });
  const code = result.outputFiles[0]!.text.trim();
  if (code.includes('</script')) throw new Error('The inline script cannot contain "</script"');
  return code;
}
