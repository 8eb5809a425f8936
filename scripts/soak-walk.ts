// `npm run soak:walk`: the Chromium stall of the full test runs, outside the runner. A page now and
// then stops drawing frames (no requestAnimationFrame, no IntersectionObserver report, while its
// scripts still answer), so a part on screen never comes alive. `npm run soak` walks one visitor
// at a time and has not met it; the suite met it with two browsers at once on two cores. So this
// walk runs WALK_BROWSERS (2) Chromium browsers side by side, each visit walking every part alive
// top to bottom as the suite's openHome does (reduced motion, 375 and 1280 px in turn, or only
// WALK_WIDTH), and counts
// a stall when a part on screen is not alive within 15 s and the page then draws no frame within
// 1 s, or when the page does not answer a script within 10 s. WALK_VISITS (300) visits in all.
// Ends with "Chromium (N en paralelo, …): V visits, S stalls" and a line per stall with the page's
// User Timing marks (each part asked, near, code, alive). Exit code 1 if anything stalled.
// A stalled page also gets two seconds of Chromium's trace (compositor, display, GPU) and every
// thread's stack in its renderers and GPU process (gdb) saved in .tmp/soak-walk/, and is tried for
// what brings its frames back (probeStall).
// WALK_TRACE=1 traces every visit from its start (the compositor's scheduler and tile manager) and
// keeps the trace of a stalled one (parada-visita-*.json): how the stall began, which the two
// seconds traced after it cannot show (a layer tree never ready to activate, every thread idle).
// WALK_PAGE=ambas alternates pairs of visits with the same page without any of its code: its HTML with
// every script taken out and its <noscript> images in place, as a browser without JavaScript shows
// it, walked the same way (a stall there: no new frame within 15 s of bringing a part on screen,
// nor within 1 s after). A stall on that copy is the engine's, not the page's code's.
// WALK_PAGE=webgl walks only that copy, with one WebGL 2 canvas added to the services (the model's
// context attributes) that a bare loop of a dozen lines, no three.js, redraws every frame: whether
// the engine stalls with live WebGL and none of the page's code.
// WALK_PAGE=three walks that copy with three.js itself (from node_modules, not the page's bundle)
// drawing the first service's model in its slot as the page's viewer does under reduced motion: a
// WebGL 2 context made when the services come near, the model drawn once and faded in, then a
// frame on each scroll (the model's tilt). Whether three.js's use of WebGL, without the page's own
// code, brings the stall on.
import { execFile } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { services } from '../content/services.ts';
import { belowTheFold } from '../src/app/below-the-fold.ts';
import { CAMERA_FAR, CAMERA_FOV, CAMERA_NEAR } from '../src/viewer/scene.ts';
import { partSelector } from '../src/lib/page-parts.ts';
import { Late, within } from '../e2e-engines/driver/poll.ts';
import { startSite } from '../e2e-engines/support/site.ts';
import { freePort } from '../server/__tests__/helpers/child-server.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, SUITE_CHROMIUM, SUITE_DRAWS } from './chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const distDir = process.env.DIST_DIR ?? '.tmp/dist-test';
const visits = Number(process.env.WALK_VISITS ?? 300);
const browsers = Number(process.env.WALK_BROWSERS ?? 2);
// The parts below the fold in page order, as the page itself lists them.
const PARTS = belowTheFold.map((part) => part.name);
const ANSWER_MS = 10_000;
// Every stall caught so far was at 375 px: WALK_WIDTH=375 walks only that width.
const fixedWidth = process.env.WALK_WIDTH ? Number(process.env.WALK_WIDTH) : null;
// It walks the browser tests' Chromium (scripts/chromium.ts; E2E_DRAWN=1 as they take it). Every
// stall caught so far was on Chromium's software compositor: WALK_COMPOSITOR=software walks the
// full browser there (CHROMIUM_PATH, --disable-gpu) instead.
const software = process.env.WALK_COMPOSITOR === 'software';
const walkBrowser = software ? { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS } : SUITE_CHROMIUM.launchOptions;
const compositor = software
  ? 'compositor por software'
  : `compuesto en la GPU (SwiftShader)${SUITE_DRAWS ? '' : ' sin dibujar los píxeles'}`;

