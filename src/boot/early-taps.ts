import { isAlive, layOutBelowTheFold, partOf, SHELL } from '../lib/page-parts';
import { chooseTheme, type ThemeChoice } from '../lib/theme';

/** Whether a tap held in the element waits for its part (shown by `aria-busy`, below): its code is then asked for at once. */
export const holdsTap = (element: Element | null) => element?.querySelector('[aria-busy="true"]') != null;

/**
 * A tap before the page's code is alive is not lost: on a slow phone the page is drawn about a
 * second before its code answers (ARCHITECTURE.md, 4.; e2e/early-taps.spec.ts).
 *  - an in-page link, until the shell is alive, lays the page out first, so that the browser's
 *    jump lands (the click comes before it), and closes the side menu it is in;
 *  - a button, until its part is alive: the theme controls answer here (this script owns the
 *    theme already); invoker buttons (a popover, the menu's dialog) are left to the platform;
 *    any other shows `aria-busy`, asks for its part's code now (src/app/lazy-part.ts sees the
 *    busy control) and is played again once, when the part comes alive, in the order the taps came
 *    (a part whose code never comes holds up no other part's). A second tap on a busy control is
 *    the same tap: played twice, a tapped-again «siguiente» went two slides on. A held tap stops
 *    here: a part still waiting would drop it, and one whose code just came must not see it twice.
 */
export function answerEarlyTaps(win: Window & typeof globalThis, askForPartCode: () => void): void {
  const doc = win.document;
  const root = doc.documentElement;
  const held: { control: HTMLElement; part: string }[] = [];
  const invokers = 'command' in win.HTMLButtonElement.prototype;

  win.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof win.Element ? event.target : null;
      const link = target?.closest('a[href^="#"]');
      if (link && !isAlive(doc, SHELL)) {
        layOutBelowTheFold(doc);
        link.closest('dialog')?.close();
      }
      const control = target?.closest<HTMLElement>('button');
      if (!control) return;
      const part = partOf(control);
      if (isAlive(doc, part)) return;
      const { themeChoice } = control.dataset;
      if (themeChoice) {
        chooseTheme(win, themeChoice as ThemeChoice);
        control.closest<HTMLElement>('[popover]')?.hidePopover();
      } else if (control.hasAttribute('popovertarget') || (invokers && control.hasAttribute('commandfor'))) {
        return;
      } else if (control.getAttribute('aria-busy') !== 'true') {
        control.setAttribute('aria-busy', 'true');
        held.push({ control, part });
        askForPartCode();
      }
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    { capture: true },
  );

  // A part has come alive (its React listens now): play its held taps.
  new win.MutationObserver(() => {
    for (const tap of held.filter(({ part }) => isAlive(doc, part))) {
      held.splice(held.indexOf(tap), 1);
      tap.control.removeAttribute('aria-busy');
      tap.control.click();
    }
  }).observe(root, { attributeFilter: ['data-parts'] });
}
