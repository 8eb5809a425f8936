import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App, type PagePart } from './app/app';
import { belowTheFold } from './app/below-the-fold';
import { lazyPart } from './app/lazy-part';
import { prerenderedStylesheet } from './app/page-stylesheet';
import { heldFaces, switchToWebFont } from './boot/web-font';
import { afterNextFrame } from './lib/after-next-frame';
import { keepMasonryLaidOut, reshapeMasonry } from './lib/masonry-layout';
import { isRendered } from './lib/page-parts';
import { anchorScroll, hasScrollAnchoring } from './lib/scroll-anchoring';
import { applyInitialTheme } from './lib/theme';
import './styles/index.css';

// The built page's boot script applies the theme and holds the web font's faces, which load now
// that this code has come (src/boot/web-font.ts says why not sooner); the dev server's page has no
// boot script.
if (import.meta.env.DEV) applyInitialTheme(window);
const onWebFont = import.meta.env.DEV ? import('./styles/fonts.css').then(() => {}) : switchToWebFont(document, heldFaces(document));

// The masonry grids take their shape before the visitor gets there (shaped as their part came
// alive, "Ver más" moved 111 px under a visitor who had just brought it on screen). A grid drawn
// now is shaped after the next frame, each in a task of its own, away from any tap, keeping what a
// visitor already there reads in place, and again once the text is on the web font (the cards'
// final heights). A grid content-visibility still skips is left to its observers, which shape it
// in the frame that first lays it out, before that frame is painted: measured here, its part was
// laid out inside this task, a 48–63 ms task after the first paint at 4× CPU (goal 50).
// ARCHITECTURE.md, 6.
const grids = [...document.querySelectorAll<HTMLElement>('.masonry')];
const shapeGrids = () => grids.forEach((grid) => afterNextFrame(window, () => isRendered(grid) && reshapeMasonry(grid)));
for (const grid of grids) keepMasonryLaidOut(grid);
shapeGrids();
void onWebFont.then(shapeGrids);

// What grows or shrinks above the visitor (a part coming alive, the web font's regions) leaves
// what they read in place in WebKit too, which has no scroll anchoring.
if (!hasScrollAnchoring(window)) anchorScroll(window);

const parts: PagePart[] = belowTheFold.map((part) => ({ name: part.name, Component: lazyPart(part) }));

// In a transition the shell's hydration is time-sliced (outside one React hydrates the root in one
// task); a tap meanwhile still hydrates its target first.
startTransition(() => {
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <App parts={parts} stylesheet={prerenderedStylesheet(document)} />
    </StrictMode>,
  );
});
