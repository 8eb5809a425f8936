// Debian's Chromium, headless, as root, on a machine without internet: the flags that keep it
// from phoning home (its background connections are refused here, many at a time). Shared by
// the benchmark and the scripts that render or measure with a browser; the browser tests drive
// the same Chromium in its headless shell (TEST_CHROMIUM_PATH, below).
import type { LaunchOptions } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const QUIET = [
  '--no-sandbox',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const CHROMIUM_FLAGS = [...QUIET, '--disable-gpu'];

/**
 * The browser tests' Chromium (Playwright, the owner drill's journeys, the Firebase suite, the
 * stall walk, the soak): the same engine and version as CHROMIUM_PATH (Debian's
 * `chromium-headless-shell`), without the full browser's windowing.
 */
export const TEST_CHROMIUM_PATH = process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * Composited on a GPU through SwiftShader, as a phone composites on its own GPU, not on the
 * software compositor, where a page now and then stopped drawing for good (a layer tree never
 * readied: about 2 in 1 200 walked visits with two browsers at once, `npm run soak:walk`; none in
 * 2 000 GPU-composited visits of the full browser, none in 1 575 of the shell). Traced from a
 * visit's start (`WALK_TRACE=1`), the cause is the engine's: its raster worker pool was handed six
 * tile tasks, one of them needed to ready the tree, and ran none in the 10 s that followed while
 * its workers sat idle; the page's thread then waited on that tree in its next commit. A visitor's
 * Chromium never walks that path with the 3D model live: without a usable GPU it composites in
 * software and gives no WebGL at all (chrome://gpu «WebGL: Disabled», this Chromium on a screen,
 * with and without --disable-gpu), so the services show their stills; SwiftShader's WebGL there
 * comes only from headless mode and Playwright's default --enable-unsafe-swiftshader. Our page
 * without WebGL on that path: 0 stalls in 2 732 walked visits.
 * Rastered in software: rastered on SwiftShader too, the suite took 18 % longer on two cores and
 * three tests failed for want of CPU. The suite's 253 tests took 428 s and 80 105 CPU jiffies so,
 * against 486 and 484 s, 92 660 and 92 187 jiffies in the full browser on its software compositor,
 * run one after another on this machine: 12 % less time, 13 % less CPU.
 * The shell hints its fonts fully by default: `slight` draws the text as the full browser does.
 */
export const TEST_CHROMIUM_FLAGS = [
  ...QUIET,
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
  '--disable-gpu-rasterization',
  '--font-render-hinting=slight',
];

/**
 * The browser suites' Chromium (Playwright's configs, the owner drill's journeys through them, the
 * stall walk): the browser above, which lays out, paints, rasters and composites every frame on
 * its schedule, without the GL draws that turn the composited frame into pixels, as Chromium's own
 * browser tests run unless they compare pixels. Only the three specs that read pixels (the live
 * model's, the waiting images', the focus ring's) ask for them (DRAWN_SUITE_CHROMIUM). The Playwright suite's 255 tests took 242 s and 39 772 CPU
 * jiffies so, against 323 s and 58 559 drawn, run one after the other: a third of its CPU was
 * SwiftShader drawing frames no test looked at. A failure then has its error context (the page's
 * aria snapshot) and no screenshot, which would be blank: E2E_DRAWN=1 draws every frame again and
 * keeps each failure's screenshot.
 */
interface SuiteChromium {
  launchOptions: LaunchOptions;
  screenshot: 'only-on-failure' | 'off';
}
export const DRAWN_SUITE_CHROMIUM: SuiteChromium = {
  launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: TEST_CHROMIUM_FLAGS },
  screenshot: 'only-on-failure',
};
const UNDRAWN_SUITE_CHROMIUM: SuiteChromium = {
  launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: [...TEST_CHROMIUM_FLAGS, '--disable-gl-drawing-for-tests'] },
  screenshot: 'off',
};
export const SUITE_DRAWS = process.env.E2E_DRAWN === '1';
export const SUITE_CHROMIUM = SUITE_DRAWS ? DRAWN_SUITE_CHROMIUM : UNDRAWN_SUITE_CHROMIUM;