if (!existsSync(path.join(root, distDir, 'index.html'))) {
  console.error(`Falta la construcción de prueba en ${distDir}: npm run build:test`);
  process.exit(2);
}
const minimalArm = process.env.WALK_PAGE === 'ambas';
const threeArm = process.env.WALK_PAGE === 'three';
// webgl and three add their own code to the page without its code, and check that it drew.
const addsCode = process.env.WALK_PAGE === 'webgl' || threeArm;
const site = await startSite({
  distDir,
  port: await freePort(),
  fakeCountriesPort: Number(process.env.FAKE_COUNTRIES_PORT ?? 4390),
  workDir: path.join(root, '.tmp/soak-walk'),
});

/** The page as a browser without JavaScript shows it: no script, the <noscript> images in place of their placeholders. */
const withoutCode = (html: string) =>
  html
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<img[^>]*data-lazy=""[^>]*>/g, '')
    .replace(/<noscript>([\s\S]*?)<\/noscript>/g, '$1');

/** A WebGL 2 canvas in the services, redrawn every frame by a bare loop: a hue that turns, one triangle. */
const WEBGL_LOOP = `<script>
const canvas = Object.assign(document.createElement('canvas'), { width: 640, height: 480 });
canvas.style.cssText = 'display:block;width:320px;height:240px';
document.querySelector('#services').prepend(canvas);
const gl = canvas.getContext('webgl2', { alpha: true, antialias: true, powerPreference: 'low-power' });
const shader = (type, text) => { const s = gl.createShader(type); gl.shaderSource(s, text); gl.compileShader(s); return s; };
const program = gl.createProgram();
gl.attachShader(program, shader(gl.VERTEX_SHADER, '#version 300 es\\nuniform float t; void main() { float a = float(gl_VertexID) * 2.094 + t; gl_Position = vec4(cos(a) * .8, sin(a) * .8, 0, 1); }'));
gl.attachShader(program, shader(gl.FRAGMENT_SHADER, '#version 300 es\\nprecision mediump float; uniform float t; out vec4 c; void main() { c = vec4(.5 + .5 * sin(t), .4, .6, 1); }'));
gl.linkProgram(program);
gl.useProgram(program);
const t = gl.getUniformLocation(program, 't');
const draw = (now) => { gl.clearColor(.1, .1, .15, 1); gl.clear(gl.COLOR_BUFFER_BIT); gl.uniform1f(t, now / 1000); gl.drawArrays(gl.TRIANGLES, 0, 3); window.__webglFrames = (window.__webglFrames ?? 0) + 1; requestAnimationFrame(draw); };
requestAnimationFrame(draw);
</script>`;
/** three.js from node_modules draws the first service's model in its slot: once when loaded, then on each scroll. */
const { model } = services[0]!;
const THREE_MODEL = `<script type="importmap">{"imports":{"three":"/__three/build/three.module.js"}}</script>
<script type="module">
const slot = document.querySelector('[data-viewer-slot]');
new IntersectionObserver(async ([entry], observer) => {
  if (!entry.isIntersecting) return;
  observer.disconnect();
  const THREE = await import('three');
  const { GLTFLoader } = await import('/__three/examples/jsm/loaders/GLTFLoader.js');
  const { MeshoptDecoder } = await import('/__three/examples/jsm/libs/meshopt_decoder.module.js');
  const canvas = document.createElement('canvas');
  canvas.className = 'absolute inset-0 size-full opacity-0 transition-opacity duration-300';
  slot.append(canvas);
  const attributes = { alpha: true, antialias: true, powerPreference: 'low-power' };
  const renderer = new THREE.WebGLRenderer({ canvas, context: canvas.getContext('webgl2', attributes), ...attributes });
  renderer.setPixelRatio(Math.min(devicePixelRatio, 2));
  renderer.setSize(slot.clientWidth, slot.clientHeight, false);
  const scene = new THREE.Scene();
  const key = new THREE.DirectionalLight(0xffffff, 2.2);
  key.position.set(3, 5, 6);
  scene.add(new THREE.HemisphereLight(0xffffff, 0x1e1b4b, 1.5), key);
  const camera = new THREE.PerspectiveCamera(${CAMERA_FOV}, slot.clientWidth / slot.clientHeight, ${CAMERA_NEAR}, ${CAMERA_FAR});
  camera.position.set(${model.camera.x}, ${model.camera.y}, ${model.camera.z});
  const gltf = await new GLTFLoader().setMeshoptDecoder(MeshoptDecoder).loadAsync('/${model.path}');
  const pivot = new THREE.Group().add(gltf.scene);
  scene.add(pivot);
  const draw = () => { pivot.rotation.x = Math.sin(scrollY / 500) * 0.2; renderer.render(scene, camera); window.__webglFrames = (window.__webglFrames ?? 0) + 1; };
  draw();
  canvas.style.opacity = '1';
  let pending = 0;
  addEventListener('scroll', () => { pending ||= requestAnimationFrame(() => { pending = 0; draw(); }); }, { passive: true });
}, { rootMargin: '100% 0px' }).observe(slot);
</script>`;
const withAddedCode = (html: string) => withoutCode(html).replace('</body>', `${threeArm ? THREE_MODEL : WEBGL_LOOP}</body>`);

