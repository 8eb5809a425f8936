import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Edits to content/ made the way an owner makes them: text added to or changed in the typed
// modules, not objects swapped in memory, so the drill goes through the same files, checks and
// build an owner's edit goes through.

/** Adds `entries` (source text, each ending in a comma) at the end of the file's last array. */
export function appendToArray(dir: string, file: string, entries: string[]): void {
  const target = path.join(dir, file);
  const source = readFileSync(target, 'utf8');
  const end = source.lastIndexOf('\n];');
  if (end < 0) throw new Error(`${file}: no encuentro el final de la lista`);
  writeFileSync(target, `${source.slice(0, end)}\n${entries.join('\n')}${source.slice(end)}`);
}

/** Replaces `from` (which must be there) with `to` in the file. */
export function replaceIn(dir: string, file: string, from: string | RegExp, to: string): void {
  const target = path.join(dir, file);
  const source = readFileSync(target, 'utf8');
  if (typeof from === 'string' ? !source.includes(from) : !from.test(source)) throw new Error(`${file}: no encuentro ${String(from)}`);
  writeFileSync(target, source.replace(from, to));
}

/**
 * Sets numeric or text facts in content/instance-facts.ts, as an owner who means the change does.
 * Returns false when the project has no such file (then no test reads facts from one place).
 */
export function setFacts(dir: string, facts: Record<string, number | string>): boolean {
  if (!existsSync(path.join(dir, 'content/instance-facts.ts'))) return false;
  for (const [field, value] of Object.entries(facts))
    replaceIn(
      dir,
      'content/instance-facts.ts',
      new RegExp(`(\\n  ${field}: ).*,(?=\\n)`),
      `$1${JSON.stringify(value).replaceAll('"', "'")},`,
    );
  return true;
}

/** A project entry's source text. */
export function projectSource(p: {
  id: string;
  name: string;
  description: string;
  skills: string[];
  weight: number;
  image?: string;
}): string {
  return `  ${JSON.stringify(p, null, 2).replaceAll('\n', '\n  ')},`;
}

/** A review entry's source text. */
export function reviewSource(r: { name: string; country: string; comment: string; stars?: number }): string {
  return `  ${JSON.stringify({ stars: r.stars ?? 5, ...r }, null, 2).replaceAll('\n', '\n  ')},`;
}
