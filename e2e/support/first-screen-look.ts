/**
 * Run in the page (by Playwright's page.evaluate or the engines' driver): every element before
 * the element `id` (the page's stylesheet link, which ends the first screen) drawn on screen, with
 * the part of its box on screen and the styles a visitor sees. Self-contained: it travels to the
 * page as source.
 */
export function firstScreenLook(id: string): string[] {
  const link = document.getElementById(id)!;
  const look = ['display', 'color', 'background-color', 'background-image', 'border-color', 'box-shadow', 'opacity', 'font', 'visibility'];
  return [...document.body.querySelectorAll('*')]
    .filter((element) => element.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING && !element.contains(link))
    .map((element) => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      const onScreen = [Math.max(left, 0), Math.max(top, 0), Math.min(right, innerWidth), Math.min(bottom, innerHeight)].map(Math.round);
      const [x0, y0, x1, y1] = onScreen as [number, number, number, number];
      if (x1 <= x0 || y1 <= y0 || element.closest('noscript')) return null;
      const style = getComputedStyle(element);
      return `${element.localName}${element.id ? `#${element.id}` : ''} ${onScreen.join(',')} ${look.map((name) => style.getPropertyValue(name)).join(' | ')}`;
    })
    .filter((line) => line !== null);
}
