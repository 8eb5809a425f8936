// A stand-in for restcountries.com (GET /v3.1/alpha/{code}) and flagcdn.com (GET /w40/{code}.png),
// so tests never leave the machine. It knows every ISO 3166-1 alpha-2 code (rest-countries.ts),
// speaks the real response format, counts requests per path and can be told to fail a code.
//
// Control endpoints (never counted):
//   GET  /__requests              → {"/v3.1/alpha/AR": 1, "/w40/ar.png": 1, ...}
//   POST /__reset                 → clears the counts and the failures set since the start
//   POST /__fail?code=XX&mode=M   → lookups of XX fail; M = status (500, default) | bad-json | empty | network
// Run alone: `node --import tsx e2e/support/fake-countries-server.ts` listens on FAKE_COUNTRIES_PORT
// (default 4390); FAKE_COUNTRIES_FAIL=AR,CL starts with those codes failing.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { flagBandsFor, stripedFlagPng } from './fake-flag-png';
import { restCountries } from './rest-countries';

export type FailureMode = 'status' | 'bad-json' | 'empty' | 'network';
const failureModes: FailureMode[] = ['status', 'bad-json', 'empty', 'network'];

export interface FakeCountriesOptions {
  port?: number;
  host?: string;
  /** Countries served by code (upper case), flags included; defaults to every ISO 3166-1 country. */
  countries?: Record<string, unknown>;
  /** Codes whose lookups fail from the start (mode "status"). */
  failing?: string[];
}

export interface FakeCountriesServer {
  url: string;
  requests(): Record<string, number>;
  reset(): void;
  fail(code: string, mode?: FailureMode): void;
  close(): Promise<void>;
}

export async function startFakeCountriesServer(options: FakeCountriesOptions = {}): Promise<FakeCountriesServer> {
  const countries = options.countries ?? restCountries;
  const counts = new Map<string, number>();
  const failures = new Map<string, FailureMode>();
  const pngs = new Map<string, Promise<Buffer>>();
  // Back to the start: no requests counted, only the codes of options.failing failing.
  const reset = () => {
    counts.clear();
    failures.clear();
    options.failing?.forEach((code) => failures.set(code.toUpperCase(), 'status'));
  };
  reset();

  const send = (res: ServerResponse, status: number, type: string, body: string | Buffer) => {
    // restcountries answers any origin; the page fetches it cross-origin.
    res.writeHead(status, { 'Content-Type': type, 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' });
    res.end(body);
  };
  const json = (res: ServerResponse, status: number, body: unknown) => send(res, status, 'application/json', JSON.stringify(body));

  function control(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (url.pathname === '/__requests') return json(res, 200, Object.fromEntries(counts));
    if (req.method !== 'POST') return json(res, 405, { message: 'Use POST' });
    if (url.pathname === '/__reset') {
      reset();
      return json(res, 200, { ok: true });
    }
    const code = url.searchParams.get('code')?.toUpperCase();
    const mode = (url.searchParams.get('mode') ?? 'status') as FailureMode;
    if (url.pathname === '/__fail' && code && failureModes.includes(mode)) {
      failures.set(code, mode);
      return json(res, 200, { ok: true });
    }
    return json(res, 400, { message: 'Unknown control request' });
  }

  function lookup(res: ServerResponse, code: string) {
    const mode = failures.get(code);
    if (mode === 'network') return res.socket?.destroy();
    if (mode === 'status') return json(res, 500, { status: 500, message: 'Internal Server Error' });
    if (mode === 'bad-json') return send(res, 200, 'application/json', '[{"name": ');
    if (mode === 'empty') return json(res, 200, []);
    const country = countries[code];
    return country ? json(res, 200, [country]) : json(res, 404, { status: 404, message: 'Not Found' });
  }

  async function flag(res: ServerResponse, code: string) {
    if (!countries[code.toUpperCase()]) return send(res, 404, 'text/plain', 'Not Found');
    if (!pngs.has(code)) pngs.set(code, stripedFlagPng(flagBandsFor(code)));
    send(res, 200, 'image/png', await pngs.get(code)!);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.local');
    if (url.pathname.startsWith('/__')) return control(req, res, url);
    counts.set(url.pathname, (counts.get(url.pathname) ?? 0) + 1);
    if (req.method === 'OPTIONS') return send(res, 204, 'text/plain', '');
    const alpha = /^\/v3\.1\/alpha\/([A-Za-z]{2,3})$/.exec(url.pathname);
    if (alpha) return lookup(res, alpha[1]!.toUpperCase());
    const png = /^\/w40\/([a-z]{2})\.png$/.exec(url.pathname);
    if (png) return void flag(res, png[1]!);
    return json(res, 404, { status: 404, message: 'Not Found' });
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${host}:${port}`,
    requests: () => Object.fromEntries(counts),
    reset,
    fail: (code, mode = 'status') => void failures.set(code.toUpperCase(), mode),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

// Started by Playwright's webServer (see playwright.config.ts).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startFakeCountriesServer({
    port: Number(process.env.FAKE_COUNTRIES_PORT ?? 4390),
    failing: process.env.FAKE_COUNTRIES_FAIL?.split(',').filter(Boolean),
  });
  console.log(`Fake countries and flags service at ${fake.url}`);
}
