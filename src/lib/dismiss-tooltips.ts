/**
 * Escape hides the tooltips a pointer or keyboard focus shows (WCAG 1.4.13), without moving
 * either: a group marked `data-tips` gets `data-tips-hidden`, which its CSS reads, until the
 * pointer leaves it or focus moves on. Returns the function that stops listening.
 */
export function dismissTooltipsOnEscape(doc: Document): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    for (const group of doc.querySelectorAll<HTMLElement>('[data-tips]')) {
      if (!group.matches(':hover, :focus-within')) continue;
      group.dataset.tipsHidden = '';
      const show = () => delete group.dataset.tipsHidden;
      group.addEventListener('pointerleave', show, { once: true });
      group.addEventListener('focusout', show, { once: true });
    }
  };
  doc.addEventListener('keydown', onKey);
  return () => doc.removeEventListener('keydown', onKey);
}
