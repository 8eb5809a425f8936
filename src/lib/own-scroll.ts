declare global {
  interface Window {
    /**
     * Where the page's own last scroll left it. A scroll's event reaches listeners only at the
     * next frame, after whatever changed since (a part above grown as it came alive), so a
     * navigation (./scroll.ts) asks this rather than judge by where its section has moved.
     * Known limit: a find in the page that one of the page's own scrolls follows within the same
     * frame ends at this place too, and counts as the page's.
     */
    ownScrollY?: number;
  }
}

/** Scrolls at once to `top` as the page's own move, not the visitor's (`ownScrollY`). */
export function ownScrollTo(win: Window, top: number): void {
  win.scrollTo({ top, behavior: 'instant' });
  win.ownScrollY = win.scrollY;
}
