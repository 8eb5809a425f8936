// How a service model moves (spec §4, §9). Pure numbers, no three.js: the rules are unit-tested
// here and the lazy viewer chunk only applies them.

/** The model swings between -0.5 and +0.5 radians around its vertical axis… */
export const ROTATION_LIMIT = 0.5;
/** …in steps of 0.005 radians per frame. */
export const ROTATION_STEP = 0.005;
/**
 * The model is drawn in one frame of every two; it still steps in each. It turns slowly (0.3 rad/s
 * at 60 Hz), so 30 drawings a second look as smooth, and each drawing is the device's GPU at work.
 * Where WebGL is drawn in software, that work takes the CPU the page answers taps with: at 1280 px
 * and 4× CPU here, the GPU process went from 108% to 78% of a core, and the next paint after a
 * services dot from a median of 88–104 ms (up to 152) to 72 (up to 88).
 */
export const FRAMES_PER_DRAWING = 2;
/** Page scroll tilts the model forward by scrollY / 1500 radians. */
export const TILT_DIVISOR = 1500;

export interface Swing {
  /** rotation.y in radians. */
  angle: number;
  /** +1 turns right (towards +0.5), -1 turns left. */
  direction: 1 | -1;
}

export const SWING_START: Swing = { angle: 0, direction: 1 };

/**
 * One frame of the back-and-forth turn: step in the current direction; on reaching a limit,
 * stop exactly on it and reverse. Rounded so that 100 steps land on 0.5, not 0.49999999.
 */
export function nextSwing({ angle, direction }: Swing): Swing {
  const next = Math.round((angle + direction * ROTATION_STEP) * 1e6) / 1e6;
  if (next >= ROTATION_LIMIT) return { angle: ROTATION_LIMIT, direction: -1 };
  if (next <= -ROTATION_LIMIT) return { angle: -ROTATION_LIMIT, direction: 1 };
  return { angle: next, direction };
}

/** rotation.x for a page scrolled `scrollY` pixels down. */
export function tiltFor(scrollY: number): number {
  return scrollY / TILT_DIVISOR;
}

export interface LoopConditions {
  /** The carousel is on (or just about on) the screen. */
  onScreen: boolean;
  /** The tab is shown (document.visibilityState === 'visible'). */
  documentVisible: boolean;
  /** The current slide's model has loaded (and the canvas sits in that slide). */
  modelReady: boolean;
  /** prefers-reduced-motion: the model holds still; single frames are drawn on demand. */
  reducedMotion: boolean;
}

/** The animation loop runs only while every condition holds; otherwise no frame is drawn. */
export function shouldAnimate(c: LoopConditions): boolean {
  return c.onScreen && c.documentVisible && c.modelReady && !c.reducedMotion;
}
