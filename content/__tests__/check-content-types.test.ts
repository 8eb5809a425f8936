import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentTypeCheck, contentTypeProblems } from '../check-content-types';

// The owner's slips that esbuild lets through or stops in English, on a copy of content/: each is
// said in Spanish with its file and line, in TypeScript's words. The slips are made on whatever
// the content holds today (the first skill, the first project), so these hold for any owner.
const root = path.resolve(import.meta.dirname, '../..');
const copy = mkdtempSync(path.join(tmpdir(), 'tipos-contenido-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));
cpSync(path.join(root, 'content'), path.join(copy, 'content'), { recursive: true });
cpSync(path.join(root, 'tsconfig.json'), path.join(copy, 'tsconfig.json'));
symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));

const original = (file: string) => readFileSync(path.join(root, file), 'utf8');
/** Edits the first line of `file` in the copy that `find` matches; returns its number (from 1). */
function slip(file: string, find: RegExp, edit: (line: string) => string): number {
  const lines = original(file).split('\n');
  const at = lines.findIndex((line) => find.test(line));
  expect(at, `${file} has a line like ${String(find)}`).toBeGreaterThanOrEqual(0);
  lines[at] = edit(lines[at]!);
  writeFileSync(path.join(copy, file), lines.join('\n'));
  return at + 1;
}
const mend = (file: string) => writeFileSync(path.join(copy, file), original(file));

const SKILL = /^\s*\{ id: '[^']+', name: '[^']+', types: \[[^\]]*\], weight: \d+ \},$/;

describe('the content type check', () => {
  it('finds nothing in the content as it is', () => {
    expect(contentTypeProblems(root)).toEqual([]);
  });

  // One check through every slip, as `npm run dev` keeps it across saves.
  const check = contentTypeCheck(copy);

  it('says a deleted field, with the line of its item', () => {
    const line = slip('content/skills.ts', SKILL, (l) => l.replace(/ name: '[^']+',/, ''));
    expect(check()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/skills\\.ts, línea ${line}: La propiedad "name" falta en el tipo .*, pero es obligatoria en el tipo "Skill"\\.$`,
        ),
      ),
    ]);
    mend('content/skills.ts');

    const lines = original('content/projects.ts').split('\n');
    const skillsAt = lines.findIndex((l) => /^\s+skills: \[/.test(l));
    const opened = lines.slice(0, skillsAt).findLastIndex((l) => /^\s+\{$/.test(l)) + 1;
    slip('content/projects.ts', /^\s+skills: \[/, () => '');
    expect(check()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/projects\\.ts, línea ${opened}: La propiedad "skills" falta en el tipo .*, pero es obligatoria en el tipo "Project"\\.$`,
        ),
      ),
    ]);
    mend('content/projects.ts');
  });

  it('says a string where a number goes', () => {
    const line = slip('content/skills.ts', SKILL, (l) => l.replace(/weight: (\d+)/, "weight: '$1'"));
    expect(check()).toEqual([`content/skills.ts, línea ${line}: El tipo 'string' no se puede asignar al tipo 'number'.`]);
    mend('content/skills.ts');
  });

  it('says a slip of syntax, and only it (no errors of type set off by it)', () => {
    // A comma left out at the end of a line: the next line is where TypeScript expected it.
    const line = slip('content/skills.ts', SKILL, (l) => l.replace(/,$/, ''));
    expect(check()).toEqual([`content/skills.ts, línea ${line + 1}: Se esperaba ','.`]);
    mend('content/skills.ts');

    const quote = slip('content/reviews.ts', /^\s+name: '[^']+',$/, (l) => l.replace(/',$/, ','));
    expect(check()[0]).toBe(`content/reviews.ts, línea ${quote}: Literal de cadena sin terminar.`);
    mend('content/reviews.ts');
  });

  it('finds nothing again once each slip is mended', () => {
    expect(check()).toEqual([]);
  });
});
