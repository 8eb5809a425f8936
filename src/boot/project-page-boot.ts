// The inline script of a project's page and of the not-found page (scripts/html/project-pages.ts),
// allowed by the CSP through its hash. These pages have no React: their few controls are
// answered here, from the first paint on.
//  1. the theme, before the first paint (as on the home page);
//  2. the theme controls: the options' popover opens by itself (`popovertarget`), under its
//     button where CSS cannot place it; a choice is stored and applied here and its button marked
//     pressed;
//  3. the share button (src/lib/share-link.ts);
//  4. the page's view, counted once it has loaded (src/lib/count-visit.ts; the not-found page
//     names no project and counts nothing);
//  5. what React keeps on the home page: the options' button says whether they are open, Escape
//     hides a tooltip, and the copyright gives the visitor's year, not the build's.
import { countView } from '../lib/count-visit';
import { dismissTooltipsOnEscape } from '../lib/dismiss-tooltips';
import { anchoredByCss, placeUnder } from '../lib/place-popover';
import { listenForShares } from '../lib/share-link';
import { applyInitialTheme, chooseTheme, readPreference, type ThemeChoice } from '../lib/theme';

applyInitialTheme(window);

/** The options' `aria-pressed` (their look follows it) from the stored preference. */
function markChosen() {
  const preference = readPreference({ getItem: (key) => localStorage.getItem(key) });
  for (const option of document.querySelectorAll<HTMLElement>('[popover] [data-theme-choice]')) {
    option.setAttribute('aria-pressed', String(option.dataset.themeChoice === preference));
  }
}

document.addEventListener(
  'DOMContentLoaded',
  () => {
    markChosen();
    for (const year of document.querySelectorAll('[data-current-year]')) year.textContent = String(new Date().getFullYear());
  },
  { once: true },
);
// A popover's toggles do not bubble: heard on their way down. Placed by hand where CSS cannot
// (no React here to do it later).
document.addEventListener(
  'beforetoggle',
  (event) => {
    const popover = event.target as HTMLElement;
    const invoker = document.querySelector(`[popovertarget="${popover.id}"]`);
    if (event.newState === 'open' && invoker && !anchoredByCss()) placeUnder(popover, invoker);
  },
  { capture: true },
);
document.addEventListener(
  'toggle',
  (event) => {
    const { id } = event.target as HTMLElement;
    const open = String(event.newState === 'open');
    for (const invoker of document.querySelectorAll(`[popovertarget="${id}"]`)) invoker.setAttribute('aria-expanded', open);
  },
  { capture: true },
);
document.addEventListener('click', (event) => {
  const control = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-theme-choice]') : null;
  if (!control) return;
  chooseTheme(window, control.dataset.themeChoice as ThemeChoice);
  control.closest<HTMLElement>('[popover]')?.hidePopover();
  markChosen();
});
listenForShares(document);
dismissTooltipsOnEscape(document);
addEventListener('load', () => {
  const project = document.querySelector<HTMLElement>('[data-project]')?.dataset.project;
  // A task of its own after the load: never in the way of the first paint or a first tap.
  if (project) setTimeout(() => countView(project));
});
