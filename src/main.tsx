import { StrictMode, lazy, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App, type PagePart } from './app/app';
import { belowTheFold } from './app/below-the-fold';
import { loadPart } from './app/load-part';
import { prerenderedStylesheet } from './app/page-stylesheet';
import { whenNear } from './app/when-near';
import { holdsTap } from './boot/early-taps';
import { heldFaces, switchToWebFont, whenOnWebFont } from './boot/web-font';
import { keepMasonryLaidOut, reshapeMasonry } from './lib/masonry-layout';
import { partSelector } from './lib/page-parts';
import { anchorScroll, hasScrollAnchoring } from './lib/scroll-anchoring';
import { applyInitialTheme } from './lib/theme';
import './styles/index.css';

// The built page's boot script applies the theme and holds the web font's faces, which load now
// that this code has come (src/boot/web-font.ts says why not sooner); the dev server's page has no
// boot script.
if (import.meta.env.DEV) {
  applyInitialTheme(window);
  void import('./styles/fonts.css');
} else void switchToWebFont(document, heldFaces(document));

// The masonry grids take their shape before the visitor gets there (shaped as their part came
// alive, "Ver más" moved 111 px under a visitor who had just brought it on screen): in a task of
// their own, away from any tap, keeping what a visitor already there reads in place, and again
// once the text is on the web font (the cards' final heights); then its observers keep it so.
// ARCHITECTURE.md, 6.
const grids = [...document.querySelectorAll<HTMLElement>('.masonry')];
const shapeGrids = () => setTimeout(() => grids.forEach(reshapeMasonry));
for (const grid of grids) keepMasonryLaidOut(grid);
shapeGrids();
void whenOnWebFont(document).then(shapeGrids);

// Parts growing above the visitor as they come alive leave what they read in place in WebKit too,
// once the web font's switch, which holds its own regions, is over.
if (!hasScrollAnchoring(window)) void whenOnWebFont(document).then(() => anchorScroll(window));

// Each part's code comes when the visitor nears it, or at once if a tap waits for it
// (src/boot/early-taps.ts); until then React leaves its prerendered HTML as it is. A tap held
// after this check is on screen, so the observer answers at its next frame. The User Timing
// marks say how far each part came: a performance panel shows them, a test waiting in vain prints them.
const parts: PagePart[] = belowTheFold.map((part) => ({
  name: part.name,
  Component: lazy(async () => {
    performance.mark(`part ${part.name}: asked`);
    const element = document.querySelector(partSelector(part.name));
    if (!holdsTap(element)) await whenNear(element);
    performance.mark(`part ${part.name}: near`);
    const Component = await loadPart(part);
    performance.mark(`part ${part.name}: code`);
    return { default: Component };
  }),
}));

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
