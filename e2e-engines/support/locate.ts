// Finding an element as a visitor or assistive technology names it: by role and accessible name
// (or, for what has no role, a CSS selector), among the elements drawn. Run inside the page.

export type Role = 'button' | 'link' | 'tab' | 'textbox' | 'dialog' | 'heading' | 'region' | 'img' | 'alert' | 'status';

/** A name as written (whole, spaces collapsed) or as a pattern. */
type NameSpec = { text: string } | { source: string; flags: string };

export type Target = ({ role: Role; name: string | RegExp } | { css: string }) & {
  /** A CSS selector for the element that holds it. */
  within?: string;
};

/** A target as it travels into the page (a RegExp does not survive JSON). */
export type TargetSpec = { role?: Role; name?: NameSpec; css?: string; within?: string };

export function toSpec(target: Target): TargetSpec {
  if ('css' in target) return { css: target.css, within: target.within };
  const name = typeof target.name === 'string' ? { text: target.name } : { source: target.name.source, flags: target.name.flags };
  return { role: target.role, name, within: target.within };
}

export function describe(target: Target): string {
  const what = 'css' in target ? target.css : `${target.role} «${String(target.name)}»`;
  return target.within ? `${what} en ${target.within}` : what;
}

/**
 * In the page: the one drawn element the spec names and, `forClick`, scrolled on screen if it is
 * not, the point a click would land on (the middle of its part no scrolling ancestor clips); or
 * why there is none ("0 elementos…": none drawn).
 */
export function locateInPage(spec: TargetSpec, forClick = true): { x: number; y: number; scrollY: number } | { problem: string } {
  const selectors: Record<string, string> = {
    button: 'button, [role="button"], input[type="submit"]',
    link: 'a[href], [role="link"]',
    tab: '[role="tab"]',
    textbox: 'input:not([type]), input[type="text"], input[type="email"], textarea, [role="textbox"]',
    dialog: 'dialog, [role="dialog"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    region: 'section[aria-label], section[aria-labelledby], [role="region"]',
    img: 'img[alt], [role="img"]',
    alert: '[role="alert"]',
    status: '[role="status"], output',
  };
  const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const visibleText = (element: Element): string =>
    [...element.childNodes]
      .map((node) => {
        if (node.nodeType === Node.TEXT_NODE) return node.textContent;
        if (node instanceof Element && node.getAttribute('aria-hidden') !== 'true' && node.checkVisibility()) {
          return node.getAttribute('aria-label') ?? (node instanceof HTMLImageElement ? node.alt : visibleText(node));
        }
        return '';
      })
      .join(' ');
  const nameOf = (element: Element): string => {
    const label = element.getAttribute('aria-label');
    if (label) return clean(label);
    const by = element.getAttribute('aria-labelledby');
    if (by)
      return clean(
        by
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      );
    const labels = (element as HTMLInputElement).labels;
    if (labels?.length) return clean([...labels].map((l) => l.textContent).join(' '));
    if (element instanceof HTMLImageElement) return clean(element.alt);
    return clean(visibleText(element));
  };
  const nameMatches = (name: string) =>
    !spec.name || ('text' in spec.name ? name === spec.name.text : new RegExp(spec.name.source, spec.name.flags).test(name));

  const scope = spec.within ? document.querySelector(spec.within) : document;
  if (!scope) return { problem: `no hay ${spec.within}` };
  const selector = spec.css ?? selectors[spec.role ?? ''] ?? `[role="${spec.role}"]`;
  const found = [...scope.querySelectorAll(selector)].filter(
    (element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: false }) && nameMatches(nameOf(element)),
  );
  if (found.length !== 1) return { problem: `${found.length} elementos dibujados coinciden` };
  if (!forClick) return { x: 0, y: 0, scrollY };
  const element = found[0]!;
  // Clipped by every ancestor that scrolls or hides its overflow, and by the window.
  const box = element.getBoundingClientRect();
  let [left, top, right, bottom] = [box.left, box.top, box.right, box.bottom];
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (getComputedStyle(parent).overflowX === 'visible') continue;
    const clip = parent.getBoundingClientRect();
    [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
    [top, bottom] = [Math.max(top, clip.top), Math.min(bottom, clip.bottom)];
  }
  if (right - left < 2) return { problem: 'recortado: no se ve nada de él' };
  const middle = (top + bottom) / 2;
  const toMiddle = () => window.scrollBy({ top: middle - innerHeight / 2, behavior: 'instant' });
  // Off screen: the window scrolls it to the middle (never a carousel: its slides are not scrolled).
  if (middle < 0 || middle > innerHeight) return (toMiddle(), { problem: 'fuera de la pantalla: desplazado' });
  const x = Math.round((left + Math.min(right, innerWidth)) / 2);
  const y = Math.round(middle);
  const hit = document.elementFromPoint(x, y);
  if (hit && (element === hit || element.contains(hit))) return { x, y, scrollY: Math.round(scrollY) };
  // Under the fixed top bar, say: brought to the middle, for the next try.
  if (middle < innerHeight / 3) toMiddle();
  return { problem: `tapado por ${hit?.outerHTML.slice(0, 80) ?? 'nada'}` };
}
