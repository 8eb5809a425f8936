// `npm start`: builds when the site is missing or older than its sources, then serves it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseContactTo, RecipientsError, sameRecipients } from '../contact/recipients.ts';
import { readBuildInfo } from '../server/build-info.ts';

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.resolve(root, process.env.DIST_DIR || 'dist');
const built = path.join(distDir, 'index.html');
// Everything the build reads: a change to any of them makes dist/ stale.
const sources = [
  'src',
  'content',
  'public',
  'contact',
  'index.html',
  'vite.config.ts',
  'scripts',
  'package.json',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];

function newestMtime(p: string): number {
  const full = path.join(root, p);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((name) => newestMtime(path.join(p, name))));
}

/** The page writes to the recipients it was built for: another CONTACT_TO needs a new build. */
function builtForOtherRecipients(): boolean {
  const info = readBuildInfo(distDir);
  try {
    return info === null || !sameRecipients(info.contactTo, parseContactTo(process.env.CONTACT_TO));
  } catch (error) {
    // A malformed CONTACT_TO: let the server refuse it with its own message.
    if (error instanceof RecipientsError) return false;
    throw error;
  }
}

const stale = !existsSync(built) || Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs || builtForOtherRecipients();
if (stale) {
  console.log('Construyendo el sitio…');
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('../server/main.ts');
