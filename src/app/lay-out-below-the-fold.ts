/**
 * Below the fold the browser first skips laying out each part (content-visibility in
 * src/styles/index.css), which keeps the first paint and the font swap cheap. Once the page is
 * hydrated and the font is in, each part is laid out for good, one per idle moment (one short
 * task each, not one long one), so their real heights are known and navigation lands exactly.
 */
export async function layOutBelowTheFold(doc: Document): Promise<void> {
  await doc.fonts.ready;
  for (const part of doc.querySelectorAll<HTMLElement>(BELOW_THE_FOLD_PARTS)) {
    await idle();
    markLaidOut(part);
  }
}

/** The parts whose layout waits (index.css: content-visibility until `data-laid-out`). */
export const BELOW_THE_FOLD_PARTS = 'main > section:not(#home), body footer';

export function markLaidOut(part: HTMLElement): void {
  part.dataset.laidOut = '';
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 500 });
    else setTimeout(resolve, 50);
  });
}
