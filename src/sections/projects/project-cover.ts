import type { Project } from '../../../content';

// One source of truth for the project covers, shared by the card (paths, width, height) and by
// scripts/generate-project-images.ts (what to draw or encode, at which sizes). A cover is either
// an illustration drawn from the project's data or the owner's real picture of it
// (content/images/); both come in the same files, so the card treats them alike.

/** Phone apps get a tall cover, token platforms a square one, web systems a wide one: the varied
 *  heights are what make the masonry read as a composition rather than a table. */
export type CoverLayout = 'phone' | 'token' | 'browser';

export interface CoverSize {
  width: number;
  height: number;
}

export const coverSizes: Record<CoverLayout, CoverSize> = {
  phone: { width: 960, height: 1200 },
  token: { width: 960, height: 960 },
  browser: { width: 960, height: 640 },
};

/** Rendered widths: 640 covers one phone column at 2x, 960 a tablet column at 2x. */
export const coverWidths = [640, 960] as const;
export type CoverWidth = (typeof coverWidths)[number];
export const coverFormats = ['avif', 'webp', 'jpg'] as const;
export type CoverFormat = (typeof coverFormats)[number];

/** Icons are 96 px squares, shown at 48 px. */
export const PROJECT_ICON_SIZE = 96;

const base = '/assets/images/projects';

export function coverLayout(project: Pick<Project, 'skills'>): CoverLayout {
  if (project.skills.some((id) => id === 'ionic' || id === 'capacitor')) return 'phone';
  if (project.skills.some((id) => id === 'web3' || id === 'solidity')) return 'token';
  return 'browser';
}

/** A real picture's cover: its size at 960 px, and the source it was made from (for the next run). */
export interface ScreenshotEntry extends CoverSize {
  source: string;
  sha256: string;
}

/** Every project with a real picture, its entry: written beside the covers by
 *  scripts/project-images/ (`npm run generate`, and the build for what is missing or stale), a
 *  generated asset like them; the page gets it from vite.config.ts (./screenshot-sizes.ts). */
export const SCREENSHOT_SIZES = 'public/assets/images/projects/screenshot-sizes.json';

/** The cover's intrinsic size at 960 px: the real picture's proportions, or the illustration's layout. */
export function coverSize(project: Pick<Project, 'id' | 'skills'>, pictures: Readonly<Record<string, ScreenshotEntry>>): CoverSize {
  const picture = pictures[project.id];
  return picture ? { width: picture.width, height: picture.height } : coverSizes[coverLayout(project)];
}

/** The widest JPG keeps the spec's name, {id}.jpg; narrower ones and other formats add a suffix. */
export function coverFile(id: string, width: CoverWidth, format: CoverFormat): string {
  const suffix = width === 960 ? '' : `-${width}`;
  return `${id}${suffix}.${format}`;
}

export function coverUrl(id: string, width: CoverWidth, format: CoverFormat): string {
  return `${base}/${coverFile(id, width, format)}`;
}

export function coverSrcSet(id: string, format: CoverFormat): string {
  return coverWidths.map((width) => `${coverUrl(id, width, format)} ${width}w`).join(', ');
}

export function iconFile(id: string): string {
  return `${id}_icon.png`;
}

export function iconUrl(id: string): string {
  return `${base}/${iconFile(id)}`;
}
