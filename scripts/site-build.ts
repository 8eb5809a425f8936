// Builds the site when it is missing, older than its sources, or built for other recipients
// than CONTACT_TO names. Shared by `npm start` and `npm run start:firebase`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseContactTo, RecipientsError, sameRecipients } from '../contact/recipients.ts';
import { readBuildInfo } from '../server/build-info.ts';

const root = path.resolve(import.meta.dirname, '..');
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
function builtForOtherRecipients(distDir: string, env: NodeJS.ProcessEnv): boolean {
  const info = readBuildInfo(distDir);
  try {
    return info === null || !sameRecipients(info.contactTo, parseContactTo(env.CONTACT_TO));
  } catch (error) {
    // A malformed CONTACT_TO: let the server refuse it with its own message.
    if (error instanceof RecipientsError) return false;
    throw error;
  }
}

/** Exits the process with the build's status when the build fails. */
export function ensureSiteBuilt(distDir: string, env: NodeJS.ProcessEnv = process.env): void {
  const built = path.join(distDir, 'index.html');
  const stale =
    !existsSync(built) || Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs || builtForOtherRecipients(distDir, env);
  if (!stale) return;
  console.log('Construyendo el sitio…');
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