const stalls: string[] = [];
const minimalVisits = { done: 0, stalls: 0 };
const failures: string[] = [];
let done = 0;
let next = 0;
const t0 = performance.now();

const alive = (page: Page, name: string) =>
  page.waitForFunction((part) => document.documentElement.dataset.parts?.split(' ').includes(part), name, {
    timeout: 15_000,
    polling: 100,
  });
const frameWithin = (page: Page, ms: number) =>
  page.evaluate(
    (wait) => new Promise<string>((resolve) => (requestAnimationFrame(() => resolve('sí')), setTimeout(() => resolve('no'), wait))),
    ms,
  );
const frameWithin1s = (page: Page) => frameWithin(page, 1000);
/**
 * What a stalled page holds, and what brings its frames back, tried in turn: Chromium's memory
 * pressure signal; the page frozen and resumed; a wheel turn; the viewer's canvas taken out of the page; the
 * images of the part on screen taken out; the services carousel brought on screen. Each answer says
 * whether a frame came within 1 s after it. (No named functions inside evaluate: tsx would wrap
 * them in a helper the page does not have.)
 */
async function probeStall(page: Page, name: string): Promise<string> {
  const held = await page.evaluate((selector) => {
    const canvas = document.querySelector('canvas');
    const viewer = performance.getEntriesByType('resource').find((entry) => entry.name.includes('model-viewer'));
    const images = [...(document.querySelector(selector)?.querySelectorAll('img') ?? [])].map(
      (image) => `${image.currentSrc.split('/').pop() ?? ''}${image.complete ? '' : ' (cargando)'} ${image.naturalWidth}px`,
    );
    return [
      `lienzo ${canvas ? `${canvas.width}×${canvas.height}, opacidad ${canvas.style.opacity || '—'}` : 'ninguno'}`,
      `cuadros del visor ${JSON.stringify(window.__viewerStats ?? null)}`,
      `visor 3D pedido ${viewer ? Math.round(viewer.startTime) : '—'} ms`,
      `imágenes: ${images.join(' | ')}`,
    ].join(', ');
  }, partSelector(name));
  // Chromium's own levers on its compositor, the page untouched: a memory pressure signal (on it
  // Chromium releases what its compositor holds), then the page frozen and resumed.
  const session = await page.context().newCDPSession(page);
  await session.send('Memory.simulatePressureNotification', { level: 'critical' });
  const afterPressure = await frameWithin1s(page);
  await session.send('Page.setWebLifecycleState', { state: 'frozen' });
  await session.send('Page.setWebLifecycleState', { state: 'active' });
  const afterFreeze = await frameWithin1s(page);
  // A wheel turn, which the compositor scrolls without the page's thread: a lost signal it might give again.
  await within(page.mouse.wheel(0, 40), 3000).catch(() => undefined);
  const afterWheel = await frameWithin1s(page);
  await page.evaluate(() => document.querySelector('canvas')?.remove());
  const withoutCanvas = await frameWithin1s(page);
  await page.evaluate(
    (selector) =>
      document
        .querySelector(selector)
        ?.querySelectorAll('img')
        .forEach((image) => image.remove()),
    partSelector(name),
  );
  const withoutImages = await frameWithin1s(page);
  await page.evaluate(() => document.querySelector('#services')?.scrollIntoView({ block: 'start', behavior: 'instant' }));
  const servicesOnScreen = await frameWithin1s(page);
  return `${held}; ¿cuadro tras presión de memoria? ${afterPressure}; ¿tras congelar y reanudar? ${afterFreeze}; ¿tras una vuelta de rueda? ${afterWheel}; ¿cuadro sin el lienzo? ${withoutCanvas}; ¿sin las imágenes? ${withoutImages}; ¿con los servicios en pantalla? ${servicesOnScreen}`;
}
const traceVisits = process.env.WALK_TRACE === '1';
/** What the tile manager decided, and when: whether a layer tree became ready to activate, and why not. */
const TILE_CATEGORIES = ['cc', 'viz', 'disabled-by-default-cc.debug', 'disabled-by-default-cc.debug.scheduler'];
/** Two seconds of the stalled browser's trace (compositor, display, GPU), asked a frame meanwhile; the file's path. */
async function traceStall(page: Page): Promise<string> {
  // A visit traced from its start keeps that trace (named with the stall), which runs on past it;
  // a browser runs one trace at a time.
  if (traceVisits) return 'desde el comienzo de la visita';
  const browser = page.context().browser();
  if (!browser) return '—';
  const file = path.join(root, '.tmp/soak-walk', `parada-${Date.now()}.json`);
  const categories = [
    'cc',
    'viz',
    'gpu',
    'gpu.service',
    'toplevel',
    'blink',
    'renderer.scheduler',
    'ipc',
    'mojom',
    'disabled-by-default-cc.debug.scheduler',
    'disabled-by-default-cc.debug.scheduler.frames',
    'disabled-by-default-viz.surface_id_flow',
    'disabled-by-default-gpu.service',
  ];
  await browser.startTracing(page, { path: file, categories });
  await frameWithin1s(page);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await browser.stopTracing();
  return file;
}
/**
 * Every thread's stack in the stalled browser's renderers and GPU process (gdb; Debian's Chromium
 * has no symbols of its own, its system libraries do): the stall's trace shows a layer tree
 * waiting on tile work that never runs, and a task stuck in the thread pool would show here (the
 * one stall caught with them had every thread idle).
 */
