import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A copy of the project at `source` in a new temporary folder, as a clone would have it: the
 * files git knows (committed or new, not ignored), as they are in the working tree, and the
 * installed packages (`packages`, a node_modules folder) by a link. What the drill edits there never touches the real project.
 */
export function copyProject(source: string, name: string, packages: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `owner-drill-${name}-`));
  for (const file of projectFiles(source)) {
    // A file deleted in the working tree but not yet in a commit is gone, as in the next commit.
    if (!file || !existsSync(path.join(source, file))) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    // With their times, as in the project: a lock newer than its installed tree would make the copy
    // reinstall that package on demand (scripts/packages-on-demand.ts), through the linked folder.
    cpSync(path.join(source, file), path.join(dir, file), { preserveTimestamps: true });
  }
  symlinkSync(packages, path.join(dir, 'node_modules'));
  // The Firebase function's own packages, installed beside the project's: its tests import them.
  const functionPackages = path.join(path.dirname(packages), 'functions/node_modules');
  if (existsSync(functionPackages) && existsSync(path.join(dir, 'functions')))
    symlinkSync(functionPackages, path.join(dir, 'functions/node_modules'));
  return dir;
}

/** What is not the project's own, in a copy without git: installed packages, builds, scratch, data. */
const NOT_THE_PROJECTS = /(^|\/)(node_modules|dist|\.tmp|\.data|\.git|test-results)(\/|$)/;

/**
 * The project's files at `source`: those git knows there (committed or new, not ignored); in a
 * copy without git (a test run inside the owner drill's own copy), every file but NOT_THE_PROJECTS.
 */
function projectFiles(source: string): Set<string> {
  if (!existsSync(path.join(source, '.git')))
    return new Set(
      readdirSync(source, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(source, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .filter((file) => !NOT_THE_PROJECTS.test(file)),
    );
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: source, encoding: 'utf8' });
  return new Set(listed.split('\0'));
}
