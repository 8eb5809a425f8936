import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// Byte figures shared by the benchmark report and the byte budgets (e2e/budgets.spec.ts).

/** TCP's first flight: 10 segments of 1460 bytes. The HTML, headers included, must fit in it. */
export const FIRST_ROUND_TRIP = 10 * 1460;
/** What the page loads without any interaction: its JavaScript and CSS (gzip -9), and all it transfers. */
export const JS_BUDGET = 90 * 1024;
export const CSS_BUDGET = 15 * 1024;
export const LOAD_BUDGET = 150 * 1024;

export const gzipSize = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;
export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

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
