// The address the browsers load the site from: a loopback proxy in front of the real server that
// does, the same way for every engine, what Playwright's page.route does for Chromium: hold a
// request until the journey lets it go, answer one as a failing network would, and send the HTML
// slowly. It also puts the page probe (page-probe.ts) first in every HTML page.
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import { probeScript } from './page-probe.ts';

export interface Hold {
  release(): void;
  requested(): boolean;
}

export interface SiteProxy {
  url: string;
  /** Holds every request whose path matches until `release` (or `reset`). */
  hold(path: RegExp): Hold;
  /** The next `times` requests to `path` get 503 Service Unavailable, as from a failing gateway. */
  fail(path: RegExp, times?: number): void;
  /** The next HTML page goes out `bytes` at a time, one piece per `everyMs`. */
  throttleNextPage(bytes: number, everyMs: number): void;
  /** Back to passing everything through: holds released, failures and throttling forgotten. */
  reset(): void;
  close(): Promise<void>;
}

const UNAVAILABLE = JSON.stringify({ error: { status: 'UNAVAILABLE', message: 'Service Unavailable' } });

export async function startSiteProxy(port: number, target: number): Promise<SiteProxy> {
  const probe = probeScript();
  let holds: { path: RegExp; released: Promise<void>; release: () => void; requested: boolean }[] = [];
  let failures: { path: RegExp; left: number }[] = [];
  let throttle: { bytes: number; everyMs: number } | null = null;

  /** The page's CSP, its scripts allowed the probe too. */
  const withProbe = (csp: string) => csp.replace(/script-src ([^;]*)/, `script-src $1 ${probe.hash}`);

  async function send(res: ServerResponse, body: Buffer) {
    const pace = throttle;
    throttle = null;
    if (!pace) return void res.end(body);
    for (let at = 0; at < body.length; at += pace.bytes) {
      res.write(body.subarray(at, at + pace.bytes));
      await new Promise((resolve) => setTimeout(resolve, pace.everyMs));
    }
    res.end();
  }

  function pass(req: IncomingMessage, res: ServerResponse) {
    // Uncompressed and unconditional: every HTML page arrives whole, to be given the probe.
    const headers = { ...req.headers };
    for (const name of ['accept-encoding', 'if-none-match', 'if-modified-since']) delete headers[name];
    const out = forward({ host: '127.0.0.1', port: target, method: req.method, path: req.url, headers }, (answer) => {
      const responseHeaders = { ...answer.headers };
      const csp = answer.headers['content-security-policy'];
      if (typeof csp === 'string') responseHeaders['content-security-policy'] = withProbe(csp);
      if (!String(answer.headers['content-type']).startsWith('text/html')) {
        res.writeHead(answer.statusCode ?? 502, responseHeaders);
        return void answer.pipe(res);
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const html = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/<head[^>]*>/, (head) => head + probe.html);
        const body = Buffer.from(html);
        res.writeHead(answer.statusCode ?? 502, { ...responseHeaders, 'content-length': String(body.length) });
        void send(res, body);
      });
    });
    out.on('error', () => res.destroy());
    req.pipe(out);
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const failure = failures.find((f) => f.left > 0 && f.path.test(path));
    if (failure) {
      failure.left--;
      req.resume();
      return void res.writeHead(503, { 'content-type': 'application/json' }).end(UNAVAILABLE);
    }
    const held = holds.filter((h) => h.path.test(path));
    held.forEach((h) => (h.requested = true));
    void Promise.all(held.map((h) => h.released)).then(() => pass(req, res));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${port}`,
    hold(path) {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const entry = { path, released, release, requested: false };
      holds.push(entry);
      return { release, requested: () => entry.requested };
    },
    fail: (path, times = 1) => void failures.push({ path, left: times }),
    throttleNextPage: (bytes, everyMs) => void (throttle = { bytes, everyMs }),
    reset() {
      holds.forEach((h) => h.release());
      holds = [];
      failures = [];
      throttle = null;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
