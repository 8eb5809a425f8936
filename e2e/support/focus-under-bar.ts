// WCAG 2.4.11's probe, shared by the Chromium suite (e2e/a11y.spec.ts, Shift+Tab) and the engines'
// journey (e2e-engines/journeys/focus-under-bar.ts, Tab). Both functions run in the page and are
// self-contained: they travel to it as source.

/** A control of each family: its section, and its accessible name (null: the section's first control, the skills' chosen tab). */
export const CONTROLS_UNDER_BAR = [
  { section: '#projects', name: 'Ver más' },
  { section: '#skills', name: null },
  { section: '#contact', name: 'Nombre' },
  { section: '#clients', name: 'Diapositiva anterior' },
] as const;

/**
 * Marks the control (`data-probe-focus`), leaves it 8 px from the top, under the fixed bar, as
 * reading upwards leaves one, and focuses, where it is, the control `step` places from it in Tab
 * order: a Tab (step -1) or a Shift+Tab (step 1) then comes to it.
 */
export function placeUnderBar({ section, name, step }: { section: string; name: string | null; step: number }): void {
  document.querySelector('[data-probe-focus]')?.removeAttribute('data-probe-focus');
  const tabbable = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex="0"]')].filter(
    (candidate) => candidate.tabIndex >= 0 && !candidate.closest('[inert]') && candidate.checkVisibility(),
  );
  const control = tabbable.find((element) => {
    const label =
      element.getAttribute('aria-label') ??
      (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : element.textContent)?.trim();
    return element.closest(section) && (name === null || label === name);
  })!;
  control.dataset.probeFocus = '';
  control.scrollIntoView({ block: 'start', behavior: 'instant' });
  window.scrollBy({ top: control.getBoundingClientRect().top - 8, behavior: 'instant' });
  tabbable[tabbable.indexOf(control) + step]!.focus({ preventScroll: true });
}

/** The probed control's top, the fixed bar's foot (lower at the page's top, until its scroll comes) and the screen's height. */
export function probeAndBar(): [top: number, bar: number, screen: number] {
  return [
    document.querySelector('[data-probe-focus]')!.getBoundingClientRect().top,
    document.querySelector('header')!.getBoundingClientRect().bottom,
    innerHeight,
  ];
}
