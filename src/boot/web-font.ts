import { afterNextFrame } from '../lib/after-next-frame';
import { isRendered, PARTS } from '../lib/page-parts';

/** The parts of the page whose text switches to the web font one at a time, top to bottom. */
export const FONT_REGIONS = `#root > header, ${PARTS}`;

/**
 * The most elements a region switches in one frame: a bigger part goes child by child. The
 * services carousel as one region (110 elements) was a ~14 ms task on this machine, ~57 ms at
 * Lighthouse's 4× CPU, over the 50 ms goal; its slides one by one are a few ms each.
 */
export const MAX_REGION_ELEMENTS = 40;

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
 * After the first paint: loads the faces, then moves the drawn text onto them one region per
 * frame. All at once, reshaping the first screen's text in the new font was one long task on a
 * phone (~60 ms at 4× CPU); each region is a fraction of it. (Switched at once, `npm run bench`'s
 * real throttled mobile load had a task after the first paint of 55 ms, median of 5, over the
 * goal's 50; region by region, none.) A face that fails to load leaves its text on the local
 * face, which looks the same.
 */
export async function switchToWebFont(doc: Document, faces: readonly FontFace[], nextFrame = nextFrameDrawn): Promise<void> {
  await Promise.allSettled(faces.map((face) => face.load()));
  // A part parsed just now is drawn or skipped as of the next frame (content-visibility decides
  // then): one drawn after the regions are chosen would switch all at once, at the end.
  await nextFrame();
  const regions = fontRegions(doc);
  for (const region of regions) {
    region.dataset.webFont = '';
    await nextFrame();
  }
  // The rest switches at once: parts the browser is not drawing (content-visibility skips them,
  // so their text is shaped only when the visitor nears them), and whatever is outside the parts.
  doc.documentElement.classList.remove('font-pending');
  for (const region of regions) delete region.dataset.webFont;
}

/** Resolves once all the page's text is on the web font (or on the local face for good, if a face failed). */
export function whenOnWebFont(doc: Document): Promise<void> {
  const root = doc.documentElement;
  return new Promise((resolve) => {
    if (!root.classList.contains('font-pending')) return resolve();
    const observer = new MutationObserver(() => {
      if (root.classList.contains('font-pending')) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributeFilter: ['class'] });
  });
}

/** The drawn parts of FONT_REGIONS, in document order, split until none is over MAX_REGION_ELEMENTS. */
function fontRegions(doc: Document): HTMLElement[] {
  const regions: HTMLElement[] = [];
  const add = (part: HTMLElement) => {
    if (part.getElementsByTagName('*').length <= MAX_REGION_ELEMENTS) regions.push(part);
    else for (const child of part.children) if (child instanceof HTMLElement) add(child);
  };
  for (const part of doc.querySelectorAll<HTMLElement>(FONT_REGIONS)) if (isDrawn(part)) add(part);
  return regions;
}

/**
 * Whether the browser draws the part's content now. A part content-visibility skips is laid out
 * itself (only its content waits), so its children tell.
 */
function isDrawn(part: HTMLElement): boolean {
  const children = [...part.children];
  return children.length === 0 || children.some(isRendered);
}

/** Resolves in a task after the next frame is drawn, so each region's change is a frame's own. */
const nextFrameDrawn = (): Promise<void> => new Promise((resolve) => afterNextFrame(window, resolve));
