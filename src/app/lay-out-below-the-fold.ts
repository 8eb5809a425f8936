/**
 * Below the fold the browser first skips laying out each part (content-visibility in
 * src/styles/index.css), which keeps the first paint and the font swap cheap. Once the page is
 * hydrated and the font is in, each part is laid out for good, one per idle moment (one short
 * task each, not one long one), so their real heights are known and navigation lands exactly.
 */
export async function layOutBelowTheFold(doc: Document): Promise<void> {
  await doc.fonts.ready;
  for (const part of doc.querySelectorAll<HTMLElement>('main > section:not(#home), body footer')) {
    await idle();
    part.dataset.laidOut = '';
  }
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 500 });
    else setTimeout(resolve, 50);
  });
}