async function stacksOfStall(page: Page): Promise<string> {
  const browser = page.context().browser();
  if (!browser) return '—';
  const session = await browser.newBrowserCDPSession();
  const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as {
    processInfo: { type: string; id: number }[];
  };
  const file = path.join(root, '.tmp/soak-walk', `pilas-${Date.now()}.txt`);
  // One process at a time, without blocking the walk's other browser.
  const stacks: string[] = [];
  for (const { type, id } of processInfo.filter((process) => process.type === 'renderer' || process.type === 'GPU')) {
    const gdb = ['-p', String(id), '-batch', '-ex', 'info threads', '-ex', 'thread apply all bt 40'];
    const { stdout } = await promisify(execFile)('gdb', gdb, { maxBuffer: 64 * 1024 * 1024 });
    stacks.push(`=== ${type} ${id}\n${stdout}`);
  }
  writeFileSync(file, stacks.join('\n'));
  return file;
}
const marks = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('mark').map((m) => `${m.name} ${Math.round(m.startTime)} ms`));

/** One visit: the page opened, every part brought on screen and waited for. Returns the stall, if any. */
async function walk(page: Page): Promise<string | null> {
  await page.goto(site.proxy.url, { waitUntil: 'domcontentloaded' });
  await alive(page, 'shell');
  for (const name of PARTS) {
    await within(
      page.locator(partSelector(name)).evaluate((part) => part.scrollIntoView({ block: 'start', behavior: 'instant' })),
      ANSWER_MS,
    );
    const arrived = await alive(page, name).then(
      () => true,
      () => false,
    );
    if (arrived) continue;
    const frame = await within(frameWithin1s(page), ANSWER_MS);
    const marked = (await within(marks(page), ANSWER_MS)).join(', ');
    // Frames still drawn: the part was slow, not stalled.
    if (frame === 'sí') throw new Error(`«${name}» no llegó a vivir en 15 s, con cuadros nuevos; marcas: ${marked}`);
    const traced = await within(traceStall(page), ANSWER_MS);
    const stacks = await stacksOfStall(page).catch((error: unknown) => String(error));
    const probed = await within(probeStall(page, name), ANSWER_MS);
    return `«${name}» no llegó a vivir en 15 s y no hubo un cuadro nuevo en 1 s; traza ${traced}; pilas ${stacks}; ${probed}; marcas: ${marked}`;
  }
  return null;
}

