// The Firebase CLI (firebase-tools) is a package of its own, scripts/firebase/cli/, so that the
// site's `npm install` never fetches it: with its tree it was most of that install's time and size.
// Every command that runs the CLI asks for it here, and it installs itself the first time and again
// whenever its lock is newer than the installed tree (e.g. after a pull that updated it).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

const cliDir = path.join(import.meta.dirname, 'cli');
const cliBin = path.join(cliDir, 'node_modules/firebase-tools/lib/bin/firebase.js');
const lock = path.join(cliDir, 'package-lock.json');
// npm's copy of the lock, rewritten by every install of the tree.
const installedLock = path.join(cliDir, 'node_modules/.package-lock.json');

function installed(): boolean {
  return existsSync(cliBin) && existsSync(installedLock) && statSync(lock).mtimeMs <= statSync(installedLock).mtimeMs;
}

/** The path of the CLI's entry point (run it with `node`), installed first when missing or stale. */
export function firebaseCli(): string {
  if (installed()) return cliBin;
  console.log('Instalando la CLI de Firebase (solo la primera vez)…');
  // --omit=optional leaves out re2 (superstatic's, a native module compiled from source: minutes)
  // and three that only colour tables or serve other runtimes. Without re2 the Hosting emulator
  // matches `regex` rules with JavaScript's RegExp, which reads the config's one pattern the same way.
  const run = spawnSync('npm', ['ci', '--prefix', cliDir, '--omit=optional', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (run.status !== 0 || !existsSync(cliBin)) {
    console.error(`No se pudo instalar la CLI de Firebase en ${path.relative(process.cwd(), cliDir)} (npm ci falló; mira arriba).`);
    process.exit(1);
  }
  return cliBin;
}
