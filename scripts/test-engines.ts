// `npm run test:engines`: the visitor journeys (e2e-engines/journeys/) in Firefox ESR and in
// WebKitGTK, against the real server serving the test build (DIST_DIR, made by `npm run
// build:test` for FAKE_COUNTRIES_PORT). Each engine says its name and version; a failure names
// the engine, the width and the colour scheme and leaves a screenshot in .tmp/engines-<E2E_PORT>/failures/;
// the last line reads "N passed, N failed". `npm test` runs it after Playwright.
// ENGINES=firefox|webkit runs one engine; an argument runs the journeys whose title contains it;
// ENGINES_REPORT=<file> also writes the results as JSON (npm test's summary reads it).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Engine, Tab } from '../e2e-engines/driver/driver.ts';
import { Firefox } from '../e2e-engines/driver/firefox.ts';
import { WebKit } from '../e2e-engines/driver/webkit.ts';
import { HEIGHT, journeys, type Journey, type View } from '../e2e-engines/harness.ts';
import '../e2e-engines/journeys/index.ts';
import type { EnginesReport } from '../e2e-engines/report.ts';
import { withCommandsInFlight } from '../e2e-engines/support/in-flight.ts';
import { PageApi } from '../e2e-engines/support/page.ts';
import { freePort } from '../server/__tests__/helpers/child-server.ts';
import { startSite, type Site } from '../e2e-engines/support/site.ts';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 4173);
const workDir = path.join(root, `.tmp/engines-${port}`);
const shots = path.join(workDir, 'failures');
/** Beyond this a journey has stalled: its window is closed and it counts as failed. */
const JOURNEY_TIMEOUT_MS = 90_000;
/**
 * Beyond this a window has not opened: the driver is wedged (WebKitWebDriver waits for ever on a
 * MiniBrowser that cannot open its screen, as when Xvfb resets under it: driver/webkit.ts), so
 * the engine is started afresh and the journey counts as failed.
 */
const OPEN_TIMEOUT_MS = 60_000;
const SCHEME = { light: 'claro', dark: 'oscuro' } as const;

const only = process.env.ENGINES?.toLowerCase();
const filter = process.argv[2] ?? '';
const engines: Engine[] = [new Firefox(), new WebKit(await freePort(), workDir)].filter(
  (engine) => !only || engine.name.toLowerCase().includes(only),
);

class TimedOut extends Error {
  constructor(ms: number) {
    super(`no terminó en ${ms / 1000} s`);
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new TimedOut(ms)), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^\w]+/g, '-')
    .toLowerCase()
    .slice(0, 90);

/** Runs one journey in one window; returns what went wrong, or null. */
async function runOne(engine: Engine, site: Site, journey: Journey, view: View, label: string): Promise<string | null> {
  const { javaScript, reducedMotion } = journey;
  const options = { width: view.width, height: HEIGHT[view.width], colorScheme: view.colorScheme, javaScript, reducedMotion };
  let tab: Tab;
  try {
    tab = await withTimeout(engine.open(options), OPEN_TIMEOUT_MS);
  } catch (error) {
    await engine.stop();
    await engine.start();
    return `la ventana no se abrió: ${error instanceof Error ? error.message : String(error)}`;
  }
  const commands = withCommandsInFlight(tab);
  const page = new PageApi(commands.tab, site.proxy.url);
  try {
    await withTimeout(journey.run({ engine, view, page, site }), JOURNEY_TIMEOUT_MS).catch(async (error: Error) => {
      throw error instanceof TimedOut ? new Error(`${error.message}; ${await commands.stuck()}`) : error;
    });
    // What the page reported as wrong and the journey did not expect (page-probe.ts).
    const problems = journey.javaScript ? await page.takeProblems() : [];
    if (problems.length > 0) throw new Error(`la página informó problemas:\n${problems.join('\n')}`);
    return null;
  } catch (error) {
    const shot = path.join(shots, `${slug(label)}.png`);
    mkdirSync(shots, { recursive: true });
    const saved = await withTimeout(tab.screenshot(), 10_000).then(
      (png) => (writeFileSync(shot, png), `captura: ${path.relative(root, shot)}`),
      () => 'sin captura',
    );
    return `${error instanceof Error ? error.message : String(error)}\n${saved}`;
  } finally {
    site.proxy.reset();
    await withTimeout(tab.close(), 10_000).catch(() => undefined);
  }
}

