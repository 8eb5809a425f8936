import { isAlive, layOutBelowTheFold, partOf, SHELL } from '../lib/page-parts';
import { chooseTheme, type ThemeChoice } from '../lib/theme';

/** Whether a tap held in the element waits for its part (shown by `aria-busy`, below): its code is then asked for at once. */
export const holdsTap = (element: Element | null) => element?.querySelector('[aria-busy="true"]') != null;

/**
 * A tap the page's code cannot answer yet is not lost (the page is drawn about a second before it
 * answers on a slow phone). One listener hears them all. An in-page link, until the shell is
 * alive, is the browser's own jump: the parts below the fold are not laid out yet (their heights
 * are estimates), and the jump would miss its target, which would then move as they lay out. So
 * they are all laid out first (the click comes before the jump, which then lands exactly;
 * scrollToSection does the same after hydration), and a link in the side menu closes it too.
 * A tap on a button, until its part is alive:
 *  - the theme controls answer here, at once: this script already owns the theme;
 *  - what the platform does by itself (a popover's or dialog's invoker button) is left to it;
 *  - any other button shows it was heard (`aria-busy`, src/styles/index.css), its part's code is
 *    asked for now rather than when the visitor nears it (src/main.tsx sees the busy control
 *    when React asks for the part; asked already, the part is on screen, near), and the tap is played
 *    again, once, when the part comes alive: taps on several controls in the order they came.
 * Held taps stop here: the React of a part still waiting for its code would drop them anyway,
 * and one whose code just came must not see it a second time.
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
      } else {
        control.setAttribute('aria-busy', 'true');
        held.push({ control, part });
        askForPartCode();
      }
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    { capture: true },
  );

  // A part has come alive (its React listens now): play the held taps whose turn it is.
  new win.MutationObserver(() => {
    while (held[0] && isAlive(doc, held[0].part)) {
      const { control } = held.shift()!;
      control.removeAttribute('aria-busy');
      control.click();
    }
  }).observe(root, { attributeFilter: ['data-parts'] });
}
