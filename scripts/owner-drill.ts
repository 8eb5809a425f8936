// `npx tsx scripts/owner-drill.ts` (a suite of npm test): an owner's day, on a copy of the project.
// 1. The usual edits (a project with a real 2400 × 1500 screenshot, three reviews from countries
//    new to the content, a skill of each type, a "Sobre mi" three times longer, another city, and
//    the counts in content/instance-facts.ts), and the growth of a year on top of them (40
//    projects, 30 reviews): the build gives the new project its page, its 1200 × 630 preview and
//    its line in the sitemap, and draws the CV with the new city; every unit test that reads the
//    edited files, the main visitor journeys (the project pages' among them) and the byte budgets
//    pass; the HTML still fits the first round trip; screenshots at 375 and 1280 px land in
//    .tmp/owner-drill/ to be looked at. One copy and one build for both: a build of its own for
//    the growth took 18 s more.
// 2. The same edit with slips (a repeated id, weight 7, <script> in a description, a missing
//    image): the build stops, saying each one in Spanish, and `npm run dev` says them too. Then a
//    field deleted, which esbuild lets through: both say it with its file and line.
// DRILL_SOURCE=<folder> drills another checkout (e.g. an older commit, to see what it lacked).
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { profile } from '../content/profile.ts';
import { poll } from '../e2e-engines/driver/poll.ts';
import { copyProject } from './owner-drill/drill-copy.ts';
import { takeShots } from './owner-drill/drill-shots.ts';
import { startServer } from './owner-drill/drill-steps.ts';
import { runStep, type StepResult } from './run-step.ts';
import { pdfInfo } from './__tests__/helpers/pdf-reader.ts';
import {
  BROKEN_MESSAGES,
  brokenEdits,
  deletedFieldSlip,
  growthEdits,
  NEW_CITY,
  NEW_PROJECT,
  NEW_PROJECT_NAME,
  ownerEdits,
} from './owner-drill/owner-edits.ts';
import { checkProjectPage } from './owner-drill/project-page-checks.ts';

const root = path.resolve(import.meta.dirname, '..');
const source = path.resolve(process.env.DRILL_SOURCE ?? root);
const shotsDir = path.join(root, '.tmp/owner-drill');
const packages = path.join(root, 'node_modules');
/**
 * The visitor journeys run against the owner's edit (their counts come from the content), at
 * 1280 px; the complete page and the budgets at 375 px too run in the growth case. The skills
 * and projects set their own widths (the `once` project): the middle one adds little to 375 and
 * 1280 px, left out for time. The parts' estimated heights are held against the grown content.
 */
const JOURNEYS = ['page', 'navigation', 'clients', 'skills-projects', 'project-pages', 'budgets', 'part-estimates'].map(
  (name) => `e2e/${name}.spec.ts`,
);
const JOURNEY_FILTER = ['--project=desktop', '--project=once', '--grep-invert=900 px', '--workers=1'];
/** The files the owner's edit changes: Vitest runs every test that imports one of them. */
const EDITED = ['projects', 'reviews', 'skills', 'profile', 'instance-facts'].map((name) => `content/${name}.ts`);
const DIST = '.tmp/dist-drill';
/** The drill's loopback ports are PORT_BASE to PORT_BASE + 8 (DRILL_PORT moves them, for runs side by side). */
const PORT_BASE = Number(process.env.DRILL_PORT ?? 4820);
const port = (offset: number) => PORT_BASE + offset;