/** One visit of the page without its code: every part brought on screen, a new frame waited for. */
async function walkWithoutCode(page: Page): Promise<string | null> {
  // What the three.js arm's page says when its model never draws.
  const errors: string[] = [];
  if (threeArm) {
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  }
  await page.goto(site.proxy.url, { waitUntil: 'domcontentloaded' });
  for (const name of PARTS) {
    await within(
      page.locator(partSelector(name)).evaluate((part) => part.scrollIntoView({ block: 'start', behavior: 'instant' })),
      ANSWER_MS,
    );
    // three.js and the model load as the services come near: the walk goes on once the model is
    // drawn, as the page's own walk waits for each part to come alive.
    if (threeArm && name === 'services') {
      const drawn = await page
        .waitForFunction(() => (window as { __webglFrames?: number }).__webglFrames, undefined, { timeout: 15_000, polling: 100 })
        .then(
          () => true,
          () => false,
        );
      if (!drawn && (await within(frameWithin1s(page), ANSWER_MS)) === 'sí')
        throw new Error(`three.js no dibujó el modelo en 15 s, con cuadros nuevos; errores: ${errors.join(' | ') || 'ninguno'}`);
    }
    if ((await within(frameWithin(page, 15_000), 20_000)) === 'sí') continue;
    if ((await within(frameWithin1s(page), ANSWER_MS)) === 'sí') throw new Error(`«${name}»: 15 s sin un cuadro nuevo, luego uno`);
    const traced = await within(traceStall(page), ANSWER_MS);
    return `«${name}» en pantalla, sin un cuadro nuevo en 15 s ni en 1 s más (la página sin su código); traza ${traced}`;
  }
  if (addsCode) {
    const frames = await within(
      page.evaluate(() => (window as { __webglFrames?: number }).__webglFrames ?? 0),
      ANSWER_MS,
    );
    if (!frames) throw new Error('el lienzo WebGL no dibujó ningún cuadro');
  }
  return null;
}

