import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';

/** Public URLs of what the page loads after its first paint, as the client build named them. */
export interface BuiltAssets {
  /** The hydration module (the entry Vite built from index.html's module script). */
  entry: string;
  /** The web font's stylesheet (src/styles/fonts.css, an entry of its own in vite.config.ts). */
  fonts: string;
  /** Its text: the boot script loads its faces itself (./web-font-faces.ts). */
  fontsCss: string;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
}

/** Reads Vite's manifest, then deletes it: it is for the build, not for visitors. */
export async function readBuiltAssets(outDir: string): Promise<BuiltAssets> {
  const manifestDir = path.join(outDir, '.vite');
  const manifest = JSON.parse(await readFile(path.join(manifestDir, 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  await rm(manifestDir, { recursive: true, force: true });
  const file = (key: string) => {
    const chunk = manifest[key];
    if (!chunk?.isEntry) throw new Error(`The client build has no entry ${key} (see vite.config.ts)`);
    return `/${chunk.file}`;
  };
  const fonts = file('src/styles/fonts.css');
  return { entry: file('index.html'), fonts, fontsCss: await readFile(path.join(outDir, fonts), 'utf8') };
}
