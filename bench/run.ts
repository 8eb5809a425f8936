// `npm run bench`: builds, serves the site as `npm start` does, and measures it — Lighthouse
// (mobile and desktop, 3 runs each, medians), byte sizes, and the contact endpoint's
// throughput and latency. Writes bench/report.md and bench/report.json. Not a test: the
// figures are reported against the targets, never asserted.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { profile, site } from '../content/index.ts';
import { gzipSize, initialLoad, kB, threeChunk, total } from './sizes.ts';
import { medianRun, runLighthouse, type FormFactor, type LighthouseRun } from './lighthouse.ts';

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.join(root, 'dist');
const port = Number(process.env.BENCH_PORT ?? 8090);
const origin = `http://127.0.0.1:${port}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

function build() {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('La construcción falló');
}

async function startServer(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    // A high rate limit: the benchmark measures the accept path, not the limiter.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, RATE_LIMIT_MAX: '100000000', SMTP_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(origin)).ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('El servidor no arrancó');
}

function sizes() {
  const { js, css } = initialLoad(distDir);
  const chunk = threeChunk(distDir);
  const models = ['app', 'web', 'code'].map((m) => path.join(root, 'public/assets/models', `${m}.glb`));
  return {
    initialJsGzip: total(js),
    initialCssGzip: total(css),
    threeChunkGzip: chunk ? gzipSize(readFileSync(chunk)) : null,
    models: Object.fromEntries(models.map((m) => [path.basename(m), statSync(m, { throwIfNoEntry: false })?.size ?? null])),
    htmlGzip: gzipSize(readFileSync(path.join(distDir, 'index.html'))),
  };
}

async function contactLoad() {
  const body = JSON.stringify({
    data: {
      name: 'Banco de pruebas',
      email: 'bench@example.com',
      subject: site.contactSubject,
      to: [profile.email],
      html: '<p>Mensaje de prueba del banco de rendimiento.</p>',
    },
  });
  const result = await autocannon({
    url: `${origin}/contact-send`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections: 10,
    duration: 10,
  });
  return {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function lighthouseMedians(formFactor: FormFactor): Promise<LighthouseRun> {
  const runs: LighthouseRun[] = [];
  for (let i = 0; i < RUNS; i++) {
    runs.push(await runLighthouse(`${origin}/`, formFactor));
    console.log(`Lighthouse ${formFactor} ${i + 1}/${RUNS}: rendimiento ${runs.at(-1)!.scores.performance}`);
  }
  return medianRun(runs);
}

const targets = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  LCP: 1200,
  CLS: 0.01,
  TBT: 50,
  initialJs: 100 * 1024,
};

function report(data: {
  date: string;
  machine: string;
  sizes: ReturnType<typeof sizes>;
  mobile: LighthouseRun;
  desktop: LighthouseRun;
  contact: Awaited<ReturnType<typeof contactLoad>>;
}) {
  const mark = (ok: boolean) => (ok ? '✅' : '❌');
  const lh = (r: LighthouseRun) =>
    `| ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${Math.round(r.metrics.FCP)} ms | ${Math.round(r.metrics.LCP)} ms | ${Math.round(r.metrics.TBT)} ms | ${r.metrics.CLS.toFixed(3)} | ${Math.round(r.metrics.SpeedIndex)} ms | ${kB(r.bytes)} | ${r.requests} |`;
  const m = data.mobile;
  return `# Benchmark report

Measured ${data.date} on ${data.machine} with \`npm run bench\` (production build served by the project's server on loopback; Lighthouse ${RUNS} runs per form factor, medians; Lighthouse's default simulated throttling).

## Lighthouse

| form factor | Performance | Accessibility | Best Practices | SEO | FCP | LCP | TBT | CLS | Speed Index | bytes | requests |
|---|---|---|---|---|---|---|---|---|---|---|---|
| mobile ${lh(data.mobile)}
| desktop ${lh(data.desktop)}

## Against the targets (mobile)

| target | goal | measured | |
|---|---|---|---|
| Performance | ≥ ${targets.performance} | ${m.scores.performance} | ${mark(m.scores.performance >= targets.performance)} |
| Accessibility | ${targets.accessibility} | ${m.scores.accessibility} | ${mark(m.scores.accessibility >= targets.accessibility)} |
| Best Practices | ${targets['best-practices']} | ${m.scores['best-practices']} | ${mark(m.scores['best-practices'] >= targets['best-practices'])} |
| SEO | ${targets.seo} | ${m.scores.seo} | ${mark(m.scores.seo >= targets.seo)} |
| LCP | ≤ ${targets.LCP} ms | ${Math.round(m.metrics.LCP)} ms | ${mark(m.metrics.LCP <= targets.LCP)} |
| CLS | ≤ ${targets.CLS} | ${m.metrics.CLS.toFixed(3)} | ${mark(m.metrics.CLS <= targets.CLS)} |
| TBT | ≤ ${targets.TBT} ms | ${Math.round(m.metrics.TBT)} ms | ${mark(m.metrics.TBT <= targets.TBT)} |
| JavaScript before interaction (gzip) | ≤ ${kB(targets.initialJs)} | ${kB(data.sizes.initialJsGzip)} | ${mark(data.sizes.initialJsGzip <= targets.initialJs)} |

## Bytes (gzip level 9)

| what | size |
|---|---|
| JavaScript before interaction | ${kB(data.sizes.initialJsGzip)} |
| CSS | ${kB(data.sizes.initialCssGzip)} |
| HTML | ${kB(data.sizes.htmlGzip)} |
| 3D chunk (loaded near Servicios) | ${data.sizes.threeChunkGzip === null ? 'n/a' : kB(data.sizes.threeChunkGzip)} |
${Object.entries(data.sizes.models)
  .map(([name, size]) => `| model ${name} (raw, meshopt) | ${size === null ? 'missing' : kB(size)} |`)
  .join('\n')}

## Contact endpoint (autocannon, 10 connections, 10 s, durable SQLite write per request)

| requests/s | p50 | p99 | non-2xx | errors |
|---|---|---|---|---|
| ${Math.round(data.contact.requestsPerSecond)} | ${data.contact.latencyP50Ms} ms | ${data.contact.latencyP99Ms} ms | ${data.contact.non2xx} | ${data.contact.errors} |
`;
}

build();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portafolio-bench-'));
const server = await startServer(dataDir);
try {
  const mobile = await lighthouseMedians('mobile');
  const desktop = await lighthouseMedians('desktop');
  const contact = await contactLoad();
  const data = {
    date: new Date().toISOString().slice(0, 10),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${readFileSync('/etc/os-release', 'utf8').match(/PRETTY_NAME="([^"]+)"/)?.[1] ?? os.platform()}`,
    sizes: sizes(),
    mobile,
    desktop,
    contact,
  };
  writeFileSync(path.join(root, 'bench/report.json'), JSON.stringify(data, null, 2) + '\n');
  writeFileSync(path.join(root, 'bench/report.md'), report(data));
  console.log(report(data));
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