const failures: string[] = [];
const lines: string[] = [];
function report(name: string, result: StepResult, expectOk = true) {
  const ok = result.ok === expectOk;
  // Playwright's and Vitest's own count, so a run that found fewer tests than meant shows it.
  const counted = result.output.match(/^\s*(\d+ passed.*|Tests\s+\d+ passed.*)$/m)?.[1];
  lines.push(`${ok ? '✔' : '✘'} ${name} (${result.seconds} s${counted ? `; ${counted.replace(/\s+/g, ' ')}` : ''})`);
  if (!ok) {
    failures.push(name);
    console.log(`\n── ${name}: ${expectOk ? 'falló' : 'no falló y debía'} ──\n${result.output.slice(-6000)}`);
  }
  return ok;
}
function check(name: string, ok: boolean, detail = '') {
  lines.push(`${ok ? '✔' : '✘'} ${name}${ok || !detail ? '' : `: ${detail}`}`);
  if (!ok) failures.push(name);
}
const e2e = (port: number) => ({ DIST_DIR: DIST, E2E_PORT: String(port), FAKE_COUNTRIES_PORT: String(port + 1) });
const dirs: string[] = [];

// 1. The owner's edit, and the site a year later.
{
  const dir = copyProject(source, 'owner', packages);
  dirs.push(dir);
  const hasFacts = (await ownerEdits(dir)) && growthEdits(dir);
  check('edición: content/instance-facts.ts guarda las cantidades, la ciudad y el año en un solo lugar', hasFacts);
  // The part of `npm run generate` this edit needs: the brand images that name the new city. The
  // build draws the CV, the new skills' icons and the screenshot's covers by itself (checked
  // below), and the 3D models read no content; the whole command cost two minutes more.
  report('edición: generate-brand-icons', await runStep('npx', ['tsx', 'scripts/generate-brand-icons.ts'], dir));
  if (report('edición: build', await runStep('npm', ['run', 'build:test'], dir, e2e(port(0))))) {
    const covers = path.join(dir, DIST, 'assets/images/projects');
    const made = existsSync(covers)
      ? readdirSync(covers).filter((file) => file.startsWith(`${NEW_PROJECT}.`) || file.startsWith(`${NEW_PROJECT}-`))
      : [];
    const expected = ['avif', 'webp', 'jpg'].flatMap((format) => [`${NEW_PROJECT}.${format}`, `${NEW_PROJECT}-640.${format}`]).sort();
    check(
      'edición: la captura de pantalla sale como AVIF, WebP y JPEG a 640 y 960 px',
      made.sort().join() === expected.join(),
      `hay ${made.join(', ') || 'nada'}`,
    );
    // The CV a visitor downloads, drawn by the build from the edited profile.
    const cvSubject = pdfInfo(readFileSync(path.join(dir, DIST, 'assets/cv.pdf'), 'latin1')).Subject ?? '';
    check('edición: el CV del sitio dice la ciudad nueva', cvSubject.endsWith(NEW_CITY), `dice «${cvSubject}»`);
    const heaviest = Math.max(0, ...made.map((file) => statSync(path.join(covers, file)).size));
    check('edición: cada versión de la captura pesa menos de 300 kB', heaviest > 0 && heaviest < 300_000, `la más pesada: ${heaviest} B`);
    // The link the owner will send for it: its page, its preview and its line in the sitemap (the owner keeps the site's address).
    const newProject = { id: NEW_PROJECT, name: NEW_PROJECT_NAME };
    for (const { name, ok, detail } of await checkProjectPage(path.join(dir, DIST), newProject, profile.siteUrl))
      check(`edición: el proyecto nuevo, ${name}`, ok, detail);
    // Not only the content's own tests: any test that pins this owner's content breaks here. Side by
    // side with the journeys, whose one worker left a core partly idle: alone, the drill took 159 s
    // against 177.
    const unit = runStep('npx', ['vitest', 'related', '--run', ...EDITED], dir);
    const journeys = await runStep('npx', ['playwright', 'test', ...JOURNEYS, ...JOURNEY_FILTER], dir, e2e(port(0)));
    report('edición: pruebas unitarias que leen el contenido', await unit);
    report('edición: recorridos del visitante y presupuestos', journeys);
    for (const line of journeys.output.match(/^HTML: .*$/gm) ?? []) lines.push(`  ${line}`);
    // At 375 px, where the first round trip matters most (the same HTML at every width).
    const budgets = await runStep(
      'npx',
      ['playwright', 'test', 'e2e/budgets.spec.ts', 'e2e/complete-page.spec.ts', 'e2e/clients.spec.ts', '--project=mobile', '--workers=1'],
      dir,
      e2e(port(0)),
    );
    report('edición: presupuestos, página completa y carrusel a 375 px', budgets);
    for (const line of budgets.output.match(/^HTML: .*$/gm) ?? []) lines.push(`  ${line}`);
    const started = performance.now();
    // The site as the build made it, with the countries service it was built to ask.
    const site = await startServer(
      dir,
      'server/main.ts',
      { PORT: String(port(8)), HOST: '127.0.0.1', DIST_DIR: DIST, DATA_DIR: '.tmp/drill-data' },
      `http://127.0.0.1:${port(8)}/`,
    );
    // Where the build asks the countries service (e2e() above).
    const { FAKE_COUNTRIES_PORT } = e2e(port(0));
    const countries = await startServer(
      dir,
      'e2e/support/fake-countries-server.ts',
      { FAKE_COUNTRIES_PORT },
      `http://127.0.0.1:${FAKE_COUNTRIES_PORT}/__requests`,
    );
    try {
      const shots = await takeShots(`http://127.0.0.1:${port(8)}`, shotsDir);
      const seconds = Math.round((performance.now() - started) / 1000);
      lines.push(`  capturas (${seconds} s): ${shots.map((file) => path.relative(root, file)).join(', ')}`);
    } finally {
      await site.stop();
      await countries.stop();
    }
  }
}

