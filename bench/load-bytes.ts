import { request as httpRequest } from 'node:http';
import type { Page } from '@playwright/test';
import { gzipSize } from './sizes.ts';

// What a visitor downloads when the page loads, measured in a real browser rather than guessed
// from the HTML (the hydration module and its parts are injected by script after the first
// paint). Shared by the byte budgets (e2e/budgets.spec.ts) and the benchmark, so the two can
// never measure differently.

export interface LoadedFile {
  path: string;
  type: string;
  /** Bytes on the wire: headers and the (compressed) body as sent. */
  transfer: number;
  /** The decoded body gzipped at level 9: the usual measure of script and style weight. */
  gzip: number;
}

export interface PageLoad {
  files: LoadedFile[];
  /** JavaScript fetched without any interaction (gzip -9). */
  jsGzip: number;
  cssGzip: number;
  /** Everything transferred until the page is hydrated and the network quiet. */
  transfer: number;
}

/** Loads `url`, waits for the whole page to hydrate and the network to go quiet, and sums what came. */
export async function measurePageLoad(page: Page, url: string): Promise<PageLoad> {
  const pending: Promise<LoadedFile | undefined>[] = [];
  page.on('response', (response) => {
    const { protocol, pathname } = new URL(response.url());
    if (protocol === 'data:') return;
    pending.push(
      (async () => {
        const sizes = await response.request().sizes();
        const type = response.request().resourceType();
        const body = type === 'script' || type === 'stylesheet' ? await response.body() : undefined;
        return { path: pathname, type, transfer: sizes.responseHeadersSize + sizes.responseBodySize, gzip: body ? gzipSize(body) : 0 };
      })().catch(() => undefined),
    );
  });
  await page.goto(url);
  await page.locator('html[data-parts~="shell"]').waitFor({ state: 'attached', timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(pending)).filter((file): file is LoadedFile => !!file);
  const sum = (list: LoadedFile[], key: 'gzip' | 'transfer') => list.reduce((total, file) => total + file[key], 0);
  return {
    files,
    jsGzip: sum(
      files.filter((file) => file.type === 'script'),
      'gzip',
    ),
    cssGzip: sum(
      files.filter((file) => file.type === 'stylesheet'),
      'gzip',
    ),
    transfer: sum(files, 'transfer'),
  };
}

/** The HTML response as a browser asking for brotli gets it: status line, headers and body, in bytes. */
export function htmlResponseBytes(url: string): Promise<{ headers: number; body: number; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let body = 0;
      res.on('data', (chunk: Buffer) => (body += chunk.length));
      res.on('end', () => {
        const lines = [`HTTP/1.1 ${res.statusCode} ${res.statusMessage}`];
        for (let i = 0; i < res.rawHeaders.length; i += 2) lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
        resolve({ headers: Buffer.byteLength(lines.join('\r\n') + '\r\n\r\n'), body, encoding: res.headers['content-encoding'] });
      });
    });
    req.on('error', reject);
    req.end();
  });
}
