import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// Byte figures of a build, shared by the benchmark report and the budget tests so the two
// can never measure differently.

export const gzipSize = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;
export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export interface SizedFile {
  name: string;
  gzip: number;
}

function attr(tag: string, name: string): string | undefined {
  return tag.match(new RegExp(`\\s${name}=["']([^"']*)["']`))?.[1];
}

/** `import … from "./x.js"` and `import "./x.js"` (not `import("./x.js")`, which is lazy). */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']([^"']+\.js)["']/g)].map((m) => m[1]!);
}

/**
 * What a visitor downloads before any interaction: the module scripts and modulepreloads
 * index.html names, the static imports of those modules (they load before the entry runs,
 * preloaded or not), its inline scripts, and its stylesheets. Lazy chunks are not counted.
 */
export function initialLoad(distDir: string): { js: SizedFile[]; css: SizedFile[] } {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`No build at ${distDir}: run \`npm run build:test\` first (npm test does it).`);
  const html = readFileSync(indexFile, 'utf8');
  const fileOf = (url: string) => {
    const file = path.join(distDir, url.replace(/^\//, '').split(/[?#]/)[0]!);
    if (!existsSync(file)) throw new Error(`index.html loads ${url}, which is not in ${distDir}`);
    return file;
  };

  const entries: string[] = [];
  const styles: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attr(tag, 'src');
    if (src) entries.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const href = attr(tag, 'href');
    if (href && attr(tag, 'rel') === 'modulepreload') entries.push(href);
    if (href && attr(tag, 'rel') === 'stylesheet') styles.push(href);
  }
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1]!)
    .filter((body) => body.trim() !== '');

  const jsFiles = new Set<string>();
  const queue = entries.map(fileOf);
  while (queue.length) {
    const file = queue.pop()!;
    if (jsFiles.has(file)) continue;
    jsFiles.add(file);
    for (const spec of staticImports(readFileSync(file, 'utf8'))) {
      if (spec.startsWith('.')) queue.push(path.resolve(path.dirname(file), spec));
      else if (spec.startsWith('/')) queue.push(fileOf(spec));
    }
  }
  return {
    js: [
      ...[...jsFiles].map((file) => ({ name: path.relative(distDir, file), gzip: gzipSize(readFileSync(file)) })),
      ...inlineScripts.map((body, i) => ({ name: `inline script ${i + 1}`, gzip: gzipSize(body) })),
    ],
    css: styles.map((url) => ({ name: url, gzip: gzipSize(readFileSync(fileOf(url))) })),
  };
}

export const total = (files: SizedFile[]) => files.reduce((sum, f) => sum + f.gzip, 0);

/** Every file below a folder, relative to it. */
export function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
  });
}

/** The lazily loaded 3D chunk: the bundle that carries three.js's WebGLRenderer. */
export function threeChunk(distDir: string): string | undefined {
  const bundleDir = path.join(distDir, 'bundle');
  return listFiles(bundleDir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => path.join(bundleDir, f))
    .find((f) => readFileSync(f, 'utf8').includes('WebGLRenderer'));
}
