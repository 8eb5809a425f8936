import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startChildServer, stopped, type ChildServer } from './helpers/child-server.ts';
import { startFakeSmtp } from './helpers/fake-smtp.ts';
import { payload, SITE_RECIPIENTS, tempDirs } from './helpers/test-site.ts';

// The real `node server/main.ts`: its start line tells the owner where it serves, who gets the
// messages and whether SMTP is set; SIGTERM lets a request in flight finish, within a limit.

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(env: Record<string, string> = {}): Promise<ChildServer & { dataDir: string }> {
  const dirs = tempDirs();
  cleanups.push(dirs.cleanup);
  const child = await startChildServer({ DIST_DIR: dirs.distDir, DATA_DIR: dirs.dataDir, CONTACT_TO: SITE_RECIPIENTS.join(','), ...env });
  const server = { ...child, dataDir: dirs.dataDir };
  cleanups.push(async () => {
    server.child.kill('SIGKILL');
    await stopped(server.child);
  });
  return server;
}

const lines = (server: ChildServer) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg: string; event?: string; level: number });

/**
 * A POST to /contact-send the server has begun (its headers read: it answered 100 Continue) and
 * whose body is still to come; resolves with the raw answer once the server hangs up.
 */
function requestInFlight(origin: string): Promise<{ socket: Socket; finish: () => void; answer: Promise<string> }> {
  const body = Buffer.from(JSON.stringify({ data: payload() }));
  const { port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(
        'POST /contact-send HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          `Content-Length: ${body.length}\r\nConnection: close\r\nExpect: 100-continue\r\n\r\n`,
      );
    });
    let answer = '';
    const answered = new Promise<string>((done) => socket.once('close', () => done(answer)));
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
      if (answer.startsWith('HTTP/1.1 100 Continue\r\n\r\n')) {
        answer = answer.slice('HTTP/1.1 100 Continue\r\n\r\n'.length);
        resolve({ socket, finish: () => socket.end(body), answer: answered });
      }
    });
  });
}

describe('server start and stop', () => {
  it('prints one JSON start line with the address, CONTACT_TO and the SMTP server', async () => {
    const smtp = await startFakeSmtp();
    cleanups.push(() => smtp.close());
    const server = await start({ SMTP_URL: `smtp://usuario:clave-secreta@127.0.0.1:${smtp.port}` });
    const [first] = lines(server);
    expect(first!.msg).toBe(
      `Sitio listo en ${server.origin}/ · CONTACT_TO: ${SITE_RECIPIENTS.join(', ')} · ` +
        `mensajes en ${server.dataDir}, se envían por SMTP (smtp://127.0.0.1:${smtp.port})`,
    );
    expect(server.output()).not.toContain('clave-secreta');
  });

  // A test of its own: each start of the server under tsx takes 5–8 s on a busy machine, two in one test came near its 20 s.
  it('says so in its start line when no SMTP server is configured', async () => {
    const storeOnly = await start();
    expect(lines(storeOnly)[0]!.msg).toContain('SMTP no configurado: solo se guardan (ver npm run messages)');
  });

  it('on SIGTERM finishes the request in flight, answers it, and exits 0', async () => {
    const server = await start();
    const request = await requestInFlight(server.origin);
    server.child.kill('SIGTERM');
    await expect.poll(() => lines(server).map((line) => line.event)).toContain('shutdown.start');
    request.finish();
    expect(await request.answer).toMatch(/^HTTP\/1\.1 200 [\s\S]*\{"result":\{"ok":true\}\}$/);
    await stopped(server.child);
    expect(server.child.exitCode).toBe(0);
    expect(lines(server).map((line) => line.event)).toEqual([undefined, 'shutdown.start', 'message.accepted', 'shutdown.done']);
  });

  it('cuts off a request still unfinished after SHUTDOWN_TIMEOUT_MS and exits 1', async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_MS: '300' });
    const request = await requestInFlight(server.origin);
    cleanups.push(() => void request.socket.destroy());
    server.child.kill('SIGTERM');
    await stopped(server.child);
    expect(server.child.exitCode).toBe(1);
    expect(lines(server).map((line) => line.event)).toEqual([undefined, 'shutdown.start', 'shutdown.timeout']);
  });
});
