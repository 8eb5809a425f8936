import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

const root = path.resolve(import.meta.dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

/**
 * README's «Configuración» table, as variable → the default it names in backticks: "| `PORT` /
 * `HOST` | `8080` / `127.0.0.1` |" gives PORT 8080 and HOST 127.0.0.1. A default said in words
 * («sin valor», «el e-mail de `content/profile.ts`») names none.
 */
function readmeDefaults(): Record<string, string> {
  const table = readme.slice(readme.indexOf('| Variable | Por defecto |'));
  const defaults: Record<string, string> = {};
  for (const line of table.split('\n').slice(2)) {
    if (!line.startsWith('|')) break;
    const [names = '', values = ''] = line.split(' | ');
    const variables = [...names.matchAll(/`([A-Z_]+)`/g)].map((match) => match[1]!);
    const literals = [...values.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
    if (values.startsWith('`') && variables.length === literals.length) variables.forEach((name, i) => (defaults[name] = literals[i]!));
  }
  return defaults;
}

describe("README's configuration table", () => {
  it("names the server's defaults: set as written there, they configure it as no setting does", () => {
    const defaults = readmeDefaults();
    expect(Object.keys(defaults)).toEqual(
      expect.arrayContaining(['PORT', 'HOST', 'DIST_DIR', 'DATA_DIR', 'RATE_LIMIT_MAX', 'RATE_LIMIT_WINDOW_MS']),
    );
    expect(loadConfig(defaults, root)).toEqual(loadConfig({}, root));
  });
});