async function visit(browser: Browser, n: number): Promise<void> {
  const bare = addsCode || (minimalArm && n % 4 >= 2);
  const width = fixedWidth ?? (n % 2 ? 1280 : 375);
  const context = await browser.newContext({
    viewport: { width, height: width === 375 ? 812 : 800 },
    hasTouch: width === 375,
    reducedMotion: 'reduce',
    locale: 'es-AR',
  });
  if (bare) {
    await context.route(site.proxy.url, async (route) => {
      const response = await route.fetch();
      if (!addsCode) return route.fulfill({ response, body: withoutCode(await response.text()) });
      // The page's own policy allows only its own scripts' hashes: the added code goes without it.
      const { 'content-security-policy': _policy, ...headers } = response.headers();
      await route.fulfill({ response, headers, body: withAddedCode(await response.text()) });
    });
    if (threeArm) {
      await context.route('**/__three/**', (route) =>
        route.fulfill({
          path: path.join(root, 'node_modules/three', new URL(route.request().url()).pathname.replace('/__three/', '')),
          contentType: 'text/javascript',
        }),
      );
    }
  }
  try {
    // A script unanswered is a stall; any other error (a load slower than its timeout) a failure.
    const page = await context.newPage();
    const trace = path.join(root, '.tmp/soak-walk', `parada-visita-${n}.json`);
    if (traceVisits) await browser.startTracing(page, { path: trace, categories: TILE_CATEGORIES });
    const stall = await (bare ? walkWithoutCode(page) : walk(page)).catch((error: unknown) => {
      if (error instanceof Late) return `un script sin respuesta: ${error.message}`;
      failures.push(`visita ${n} · ${width} px · ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      console.log(`✘ FALLA ${failures.at(-1)}`);
      return null;
    });
    if (bare) minimalVisits.done++;
    if (traceVisits) {
      await within(browser.stopTracing(), 60_000).catch(() => console.log(`✘ visita ${n}: la traza no se cerró en 60 s`));
      if (!stall) rmSync(trace, { force: true });
    }
    if (stall) {
      if (bare) minimalVisits.stalls++;
      stalls.push(
        `visita ${n} · ${width} px${bare ? ' · sin código' : ''} · ${stall}${traceVisits ? ` · traza de la visita ${trace}` : ''}`,
      );
      console.log(`✘ PARADA ${stalls.at(-1)}`);
    }
  } finally {
    done++;
    await within(context.close(), 30_000).catch(() => console.log(`✘ visita ${n}: el contexto no se cerró en 30 s`));
    if (done % 25 === 0) console.log(`${done} visitas, ${stalls.length} paradas, ${Math.round((performance.now() - t0) / 1000)} s`);
  }
}

try {
  await Promise.all(
    Array.from({ length: browsers }, async () => {
      const browser = await chromium.launch(walkBrowser);
      while (next < visits) await visit(browser, ++next);
      await browser.close();
    }),
  );
} finally {
  await site.close();
}
const minutes = ((performance.now() - t0) / 60_000).toFixed(1);
console.log(`\nChromium (${browsers} en paralelo, ${compositor}): ${done} visits, ${stalls.length} stalls (${minutes} min)`);
if (threeArm) console.log('  cada visita: la página sin su código, con three.js dibujando el modelo del primer servicio');
else if (addsCode) console.log('  cada visita: la página sin su código, con un lienzo WebGL 2 redibujado en cada cuadro');
if (minimalArm) {
  const page = { done: done - minimalVisits.done, stalls: stalls.length - minimalVisits.stalls };
  console.log(
    `  la página: ${page.done} visits, ${page.stalls} stalls; la página sin su código: ${minimalVisits.done} visits, ${minimalVisits.stalls} stalls`,
  );
}
for (const line of stalls) console.log(`  ${line}`);
if (failures.length) console.log(`${failures.length} visitas fallaron sin pararse:\n  ${failures.join('\n  ')}`);
process.exit(stalls.length || failures.length ? 1 : 0);
