/**
 * For a part of the page whose code never came (src/app/lazy-part.ts): LazyImage's placeholders
 * would never get their file. Each placeholder (an <img data-lazy>, or the <picture> around it)
 * gives way to the <noscript> copy LazyImage renders right after it (./lazy-image.tsx), natively
 * lazy, so the part shows its images as a page without JavaScript does.
 */
export function showLazyImagesWithoutScript(root: Element): void {
  for (const noscript of root.querySelectorAll('noscript')) {
    const placeholder = noscript.previousElementSibling;
    if (!placeholder?.matches('img[data-lazy], picture:has(> img[data-lazy])')) continue;
    const copy = document.createElement('template');
    copy.innerHTML = noscript.textContent ?? '';
    placeholder.replaceWith(copy.content);
  }
}
