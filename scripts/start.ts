// `npm start`: builds when the site is missing or older than its sources, then serves it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.resolve(root, process.env.DIST_DIR || 'dist', 'index.html');
// Everything the build reads: a change to any of them makes dist/ stale.
const sources = [
  'src',
  'content',
  'public',
  'contact',
  'index.html',
  'vite.config.ts',
  'scripts/build.ts',
  'scripts/head-tags.ts',
  'scripts/security-headers.ts',
  'package.json',
];

function newestMtime(p: string): number {
  const full = path.join(root, p);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((name) => newestMtime(path.join(p, name))));
}

const stale = !existsSync(built) || Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs;
if (stale) {
  console.log('Construyendo el sitio…');
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('../server/main.ts');
