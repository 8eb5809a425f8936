import { StrictMode, lazy, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App, type PagePart } from './app/app';
import { belowTheFold } from './app/below-the-fold';
import { loadPart } from './app/load-part';
import { prerenderedStylesheet } from './app/page-stylesheet';
import { whenNear } from './app/when-near';
import { holdsTap } from './boot/early-taps';
import { whenOnWebFont } from './boot/web-font';
import { keepMasonryLaidOut, layOutMasonry } from './lib/masonry-layout';
import { partSelector } from './lib/page-parts';
import { applyInitialTheme } from './lib/theme';
import './styles/index.css';

// The built page did this in its inline script already (and adds the font after the first
// paint); the dev server's page has no inline script.
if (import.meta.env.DEV) {
  applyInitialTheme(window);
  void import('./styles/fonts.css');
}

// The masonry grids take their shape before the visitor gets there, not as their part comes alive
// or is first laid out: a visitor who had just brought the projects on screen saw "Ver más" move
// 111 px (src/lib/masonry-layout.ts). Every grid is measured and shaped in a task of its own, away
// from any tap (measured, a grid the browser still skips is laid out), and again once the text is
// on the web font (the cards' final heights); its observers keep it so from then on.
const grids = [...document.querySelectorAll<HTMLElement>('.masonry')];
const shapeGrids = () => setTimeout(() => grids.forEach(layOutMasonry));
for (const grid of grids) keepMasonryLaidOut(grid);
shapeGrids();
void whenOnWebFont(document).then(shapeGrids);

// Each part's code comes when the visitor nears it, or at once if a tap in it waits for it (held by
// the boot script, src/boot/early-taps.ts); until then React leaves its prerendered HTML as it
// is, and hydrates it when the code is in (or never, if it cannot come: ./app/load-part.ts).
// User Timing marks say how far each part has come (React asked for it, the visitor came near,
// its code arrived): performance tools show them, and a test that waits in vain reports them.
const parts: PagePart[] = belowTheFold.map((part) => ({
  name: part.name,
  Component: lazy(() => {
    performance.mark(`part ${part.name}: asked`);
    const element = document.querySelector(partSelector(part.name));
    return (holdsTap(element) ? Promise.resolve() : whenNear(element))
      .then(() => {
        performance.mark(`part ${part.name}: near`);
        return loadPart(part);
      })
      .then((Component) => {
        performance.mark(`part ${part.name}: code`);
        return { default: Component };
      });
  }),
}));

// The HTML is prerendered at build time (scripts/build.ts): React only attaches to it. Started
// in a transition, the shell's hydration is time-sliced (it yields to the browser every few
// milliseconds) instead of one task holding the phone; a tap meanwhile still hydrates its target
// first. (Outside a transition React hydrates the root in one go, at its default priority.)
startTransition(() => {
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <App parts={parts} stylesheet={prerenderedStylesheet(document)} />
    </StrictMode>,
  );
});
