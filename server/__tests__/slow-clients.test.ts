import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_HTTP_LIMITS } from '../http-limits.ts';
import { listen, payload, post, tempDirs, testConfig } from './helpers/test-site.ts';

// Slow or stuck clients can't hold the server: with 200 connections that never finish their
// headers (slowloris), a visitor still gets the page and can send a message, and the server
// itself closes the stuck connections once the header timeout passes.

const SLOW_CONNECTIONS = 200;
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A client that sends the start of a request and then nothing; resolves when the server hangs up. */
function stuckClient(port: number): Promise<{ socket: Socket; closed: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Lento: ');
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      resolve({ socket, closed: new Promise((done) => socket.once('close', () => done(answer))) });
    });
    socket.once('error', reject);
  });
}

describe('slow clients', () => {
  it('sets documented header, request, keep-alive and idle timeouts by default', async () => {
    const dirs = tempDirs();
    cleanups.push(dirs.cleanup);
    const { app } = await listen(testConfig(dirs));
    cleanups.push(() => app.close());
    expect(DEFAULT_HTTP_LIMITS).toMatchObject({ headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5_000 });
    expect(app.server.headersTimeout).toBe(DEFAULT_HTTP_LIMITS.headersTimeoutMs);
    expect(app.server.requestTimeout).toBe(DEFAULT_HTTP_LIMITS.requestTimeoutMs);
    expect(app.server.keepAliveTimeout).toBe(DEFAULT_HTTP_LIMITS.keepAliveTimeoutMs);
    expect(app.server.timeout).toBe(DEFAULT_HTTP_LIMITS.idleTimeoutMs);
  });

  it(`serves a visitor while ${SLOW_CONNECTIONS} connections stall, and drops the stalled ones`, async () => {
    const dirs = tempDirs();
    cleanups.push(dirs.cleanup);
    // Short limits so the test sees the server hang up; the behaviour is the defaults'.
    const limits = { headersTimeoutMs: 1_000, requestTimeoutMs: 2_000, checkIntervalMs: 200 };
    const { app, origin } = await listen(testConfig(dirs), { httpLimits: limits });
    cleanups.push(() => app.close());
    const port = Number(new URL(origin).port);

    const stuck = await Promise.all(Array.from({ length: SLOW_CONNECTIONS }, () => stuckClient(port)));
    cleanups.push(() => stuck.forEach(({ socket }) => socket.destroy()));

    const page = await fetch(`${origin}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Portafolio');
    const sent = await post(origin, JSON.stringify({ data: payload() }));
    expect(sent.json).toEqual({ result: { ok: true } });

    // Every stalled connection is closed by the server (408), none by us.
    const answers = await Promise.all(stuck.map(({ closed }) => closed));
    expect(answers.filter((answer) => !answer.startsWith('HTTP/1.1 408'))).toEqual([]);
  });
});
