import type { SectionId } from '../../content';

/** Space left between the fixed top bar and a section's heading after navigating. */
export const SCROLL_GAP_PX = 16;

/** Where the page must scroll so that an element sits just below the fixed header. */
export function sectionScrollTop(elementTop: number, scrollY: number, headerHeight: number, gap = SCROLL_GAP_PX): number {
  return Math.max(0, Math.round(elementTop + scrollY - headerHeight - gap));
}

export function prefersReducedMotion(win: Window = window): boolean {
  return win.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

let reaim: AbortController | undefined;

/**
 * Scrolls smoothly (instantly under reduced motion) to a section, then moves keyboard focus
 * there so the next Tab continues from the section, not from the menu that was used.
 */
export function scrollToSection(id: SectionId): void {
  const target = document.getElementById(id);
  if (!target) return;
  const header = document.querySelector('header');
  const headerHeight = id === 'home' ? 0 : (header?.getBoundingClientRect().height ?? 0);
  const top = id === 'home' ? 0 : sectionScrollTop(target.getBoundingClientRect().top, window.scrollY, headerHeight);
  const smooth = !prefersReducedMotion();
  window.scrollTo({ top, behavior: smooth ? 'smooth' : 'instant' });
  target.focus({ preventScroll: true });
  // Parts the page has not laid out yet (content-visibility, right after loading) have an
  // estimated height until the scroll passes them: where the scroll ended, aim again — unless
  // the visitor took over the scroll, or navigated elsewhere meanwhile.
  reaim?.abort();
  const controller = (reaim = new AbortController());
  if (smooth && Math.abs(top - window.scrollY) > 1) {
    const { signal } = controller;
    const stop = () => controller.abort();
    window.addEventListener('wheel', stop, { once: true, signal });
    window.addEventListener('touchstart', stop, { once: true, signal });
    window.addEventListener(
      'scrollend',
      () => {
        stop();
        if (id === 'home') return;
        const again = sectionScrollTop(target.getBoundingClientRect().top, window.scrollY, headerHeight);
        if (Math.abs(again - window.scrollY) > 1) window.scrollTo({ top: again, behavior: 'instant' });
      },
      { once: true, signal },
    );
  }
}
