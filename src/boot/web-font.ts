import { afterNextFrame } from '../lib/after-next-frame';
import { isRendered, PARTS } from '../lib/page-parts';

/** The parts of the page whose text switches to the web font one at a time, top to bottom. */
export const FONT_REGIONS = `#root > header, ${PARTS}`;

/**
 * The most elements inside a region switched in one frame: the services carousel's 110 at once
 * took ~57 ms at 4× CPU (the whole first screen at once, below, ~60 ms).
 */
export const MAX_REGION_ELEMENTS = 40;

/**
 * Before the first paint: the faces join the font set unused (the root's `font-pending` keeps the
 * text on the size-matched local face), so none is fetched yet, and none lays the page out again
 * when it arrives, as a face added later does.
 */
export function holdWebFont(doc: Document, faces: readonly FontFace[]): void {
  doc.documentElement.classList.add('font-pending');
  for (const face of faces) doc.fonts.add(face);
}

/**
 * The faces `holdWebFont` put in the font set, not yet loaded. With them come those of the local
 * face sized to the font (src/styles/index.css) that no text uses yet: they load from the device.
 */
export const heldFaces = (doc: Document): FontFace[] => [...doc.fonts].filter((face) => face.status === 'unloaded');

/**
 * Once the page's code has run (src/main.tsx): loads the faces, then moves the drawn text onto
 * them a region per frame. Asked for with the code, the font shared a slow phone's link with it:
 * on the bench's slow phone the shell came alive ~220 ms later, and a tap in a part took 860 ms to
 * its effect against 614 (medians of 48). At once the switch was ~60 ms at 4× CPU, and the bench's
 * real throttled load had a 55 ms task after the first paint (goal 50); region by region, none. A
 * face that fails leaves its text on the local one. Resolves once all the text is switched.
 */
export async function switchToWebFont(doc: Document, faces: readonly FontFace[], nextFrame = nextFrameDrawn): Promise<void> {
  await Promise.allSettled(faces.map((face) => face.load()));
  // content-visibility decides what is drawn at the next frame: regions are chosen after it.
  await nextFrame();
  // A region above the visitor (who went down before the font came) moves what they read by its
  // change of height: the browser's scroll anchoring keeps their place, or in WebKit, which has
  // none, the page's (src/lib/scroll-anchoring.ts; unheld, 50 px at the contact section, 1280 px).
  // The next region is chosen each frame, so the parts a jump lays out meanwhile switch region by
  // region too (switched at once with the rest, above the screen, they moved WebKit's visitor 21 px).
  for (let region; (region = fontRegions(doc)[0]); await nextFrame()) region.dataset.webFont = '';
  // The rest switches at once, at no cost: the parts not drawn, and what is outside the parts.
  doc.documentElement.classList.remove('font-pending');
  for (const region of doc.querySelectorAll<HTMLElement>('[data-web-font]')) delete region.dataset.webFont;
}

/** The drawn parts of FONT_REGIONS not yet switched, in document order, split until none is over MAX_REGION_ELEMENTS. */
function fontRegions(doc: Document): HTMLElement[] {
  const regions: HTMLElement[] = [];
  const add = (part: HTMLElement) => {
    if (part.dataset.webFont !== undefined) return;
    if (part.getElementsByTagName('*').length <= MAX_REGION_ELEMENTS) regions.push(part);
    else for (const child of part.children) if (child instanceof HTMLElement) add(child);
  };
  for (const part of doc.querySelectorAll<HTMLElement>(FONT_REGIONS)) if (isDrawn(part)) add(part);
  return regions;
}

/** Whether the browser draws the part's content now: a skipped part is laid out itself, so its children tell. */
function isDrawn(part: HTMLElement): boolean {
  const children = [...part.children];
  return children.length === 0 || children.some(isRendered);
}

/** Resolves in a task after the next frame is drawn, so each region's change is a frame's own. */
const nextFrameDrawn = (): Promise<void> => new Promise((resolve) => afterNextFrame(window, resolve));
