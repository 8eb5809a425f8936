// What the site does not need is not installed with it: each of these folders has its own
// package.json and lock, and installs itself the first time a command asks for it, and again
// whenever its lock is newer than its installed tree (after a pull that updated it). The site's
// `npm install` is then the site's alone, which the owner's first `npm install && npm start` waits
// for: with the functions' packages, the engines' drivers and Lighthouse in it, it took 2 min 6 s
// on a fresh clone here (the Firebase CLI, in it once, had been half of its size).
//
// `tsx scripts/packages-on-demand.ts functions engines` installs the named ones (the npm scripts
// that need them start with it); code that needs one calls ensurePackages.
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

const PACKAGES = {
  /** The Cloud Functions' own dependencies (firebase-admin, firebase-functions): the Firebase path, its tests and the type check. */
  functions: { dir: 'functions', label: 'las dependencias de las funciones de Firebase', omitOptional: false },
  /** The drivers of Firefox ESR and WebKitGTK (puppeteer-core, selenium-webdriver): `npm run test:engines` and `npm run soak`. */
  engines: { dir: 'e2e-engines', label: 'los controladores de Firefox y WebKit', omitOptional: false },
  /**
   * Lighthouse and its Chromium launcher: `npm run bench`. Its package.json pins third-party-web
   * (`overrides`): Lighthouse's trace engine asks for that package's `latest` tag, which moves on
   * the registry, and `npm ci` then refuses the lock as out of date.
   */
  bench: { dir: 'bench', label: 'Lighthouse', omitOptional: false },
  /**
   * The Firebase CLI (firebase-tools). --omit=optional leaves out re2 (superstatic's, a native
   * module compiled from source: minutes) and three that only colour tables or serve other
   * runtimes. Without re2 the Hosting emulator matches `regex` rules with JavaScript's RegExp,
   * which reads the config's one pattern the same way.
   */
  'firebase-cli': { dir: 'scripts/firebase/cli', label: 'la CLI de Firebase', omitOptional: true },
} as const;

export type PackageName = keyof typeof PACKAGES;

/** The folder a package on demand lives in (its node_modules inside). */
export const packageDir = (name: PackageName): string => path.join(root, PACKAGES[name].dir);

/** Every package on demand, by name. */
export const packageNames = Object.keys(PACKAGES) as PackageName[];

/** Whether the package in `dir` is installed from its current lock. */
export function isInstalled(dir: string): boolean {
  // npm's copy of the lock, rewritten by every install of the tree.
  const installedLock = path.join(dir, 'node_modules/.package-lock.json');
  return existsSync(installedLock) && statSync(path.join(dir, 'package-lock.json')).mtimeMs <= statSync(installedLock).mtimeMs;
}

/** Installs each named package that is missing or stale; exits with npm's message when one fails. */
export function ensurePackages(...names: PackageName[]): void {
  for (const name of names) {
    const { label, omitOptional } = PACKAGES[name];
    const dir = packageDir(name);
    if (isInstalled(dir)) continue;
    // A copy whose packages are a link to another checkout's (the owner drill's): `npm ci` through
    // the link would empty that checkout's folder and leave it half installed.
    if (lstatSync(path.join(dir, 'node_modules'), { throwIfNoEntry: false })?.isSymbolicLink()) {
      console.error(
        `${path.relative(root, dir)}/node_modules es un enlace a los paquetes de otra copia, instalados con otro lock: no los reinstalo.`,
      );
      process.exit(1);
    }
    console.log(`Instalando ${label} en ${path.relative(root, dir)} (solo la primera vez)…`);
    const args = ['ci', '--prefix', dir, '--no-audit', '--no-fund', ...(omitOptional ? ['--omit=optional'] : [])];
    const run = spawnSync('npm', args, { stdio: 'inherit' });
    if (run.status !== 0 || !isInstalled(dir)) {
      console.error(`No se pudo instalar ${label} en ${path.relative(root, dir)} (npm ci falló; mira arriba).`);
      process.exit(1);
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !packageNames.includes(name as PackageName));
  if (unknown.length > 0 || names.length === 0) {
    console.error(`Uso: tsx scripts/packages-on-demand.ts <${packageNames.join('|')}>… (no conozco: ${unknown.join(', ') || '—'})`);
    process.exit(2);
  }
  ensurePackages(...(names as PackageName[]));
}
