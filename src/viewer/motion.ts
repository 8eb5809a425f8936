// How a service model moves (spec §4, §9). Pure numbers, no three.js: the rules are unit-tested
// here and the lazy viewer chunk only applies them.

/** The model swings between -0.5 and +0.5 radians around its vertical axis… */
export const ROTATION_LIMIT = 0.5;
/** …in steps of 0.005 radians per frame. */
export const ROTATION_STEP = 0.005;
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
  /**
   * The model holds its pose; single frames are drawn on demand. Under prefers-reduced-motion, when
   * the visitor paused it with its own button (WCAG 2.2.2), and while a mouse is on the carousel's
   * buttons: there the visitor is choosing a slide, and the swing's drawings would compete with the
   * click's frame. With WebGL in software (no GPU), at 1280 px and 4× CPU, a services dot's next
   * paint took 84 ms (median of 12 visits, 56–136) with the model swinging, 72 (40–96) with it
   * holding still; with no 3D at all, 48.
   */
  holdStill: boolean;
}

/** The animation loop runs only while every condition holds; otherwise no frame is drawn. */
export function shouldAnimate(c: LoopConditions): boolean {
  return c.onScreen && c.documentVisible && c.modelReady && !c.holdStill;
}
