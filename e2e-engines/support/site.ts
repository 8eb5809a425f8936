// Everything a journey's page talks to, all on 127.0.0.1: the real server (server/main.ts) serving
// the test build, with its SQLite outbox and delivering by SMTP to a real SMTP server in this
// process (the sink the server tests use), the stand-in countries and flags service the build
// points at, and in front of the server the proxy the browsers load the site from.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { startFakeSmtp, type FakeSmtp } from '../../server/__tests__/helpers/fake-smtp.ts';
import { startFakeCountriesServer } from '../../e2e/support/fake-countries-server.ts';
import { startSiteProxy, type SiteProxy } from './site-proxy.ts';

export interface SiteOptions {
  root: string;
  distDir: string;
  /** Where the browsers load the site from (the proxy). */
  port: number;
  /** The countries stand-in's port, the one the test build was made for. */
  fakeCountriesPort: number;
  /** For the server's outbox and log. */
  workDir: string;
}

export interface Site {
  proxy: SiteProxy;
  smtp: FakeSmtp;
  /** The server's output so far (its log), for a failure's message. */
  logFile: string;
  close(): Promise<void>;
}

/** A port nothing listens on now, on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function waitUntilServing(url: string, exited: () => string | null): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(url).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    const exit = exited();
    if (exit !== null) throw new Error(`el servidor terminó antes de servir (${exit})`);
    if (Date.now() > deadline) throw new Error(`el servidor no sirvió ${url} en 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startSite(options: SiteOptions): Promise<Site> {
  const dataDir = path.join(options.workDir, 'data');
  mkdirSync(options.workDir, { recursive: true });
  rmSync(dataDir, { recursive: true, force: true });
  const smtp = await startFakeSmtp(0);
  const countries = await startFakeCountriesServer({ port: options.fakeCountriesPort, host: '127.0.0.1' });
  const serverPort = await freePort();
  const logFile = path.join(options.workDir, 'server.log');
  const log = createWriteStream(logFile);
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: options.root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DIST_DIR: options.distDir,
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      // Every journey sends from 127.0.0.1; the limiter itself is proven in server/__tests__.
      RATE_LIMIT_MAX: '1000',
    },
  });
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  let exit: string | null = null;
  server.on('exit', (code, signal) => (exit = String(code ?? signal)));
  const proxy = await startSiteProxy(options.port, serverPort);
  try {
    await waitUntilServing(`http://127.0.0.1:${serverPort}/`, () => exit);
  } catch (error) {
    server.kill();
    await Promise.all([proxy.close(), smtp.close(), countries.close()]);
    throw error;
  }
  return {
    proxy,
    smtp,
    logFile,
    async close() {
      const stopped = new Promise((resolve) => (exit === null ? server.once('exit', resolve) : resolve(null)));
      server.kill('SIGTERM');
      await Promise.all([stopped, proxy.close(), smtp.close(), countries.close()]);
    },
  };
}
