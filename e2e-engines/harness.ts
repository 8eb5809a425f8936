// The journeys' register: each journey is written once and says in which windows it runs (width
// and the system's colour scheme); scripts/test-engines.ts runs every one in every engine.
import type { ColorScheme, Engine } from './driver/driver.ts';
import type { PageApi } from './support/page.ts';
import type { Site } from './support/site.ts';

export interface View {
  width: 375 | 1280;
  colorScheme: ColorScheme;
}

/** The screen heights the Chromium suite uses with these widths (playwright.config.ts). */
export const HEIGHT: Record<View['width'], number> = { 375: 812, 1280: 800 };

/** Both widths, each in one scheme: a phone in light, a desktop in dark. */
export const BOTH_WIDTHS: View[] = [
  { width: 375, colorScheme: 'light' },
  { width: 1280, colorScheme: 'dark' },
];

/** Both widths in both schemes. */
export const EVERY_WINDOW: View[] = [375, 1280].flatMap((width) =>
  (['light', 'dark'] as const).map((colorScheme) => ({ width: width as View['width'], colorScheme })),
);

/**
 * A long journey runs at one width per engine, each engine at the other one: Firefox as a phone,
 * WebKit as a desktop (the 3D viewer draws only in WebKit here, and the desktop shows it larger).
 */
export const ONE_WIDTH_PER_ENGINE = (engine: string): View[] =>
  engine.startsWith('Firefox') ? [{ width: 375, colorScheme: 'dark' }] : [{ width: 1280, colorScheme: 'light' }];

export interface Visit {
  engine: Engine;
  view: View;
  page: PageApi;
  site: Site;
}

export interface Journey {
  title: string;
  windows: (engine: string) => View[];
  /** false: the browser has JavaScript turned off. */
  javaScript: boolean;
  /** false: the system lets pages move (driver.ts, WindowOptions). */
  reducedMotion: boolean;
  run: (visit: Visit) => Promise<void>;
}

export const journeys: Journey[] = [];

export function journey(
  title: string,
  run: Journey['run'],
  options: { windows?: View[] | Journey['windows']; javaScript?: boolean; reducedMotion?: boolean } = {},
): void {
  const windows = options.windows ?? BOTH_WIDTHS;
  journeys.push({
    title,
    run,
    javaScript: options.javaScript ?? true,
    reducedMotion: options.reducedMotion ?? true,
    windows: typeof windows === 'function' ? windows : () => windows,
  });
}
