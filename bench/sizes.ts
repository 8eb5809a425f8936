import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// Byte figures of a build, shared by the benchmark report and the budget tests so the two
// can never measure differently.

export const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The JavaScript and CSS files a visitor downloads before any interaction (from index.html). */
export function initialAssets(distDir: string): { js: string[]; css: string[] } {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const refs = (re: RegExp) => [...html.matchAll(re)].map((m) => path.join(distDir, m[1]!.replace(/^\//, '')));
  return {
    js: [...new Set([...refs(/<script[^>]+src="([^"]+)"/g), ...refs(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)])],
    css: refs(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g),
  };
}

export function sum(files: string[], size: (file: string) => number = gzipSize): number {
  return files.reduce((total, file) => total + size(file), 0);
}

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

export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
