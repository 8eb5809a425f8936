/**
 * Runs `then` in a task after the next frame is drawn: a change made there is the next frame's
 * own, not squeezed into this one (the page's steps that spread work over frames all wait this way).
 */
export const afterNextFrame = (win: Window, then: () => void): void => void win.requestAnimationFrame(() => win.setTimeout(then));
