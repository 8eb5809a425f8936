// `npm run soak`: hunts the rare stalls (WebKitGTK stops answering mid-journey about once in 23
// engines runs; in full Chromium runs a page now and then stops drawing frames). It opens the test
// build again and again in Chromium, Firefox ESR and WebKitGTK and walks a visitor's journey in
// each visit (e2e-engines/soak/steps.ts), alternating 375/1280 px and the system's light/dark
// scheme; a script unanswered or no new frame for 10 s is a stall (e2e-engines/soak/watch.ts).
// Chromium runs at 4× CPU, as a slow phone; Firefox and WebKit have no such setting, and draw the
// 3D model on a virtual screen (Xvfb), where they have WebGL.
// SOAK_VISITS=N (150) visits per engine; SOAK_ENGINES=chromium,firefox,webkit picks engines.
// Ends with "<engine>: N visits, S stalls" per engine, a line per stall, and the details with the
// screenshots in .tmp/soak/ (report.json). Exit code 1 if anything stalled or failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Chromium } from '../e2e-engines/driver/chromium.ts';
import type { Engine } from '../e2e-engines/driver/driver.ts';
import { Firefox } from '../e2e-engines/driver/firefox.ts';
import { WebKit } from '../e2e-engines/driver/webkit.ts';
import type { View } from '../e2e-engines/harness.ts';
import { stallLine, summary, viewLabel, writeReport, type EngineRun } from '../e2e-engines/soak/record.ts';
import { restart, soakVisit } from '../e2e-engines/soak/visit.ts';
import { within } from '../e2e-engines/driver/poll.ts';
import { startSite } from '../e2e-engines/support/site.ts';
import { freePort } from '../server/__tests__/helpers/child-server.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, '.tmp/soak');
const reportFile = path.join(outDir, 'report.json');
const distDir = process.env.DIST_DIR ?? '.tmp/dist-test';
const fakeCountriesPort = process.env.FAKE_COUNTRIES_PORT ?? '4390';
const visits = Number(process.env.SOAK_VISITS ?? 150);

const ENGINES: Record<string, { make: () => Promise<Engine>; cpu: string }> = {
  chromium: { make: () => Promise.resolve(new Chromium({ cpuSlowdown: 4 })), cpu: '4× (CDP Emulation.setCPUThrottlingRate)' },
  // On a virtual screen: headless, Firefox has no WebGL here and would show the stills.
  firefox: {
    make: () => Promise.resolve(new Firefox({ onScreen: true })),
    cpu: 'sin frenar (Firefox no tiene ese ajuste), en una pantalla virtual con WebGL',
  },
  webkit: { make: async () => new WebKit(await freePort(), outDir), cpu: 'sin frenar (WebKitGTK no tiene ese ajuste)' },
};
const chosen = (process.env.SOAK_ENGINES ?? 'chromium,firefox,webkit')
  .toLowerCase()
  .split(',')
  .map((s) => s.trim());
const unknown = chosen.filter((key) => !(key in ENGINES));
if (unknown.length > 0 || !Number.isInteger(visits) || visits < 1) {
  console.error(`SOAK_ENGINES: ${Object.keys(ENGINES).join(',')} (no ${unknown.join(',') || '—'}); SOAK_VISITS: un entero ≥ 1`);
  process.exit(2);
}

/** Visit n's window: the width alternates every visit, the scheme every two (all four in four visits). */
const viewOf = (n: number): View => ({ width: n % 2 ? 375 : 1280, colorScheme: Math.floor((n - 1) / 2) % 2 ? 'dark' : 'light' });

// The test build is reused; made only when missing, for the countries stand-in's port.
if (!existsSync(path.join(root, distDir, 'index.html'))) {
  const build = spawnSync('npm', ['run', 'build:test'], { cwd: root, stdio: 'inherit', env: { ...process.env, DIST_DIR: distDir } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const site = await startSite({ distDir, port: await freePort(), fakeCountriesPort: Number(fakeCountriesPort), workDir: outDir });

const runs: EngineRun[] = [];
let current: Engine | null = null;
const t0 = performance.now();
const stopAll = () => Promise.allSettled([current ? within(current.stop(), 30_000) : null, site.close()]);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    writeReport(reportFile, runs);
    void stopAll().then(() => process.exit(130));
  });
}
// A driver's connection lost outside any await (its browser died): said and kept; the next
// visit's own bounds deal with the engine.
const outside = (error: unknown) => console.log(`✘ error fuera de una visita: ${error instanceof Error ? error.message : String(error)}`);
process.on('uncaughtException', outside);
process.on('unhandledRejection', outside);

for (const key of chosen) {
  const { make, cpu } = ENGINES[key]!;
  const engine = (current = await make());
  const run: EngineRun = { name: engine.name, version: '', cpu, visits: [], error: null };
  runs.push(run);
  try {
    await within(engine.start(), 60_000);
  } catch (error) {
    run.error = `no arrancó: ${error instanceof Error ? error.message : String(error)}`;
    console.log(`✘ ${engine.name} ${run.error}`);
    continue;
  }
  run.version = engine.version();
  console.log(`\n── ${engine.name} ${run.version} · CPU ${cpu} ──`);
  for (let n = 1; n <= visits; n++) {
    const { record, wedged } = await soakVisit(engine, site, n, viewOf(n), outDir);
    run.visits.push(record);
    const model = record.webgl === false ? 'sin WebGL' : `modelo 3D: ${record.modelFrames} cuadros`;
    if (record.stall) console.log(`✘ PARADA ${stallLine(record)} (${record.seconds} s)`);
    else if (record.failure)
      console.log(`✘ visita ${n} · ${viewLabel(record)} · «${record.failure.step}» falló: ${record.failure.message}`);
    else console.log(`✔ visita ${n} · ${viewLabel(record)} · ${record.seconds} s · ${model}`);
    writeReport(reportFile, runs);
    if (!wedged) continue;
    try {
      await restart(engine);
    } catch (error) {
      run.error = `no volvió a arrancar tras la visita ${n}: ${error instanceof Error ? error.message : String(error)}`;
      console.log(`✘ ${engine.name} ${run.error}`);
      break;
    }
  }
  await within(engine.stop(), 30_000).catch(() => undefined);
  current = null;
}
await stopAll();
writeReport(reportFile, runs);

const minutes = ((performance.now() - t0) / 60_000).toFixed(1);
console.log(['', ...summary(runs), '', `${minutes} min; detalles y capturas: ${path.relative(root, outDir)}/`].join('\n'));
const wrong = runs.some((run) => run.error || run.visits.some((v) => v.stall || v.failure));
process.exit(wrong ? 1 : 0);
