// One soak visit: a fresh window, the walk of steps.ts with a frame check after each step, and on
// a stall its screenshot and the window closed; `wedged` says the engine must be restarted (its
// window would not open or close). Every wait has a bound, so a visit always ends: open 60 s, the
// walk 120 s, screenshot and close 10 s each (a restart, by the caller, 90 s).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Engine } from '../driver/driver.ts';
import { HEIGHT, type View } from '../harness.ts';
import { PageApi } from '../support/page.ts';
import type { Site } from '../support/site.ts';
import type { VisitRecord } from './record.ts';
import { STEPS, type Notes } from './steps.ts';
import { Late, within } from '../driver/poll.ts';
import { WatchedTab } from './watch.ts';

const OPEN_MS = 60_000;
const WALK_MS = 120_000;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 300);

/** Stops and starts the engine (a wedged one may never answer "stop": it is not waited on forever). */
export async function restart(engine: Engine): Promise<void> {
  await within(engine.stop(), 30_000).catch(() => undefined);
  await within(engine.start(), 60_000);
}

export async function soakVisit(
  engine: Engine,
  site: Site,
  n: number,
  view: View,
  shots: string,
): Promise<{ record: VisitRecord; wedged: boolean }> {
  const started = performance.now();
  const record: VisitRecord = { visit: n, ...view, seconds: 0, webgl: null, modelFrames: 0, stall: null, failure: null };
  const done = (wedged: boolean) => ((record.seconds = Math.round((performance.now() - started) / 100) / 10), { record, wedged });
  const options = { width: view.width, height: HEIGHT[view.width], colorScheme: view.colorScheme, javaScript: true };

  let tab: WatchedTab;
  try {
    tab = new WatchedTab(await within(engine.open(options), OPEN_MS));
  } catch (error) {
    // WebKitWebDriver once never launched its browser (scripts/test-engines.ts): a wedged driver.
    const silence = error instanceof Late ? 'window' : null;
    if (silence)
      record.stall = { step: 'abrir la ventana', silence, message: message(error), modelLive: false, screenshot: null, restarted: true };
    else record.failure = { step: 'abrir la ventana', message: message(error) };
    return done(true);
  }

  const page = new PageApi(tab, site.proxy.url);
  const notes: Notes = { webgl: null };
  let step = '';
  const walk = async () => {
    for (const s of STEPS) {
      step = s.name;
      await s.run(page, view, notes);
      record.modelFrames = await tab.probe();
    }
  };
  try {
    await within(Promise.race([walk(), tab.stalled]), WALK_MS);
  } catch (error) {
    if (error instanceof Late) tab.mark('visit', `la visita no terminó en ${WALK_MS / 1000} s`);
    // A step that failed may be a symptom: the frame check tells whether the page still answers.
    if (!tab.stall) await tab.probe().catch(() => undefined);
    if (!tab.stall) record.failure = { step, message: message(error) };
  }
  record.webgl = notes.webgl;

  // The screenshot first (the page as the stall left it), then the window closed either way.
  const stall = tab.stall;
  const file = path.join(shots, `${engine.name.replace(/\W+/g, '-').toLowerCase()}-${n}.png`);
  const screenshot = stall
    ? await tab.screenshot().then(
        (png) => (mkdirSync(shots, { recursive: true }), writeFileSync(file, png), path.relative(process.cwd(), file)),
        () => null,
      )
    : null;
  const closed = await tab.close().then(
    () => true,
    () => false,
  );
  if (stall) {
    record.stall = {
      step,
      silence: stall.silence,
      message: stall.message,
      modelLive: record.modelFrames > 0,
      screenshot,
      restarted: !closed,
    };
  }
  site.proxy.reset();
  return done(!closed);
}
