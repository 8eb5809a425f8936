import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';

/** Public URLs of what the page loads after its first paint, as the client build named them. */
export interface BuiltAssets {
  /** The hydration module (the entry Vite built from index.html's module script). */
  entry: string;
  /** The modules it imports: asked for with it, not a round trip after it. */
  entryImports: string[];
  /** The code of the parts below the fold (its dynamic imports, with what they import that it does not). */
  partCode: string[];
  /** The site's stylesheet (index.html's entry's CSS). */
  stylesheet: string;
  /** The web font's stylesheet (src/styles/fonts.css, an entry of its own in vite.config.ts). */
  fonts: string;
  /** Its text: the boot script holds its faces, and the page's code loads them (./web-font-faces.ts). */
  fontsCss: string;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/** Reads Vite's manifest, then deletes it: it is for the build, not for visitors. */
export async function readBuiltAssets(outDir: string): Promise<BuiltAssets> {
  const manifestDir = path.join(outDir, '.vite');
  const manifest = JSON.parse(await readFile(path.join(manifestDir, 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  await rm(manifestDir, { recursive: true, force: true });
  const entry = (key: string) => {
    const chunk = manifest[key];
    if (!chunk?.isEntry) throw new Error(`The client build has no entry ${key} (see vite.config.ts)`);
    return chunk;
  };
  const page = entry('index.html');
  const stylesheet = page.css?.[0];
  if (page.css?.length !== 1 || !stylesheet) throw new Error(`index.html's entry should have one stylesheet, not ${page.css?.length ?? 0}`);
  const fonts = `/${entry('src/styles/fonts.css').file}`;
  // The modules a chunk imports, and what they import, by manifest key.
  const importsOf = (key: string, found = new Set<string>()): Set<string> => {
    for (const imported of manifest[key]?.imports ?? []) if (!found.has(imported)) importsOf(imported, found.add(imported));
    return found;
  };
  const url = (key: string) => `/${manifest[key]!.file}`;
  const entryImports = importsOf('index.html');
  const partCode = new Set((page.dynamicImports ?? []).flatMap((key) => [key, ...importsOf(key)]));
  return {
    entry: `/${page.file}`,
    entryImports: [...entryImports].map(url),
    partCode: [...partCode].filter((key) => key !== 'index.html' && !entryImports.has(key)).map(url),
    stylesheet: `/${stylesheet}`,
    fonts,
    fontsCss: await readFile(path.join(outDir, fonts), 'utf8'),
  };
}
