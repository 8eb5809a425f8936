import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isInstalled, packageDir, packageNames } from '../packages-on-demand';

const root = path.resolve(import.meta.dirname, '../..');
const dependenciesOf = (dir: string): string[] => {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
  return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
};

describe('packages installed on demand', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('the site’s own install fetches none of the tools: no dependency is listed both at the root and in one', () => {
    const site = new Set(dependenciesOf(root));
    // Not functions/: Cloud Build installs the deployed function from its package.json, so it lists
    // what the bundle leaves out, nodemailer too, which the local server also needs.
    for (const name of packageNames.filter((name) => name !== 'functions')) {
      const shared = dependenciesOf(packageDir(name)).filter((dependency) => site.has(dependency));
      expect(shared, `${name} (${path.relative(root, packageDir(name))})`).toEqual([]);
    }
  });

  it('counts a package installed only from its current lock: missing, or a lock newer than the tree, installs again', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'on-demand-'));
    dirs.push(dir);
    writeFileSync(path.join(dir, 'package-lock.json'), '{}');
    expect(isInstalled(dir)).toBe(false);

    mkdirSync(path.join(dir, 'node_modules'));
    writeFileSync(path.join(dir, 'node_modules/.package-lock.json'), '{}');
    expect(isInstalled(dir)).toBe(true);

    // A pull that updated the lock after the install.
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(dir, 'package-lock.json'), later, later);
    expect(isInstalled(dir)).toBe(false);
  });

  it('never installs through a link to another checkout’s packages (an owner drill’s copy): it stops, and they stay', () => {
    // Inside the project, where the script finds tsx.
    mkdirSync(path.join(root, '.tmp'), { recursive: true });
    const dir = mkdtempSync(path.join(root, '.tmp/on-demand-'));
    dirs.push(dir);
    const elsewhere = path.join(dir, 'elsewhere');
    mkdirSync(elsewhere);
    writeFileSync(path.join(elsewhere, '.package-lock.json'), '{}');
    mkdirSync(path.join(dir, 'copy/scripts'), { recursive: true });
    mkdirSync(path.join(dir, 'copy/functions'));
    copyFileSync(path.join(root, 'scripts/packages-on-demand.ts'), path.join(dir, 'copy/scripts/packages-on-demand.ts'));
    symlinkSync(elsewhere, path.join(dir, 'copy/functions/node_modules'));
    // The copy's lock, newer than the linked tree: as in a checkout made after that install.
    writeFileSync(path.join(dir, 'copy/functions/package-lock.json'), '{}');
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(dir, 'copy/functions/package-lock.json'), later, later);

    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/packages-on-demand.ts', 'functions'], {
      cwd: path.join(dir, 'copy'),
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('es un enlace a los paquetes de otra copia');
    expect(existsSync(path.join(elsewhere, '.package-lock.json'))).toBe(true);
  });
});
