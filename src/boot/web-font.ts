/** The parts of the page whose text switches to the web font one at a time, top to bottom. */
export const FONT_REGIONS = '#root > header, main > section, body footer';

/**
 * Before the first paint: the web font's faces join the page's font set now, while the root's
 * `font-pending` class keeps all text on the size-matched local face (src/styles/index.css).
 * Nothing asks for the faces yet, so none is fetched; and a face in the set since before the first
 * layout does not lay the page out again when it arrives, as a face added later does.
 */
export function holdWebFont(doc: Document, faces: readonly FontFace[]): void {
  doc.documentElement.classList.add('font-pending');
  for (const face of faces) doc.fonts.add(face);
}

/**
 * After the first paint: loads the faces, then moves the text onto them one region per frame.
 * All at once, reshaping the first screen's text in the new font was one long task on a phone
 * (~60 ms at 4× CPU, issue 16); each region is a fraction of it. A face that fails to load leaves
 * its text on the local face, which looks the same.
 */
export async function switchToWebFont(doc: Document, faces: readonly FontFace[], nextFrame = afterNextFrame): Promise<void> {
  await Promise.allSettled(faces.map((face) => face.load()));
  const regions = [...doc.querySelectorAll<HTMLElement>(FONT_REGIONS)];
  for (const region of regions) {
    region.dataset.webFont = '';
    await nextFrame();
  }
  // Whatever is outside the regions (the body itself, anything added to it later) switches last.
  doc.documentElement.classList.remove('font-pending');
  for (const region of regions) delete region.dataset.webFont;
}

/** Resolves in a task after the next frame is drawn, so each region's change is a frame's own. */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}
