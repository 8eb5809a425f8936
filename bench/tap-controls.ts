// The controls a visitor taps, how to find each one and how to tell its effect happened: one
// list for the benchmark's tap measures (bench/taps.ts) and the early-tap tests (e2e/early-taps.spec.ts).

export interface TapControl {
  /** Short name used in reports and test titles. */
  name: string;
  /** The section the control sits in (scrolled into view before the tap); none for the top bar. */
  section?: string;
  /** Only at this viewport width (the side menu's toggle shows on narrow screens only). */
  width?: number;
  /** CSS selector of the control (ARIA names, ids and data attributes: what tests may find). */
  selector: string;
  /**
   * A predicate run in the page, before and after the tap, returning a string that changes
   * when the control's effect has happened (the theme class, a count, the current slide…).
   */
  state: string;
}

const currentSlide = (region: string) =>
  `[...document.querySelectorAll('${region} [aria-roledescription="diapositiva"]')].findIndex((s) => s.getAttribute('aria-current') === 'true')`;

export const tapControls: TapControl[] = [
  {
    name: 'cambiar tema',
    selector: 'header button[aria-label="Cambiar tema"]',
    state: `document.documentElement.classList.contains('dark')`,
  },
  {
    name: 'opciones de tema',
    selector: 'header button[aria-label="Opciones de tema"]',
    state: `!!document.querySelector('header [popover]:popover-open')`,
  },
  {
    name: 'menú lateral',
    width: 375,
    selector: 'header button[aria-controls="side-menu"]',
    state: `document.getElementById('side-menu').open`,
  },
  {
    name: 'servicios: punto 2',
    section: 'services',
    selector: '#services button[aria-label="Ir a la diapositiva 2"]',
    state: currentSlide('#services'),
  },
  {
    name: 'habilidades: pestaña',
    section: 'skills',
    selector: '#skills [role="tab"]:nth-child(2)',
    state: `document.querySelector('#skills [role="tab"][aria-selected="true"]')?.textContent`,
  },
  {
    name: 'proyectos: ver más',
    section: 'projects',
    selector: '#projects button[aria-expanded]',
    state: `document.querySelectorAll('#projects [data-testid="project-card"]').length`,
  },
  {
    name: 'opiniones: siguiente',
    section: 'clients',
    selector: '#clients button[aria-label="Diapositiva siguiente"]',
    state: currentSlide('#clients'),
  },
];

export const controlsAt = (width: number) => tapControls.filter((c) => c.width === undefined || c.width === width);
