import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// `npm start`: a malformed setting stops the server at start with a clear Spanish
// message naming the variable, instead of listening on something unexpected.

const root = path.resolve(import.meta.dirname, '../..');

function startServer(env: Record<string, string>, script = 'server/main.ts') {
  return spawnSync(process.execPath, ['--import', 'tsx', script], {
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

  it('npm start says so before it builds the site, not half a minute later', () => {
    const dist = path.join(mkdtempSync(path.join(os.tmpdir(), 'sin-sitio-')), 'dist');
    try {
      const result = startServer({ PORT: 'abc', DIST_DIR: dist }, 'scripts/start.ts');
      expect(result.status).toBe(2);
      expect(result.stderr).toContain('Configuración inválida: PORT');
      expect(existsSync(dist), 'nothing built').toBe(false);
    } finally {
      rmSync(path.dirname(dist), { recursive: true, force: true });
    }
  });

  it('a port already taken is said in Spanish, naming PORT', async () => {
    const taken = createServer().listen(0, '127.0.0.1');
    await once(taken, 'listening');
    const { port } = taken.address() as { port: number };
    try {
      // Asynchronously: the port's owner is in this process and must keep answering.
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: root,
        env: {
          ...process.env,
          DIST_DIR: '.tmp/dist-test',
          DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'puerto-')),
          PORT: String(port),
          HOST: '127.0.0.1',
        },
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const [status] = (await once(child, 'exit')) as [number | null];
      expect(status).toBe(2);
      expect(stderr).toContain(`127.0.0.1:${port}`);
      expect(stderr).toContain('PORT');
      expect(stderr, 'no stack trace, just the message').not.toMatch(/\n\s+at /);
    } finally {
      taken.close();
    }
  }, 30_000);
});
