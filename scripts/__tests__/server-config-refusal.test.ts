import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// `npm start`: a malformed setting stops the server at start with a clear Spanish
// message naming the variable, instead of listening on something unexpected.

const root = path.resolve(import.meta.dirname, '../..');

function startServer(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, DIST_DIR: '.tmp/dist-test', ...env },
    encoding: 'utf8',
    timeout: 15_000,
  });
}

describe('server start-up refuses malformed configuration', () => {
  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['HOST', 'no valid host!'],
  ])('%s=%s', (name, value) => {
    const result = startServer({ [name]: value });
    expect(result.signal, 'it exits by itself instead of listening').toBeNull();
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(name);
    expect(result.stderr).toMatch(/inválid|debe/i);
    expect(result.stderr, 'no stack trace, just the message').not.toMatch(/\n\s+at /);
  });
});
