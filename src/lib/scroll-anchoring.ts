import { ownScrollTo } from './own-scroll';
import { PARTS } from './page-parts';

/** Whether the browser keeps the visitor's place itself when content above them changes height (not WebKit). */
export const hasScrollAnchoring = (win: Window & typeof globalThis): boolean => win.CSS.supports('overflow-anchor', 'auto');

/**
 * WebKit (Safari) has no scroll anchoring (`overflow-anchor`): a part above the visitor that changes
 * height moves what they read. In WebKitGTK at 1280 px the reviews, 29 px taller once their part
 * came alive (a later review is longer than the first ones), moved a visitor at the contact section
 * 29 px; an owner's «Sobre mi» three times today's, coming in full, moved one 559 px (Chromium with
 * its anchoring turned off). Where the browser lacks anchoring (hasScrollAnchoring), the page does
 * what anchoring does: at every change of the page's height it puts the element that was first at
 * the top of the screen back where it was. That holds the web font's switch too, a region a frame
 * (src/boot/web-font.ts): unheld, the text above moved a visitor at the contact section 50 px at
 * 1280 px in WebKitGTK.
 */
export function anchorScroll(win: Window & typeof globalThis): void {
  let anchor: Element | undefined;
  let top = 0;
  const remember = () => {
    anchor = firstOnScreen(win.document.querySelectorAll(PARTS));
    top = anchor?.getBoundingClientRect().top ?? 0;
  };
  remember();
  // The visitor's scroll, and the page's own (a jump, a grid's shaping), set the place to keep.
  win.addEventListener('scroll', remember, { passive: true });
  new win.ResizeObserver(() => {
    // An anchor taken out of the page (a part rendered anew) says nothing: the next scroll picks another.
    const moved = anchor?.isConnected ? anchor.getBoundingClientRect().top - top : 0;
    if (Math.abs(moved) < 1) return;
    ownScrollTo(win, win.scrollY + moved);
    remember();
  }).observe(win.document.body);
}

/**
 * The anchor scroll anchoring would choose: the first element, parts first and then inside the one
 * that starts above the screen, whose box reaches onto it; past a part of which only the padding
 * does. A change below its top (a tab's cards, a carousel's height, on screen) moves nothing back.
 */
function firstOnScreen(elements: Iterable<Element>): Element | undefined {
  for (const element of elements) {
    const { top, bottom } = element.getBoundingClientRect();
    if (bottom <= 0) continue;
    if (top >= 0 || element.children.length === 0) return element;
    const inside = firstOnScreen(element.children);
    if (inside) return inside;
  }
  return undefined;
}