rmSync(shots, { recursive: true, force: true });
mkdirSync(workDir, { recursive: true });
const site = await startSite({
  distDir: process.env.DIST_DIR ?? '.tmp/dist-test',
  port,
  fakeCountriesPort: Number(process.env.FAKE_COUNTRIES_PORT ?? 4390),
  workDir,
});

let [passed, failed] = [0, 0];
const tally: string[] = [];
const failures: EnginesReport['failures'] = [];
/** Ends the browsers and the servers however the run ends (Ctrl-C included): nothing is left running. */
const stopAll = () => Promise.allSettled([...engines.map((engine) => engine.stop()), site.close()]);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stopAll().then(() => process.exit(130)));
// A driver's connection lost outside any journey's await (its browser died): said, counted in the
// report, cleaned up.
process.once('uncaughtException', (error) => {
  // Anything can be thrown: a handler that threw in turn would end the run with code 7, unexplained.
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  console.log(`✘ error fuera de un recorrido: ${message}`);
  failed++;
  failures.push({ label: 'fuera de un recorrido', title: 'error no atrapado', message });
  void stopAll().then(finish);
});

async function runEngine(engine: Engine) {
  const before = [passed, failed] as const;
  const started = performance.now();
  try {
    await engine.start();
  } catch (error) {
    failed++;
    const message = error instanceof Error ? error.message : String(error);
    console.log(`✘ ${engine.name} no arrancó: ${message}`);
    tally.push(`${engine.name}: no arrancó`);
    failures.push({ label: engine.name, title: 'el navegador no arrancó', message });
    return;
  }
  console.log(`\n── ${engine.name} ${engine.version()} ──`);
  // Grouped by what the browser is launched with (Firefox reads it once per launch).
  const runs = journeys
    .filter((j) => j.title.includes(filter))
    .flatMap((journey) => journey.windows(engine.name).map((view) => ({ journey, view })))
    .sort(
      (a, b) =>
        Number(b.journey.javaScript) - Number(a.journey.javaScript) ||
        Number(b.journey.reducedMotion) - Number(a.journey.reducedMotion) ||
        a.view.colorScheme.localeCompare(b.view.colorScheme),
    );
  for (const { journey, view } of runs) {
    const label = `${engine.name} ${engine.version()} · ${view.width} px · ${SCHEME[view.colorScheme]}${journey.javaScript ? '' : ' · sin JavaScript'}${journey.reducedMotion ? '' : ' · con movimiento'}`;
    const t0 = performance.now();
    // Run once, on CI too: a failure is a failure.
    const problem = await runOne(engine, site, journey, view, `${label} ${journey.title}`);
    const seconds = ((performance.now() - t0) / 1000).toFixed(1);
    console.log(`${problem === null ? '✔' : '✘'} [${label}] ${journey.title} (${seconds} s)`);
    if (problem === null) passed++;
    else {
      failed++;
      console.log(problem.replace(/^/gm, '    '));
      failures.push({ label, title: journey.title, message: problem });
    }
  }
  await engine.stop();
  const seconds = Math.round((performance.now() - started) / 1000);
  tally.push(`${engine.name} ${engine.version()}: ${passed - before[0]} bien, ${failed - before[1]} mal (${seconds} s)`);
}

/** The report and the last line, however the run ends. */
function finish(): never {
  if (process.env.ENGINES_REPORT) {
    const report: EnginesReport = { passed, failed, engines: tally, failures };
    writeFileSync(process.env.ENGINES_REPORT, JSON.stringify(report, null, 2));
  }
  console.log(['', ...tally, `${passed} passed, ${failed} failed`].join('\n'));
  process.exit(failed > 0 ? 1 : 0);
}

try {
  for (const engine of engines) await runEngine(engine);
} finally {
  await stopAll();
}
finish();
