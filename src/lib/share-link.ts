import { countShare } from './count-visit';

// The share control's behaviour, without React: the project pages run it from their inline
// script (src/boot/project-page-boot.ts), the home page's cards from their part's code. One
// listener on the document answers every `[data-share-url]` button, whoever drew it.

/** What the visitor reads (and hears, through the button's status) after a press. */
export const SHARE_MESSAGES = {
  copied: 'Enlace copiado',
  /** Neither a share sheet nor the clipboard: the address itself, to copy by hand. */
  manual: 'Copia este enlace:',
} as const;

/** How long "Enlace copiado" stays beside the button. */
const CONFIRMATION_MS = 4000;

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

/**
 * The platform's share sheet where there is one (phones, Safari, Chromium on Windows and
 * macOS): the visitor picks the chat or the app. Elsewhere the link goes to the clipboard.
 */
export async function shareLink(nav: Navigator, link: { url: string; title: string }): Promise<ShareOutcome> {
  if (typeof nav.share === 'function' && (nav.canShare?.(link) ?? true)) {
    try {
      await nav.share(link);
      return 'shared';
    } catch (error) {
      // Closing the sheet is the visitor's choice, not a failure; anything else falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await nav.clipboard.writeText(link.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/**
 * Answers presses on share buttons: `data-share-url`, `data-share-title` and `data-share-project`
 * (counted once shared or copied, src/lib/count-visit.ts) on the button, its
 * status (`role="status"`, named by `aria-describedby`) shows and announces the outcome.
 * Returns the function that stops listening.
 */
export function listenForShares(doc: Document): () => void {
  const timers = new WeakMap<Element, ReturnType<typeof setTimeout>>();
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-share-url]') : null;
    if (!button) return;
    const { shareUrl: url = '', shareTitle: title = '', shareProject: project } = button.dataset;
    const status = doc.getElementById(button.getAttribute('aria-describedby') ?? '');
    void shareLink(doc.defaultView!.navigator, { url, title }).then((outcome) => {
      if (project && (outcome === 'shared' || outcome === 'copied')) countShare(project);
      if (!status || outcome === 'shared' || outcome === 'cancelled') return;
      status.textContent = outcome === 'copied' ? SHARE_MESSAGES.copied : `${SHARE_MESSAGES.manual} ${url}`;
      clearTimeout(timers.get(status));
      // The address stays for whoever must copy it by hand; the confirmation goes once read.
      if (outcome === 'copied')
        timers.set(
          status,
          setTimeout(() => (status.textContent = ''), CONFIRMATION_MS),
        );
    });
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
