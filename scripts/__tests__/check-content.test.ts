import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyProject } from '../owner-drill/drill-copy.ts';

// The owner's commands on a copy of the project whose content has a slip esbuild does not judge
// (a deleted field) or judges in English (a missing comma): each stops before it imports the
// content, saying the file, the line and TypeScript's message in Spanish, and builds nothing.
const root = path.resolve(import.meta.dirname, '../..');
const dir = copyProject(root, 'tipos', path.join(root, 'node_modules'));
const dist = path.join(dir, '.tmp/dist-tipos');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function edit(file: string, find: RegExp, change: (line: string) => string): number {
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
  const at = lines.findIndex((line) => find.test(line));
  expect(at, `${file} has a line like ${String(find)}`).toBeGreaterThanOrEqual(0);
  lines[at] = change(lines[at]!);
  writeFileSync(path.join(dir, file), lines.join('\n'));
  return at + 1;
}
const npm = (...args: string[]) => {
  const run = spawnSync('npm', ['run', ...args], {
    cwd: dir,
    env: { ...process.env, DIST_DIR: dist, PORT: '0', FORCE_COLOR: '0', NO_COLOR: '1' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
};

describe('a slip of type or syntax in content/', () => {
  it('npm run build says a deleted field in Spanish, not a TypeError', () => {
    const line = edit('content/skills.ts', /^\s*\{ id: '[^']+', name: '[^']+', types: /, (l) => l.replace(/ name: '[^']+',/, ''));
    const { status, output } = npm('build');
    expect(output).toContain('El contenido no se puede publicar así:');
    expect(output).toMatch(new RegExp(`• content/skills\\.ts, línea ${line}: La propiedad "name" falta en el tipo .*"Skill"\\.`));
    expect(output).not.toMatch(/TypeError|\n\s+at /);
    expect(status).toBe(1);
    expect(existsSync(dist), 'nothing built').toBe(false);
    writeFileSync(path.join(dir, 'content/skills.ts'), readFileSync(path.join(root, 'content/skills.ts')));
  }, 60_000);

  it('npm start says a missing comma in Spanish, though the server itself reads that file', () => {
    const line = edit('content/profile.ts', /^\s+initials: '[^']*',$/, (l) => l.replace(/,$/, ''));
    const { status, output } = npm('start');
    expect(output).toContain(`• content/profile.ts, línea ${line + 1}: Se esperaba ','.`);
    expect(output).not.toMatch(/Transform failed|ERROR:|\n\s+at /);
    expect(status).toBe(1);
    expect(existsSync(dist), 'nothing built').toBe(false);
  }, 60_000);
});
