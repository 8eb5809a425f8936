/**
 * Whether CSS anchor positioning places a popover under its invoker. Safari has it from 26 only:
 * on an iPhone with iOS 18 the theme options opened at the page's top-left corner, over the logo.
 */
export const anchoredByCss = (): boolean => typeof CSS !== 'undefined' && CSS.supports('position-area', 'bottom');

/** Places a popover 8 px under its invoker, their right edges together, where CSS cannot. */
export function placeUnder(popover: HTMLElement, invoker: Element): void {
  const box = invoker.getBoundingClientRect();
  popover.style.top = `${box.bottom + 8}px`;
  popover.style.right = `${Math.max(8, document.documentElement.clientWidth - box.right)}px`;
}