// 2. The same edit with the owner's slips: the build refuses them, in Spanish.
{
  const dir = copyProject(source, 'broken', packages);
  dirs.push(dir);
  await ownerEdits(dir);
  brokenEdits(dir);
  const build = await runStep('npm', ['run', 'build:test'], dir, e2e(port(4)));
  report('datos rotos: el build se detiene', build, false);
  for (const message of BROKEN_MESSAGES) check(`datos rotos: dice ${message.source.replaceAll('\\', '')}`, message.test(build.output));
  // The preview says them at the page's first load, where the owner looks while editing.
  const dev = await startServer(
    dir,
    'scripts/dev.ts',
    { DEV_PORT: String(port(6)), DATA_DIR: '.tmp/drill-dev-data' },
    `http://127.0.0.1:${port(6)}/`,
  );
  try {
    const unsaid = () => BROKEN_MESSAGES.filter((message) => !message.test(dev.output()));
    // Its output comes through a pipe: read again until all are there, or 5 s have passed.
    await poll('los mensajes de npm run dev', () => Promise.resolve(unsaid().length === 0), 5000).catch(() => undefined);
    check(
      'datos rotos: npm run dev los dice todos al cargar la página',
      unsaid().length === 0,
      `no dice ${unsaid().map(String).join(', ')}`,
    );
    // Then a field deleted, which esbuild lets through: said at the page's next load and by the build.
    const deleted = deletedFieldSlip(dir);
    await fetch(`http://127.0.0.1:${port(6)}/`);
    await poll('el campo borrado en npm run dev', () => Promise.resolve(deleted.test(dev.output())), 5000).catch(() => undefined);
    check('campo borrado: npm run dev lo dice al cargar la página', deleted.test(dev.output()));
    const slipped = await runStep('npm', ['run', 'build:test'], dir, e2e(port(4)));
    report('campo borrado: el build se detiene', slipped, false);
    check(
      'campo borrado: el build dice su archivo y su línea, sin TypeError',
      deleted.test(slipped.output) && !slipped.output.includes('TypeError'),
      slipped.output.trim().split('\n').slice(-3).join(' '),
    );
  } finally {
    await dev.stop();
  }
}

console.log(['', `── Simulacro del dueño sobre ${source} ──`, ...lines].join('\n'));
if (failures.length === 0) for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
else console.log(`Las copias quedan para mirarlas: ${dirs.join(', ')}`);
process.exit(failures.length === 0 ? 0 : 1);
