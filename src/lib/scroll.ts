import type { SectionId } from '../../content';
import { prefersReducedMotion } from './reduced-motion';

/** Space left between the fixed top bar and a section's heading after navigating. */
export const SCROLL_GAP_PX = 16;

/** Where the page must scroll so that an element sits just below the fixed header. */
export function sectionScrollTop(elementTop: number, scrollY: number, headerHeight: number, gap = SCROLL_GAP_PX): number {
  return Math.max(0, Math.round(elementTop + scrollY - headerHeight - gap));
}

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
  window.scrollTo({ top, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
  target.focus({ preventScroll: true });
}
