// Everything a journey's page talks to, all on 127.0.0.1: the real server (server/main.ts) serving
// the test build, with its SQLite outbox and delivering by SMTP to a real SMTP server in this
// process (the sink the server tests use), the stand-in countries and flags service the build
// points at, and in front of the server the proxy the browsers load the site from.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startChildServer, stopped } from '../../server/__tests__/helpers/child-server.ts';
import { startFakeSmtp, type FakeSmtp } from '../../server/__tests__/helpers/fake-smtp.ts';
import { startFakeCountriesServer } from '../../e2e/support/fake-countries-server.ts';
import { startSiteProxy, type SiteProxy } from './site-proxy.ts';

export interface SiteOptions {
  distDir: string;
  /** Where the browsers load the site from (the proxy). */
  port: number;
  /** The countries stand-in's port, the one the test build was made for. */
  fakeCountriesPort: number;
  /** For the server's outbox. */
  workDir: string;
}

export interface Site {
  proxy: SiteProxy;
  smtp: FakeSmtp;
  close(): Promise<void>;
}

export async function startSite(options: SiteOptions): Promise<Site> {
  const dataDir = path.join(options.workDir, 'data');
  mkdirSync(options.workDir, { recursive: true });
  rmSync(dataDir, { recursive: true, force: true });
  const smtp = await startFakeSmtp(0);
  const countries = await startFakeCountriesServer({ port: options.fakeCountriesPort, host: '127.0.0.1' });
  const server = await startChildServer(
    // Every journey sends from 127.0.0.1; the limiter itself is proven in server/__tests__.
    { DIST_DIR: options.distDir, DATA_DIR: dataDir, SMTP_URL: smtp.url, RATE_LIMIT_MAX: '1000' },
    30_000,
  ).catch(async (error: unknown) => {
    await Promise.all([smtp.close(), countries.close()]);
    throw error;
  });
  const proxy = await startSiteProxy(options.port, Number(new URL(server.origin).port));
  return {
    proxy,
    smtp,
    async close() {
      server.child.kill('SIGTERM');
      await Promise.all([stopped(server.child), proxy.close(), smtp.close(), countries.close()]);
    },
  };
}
