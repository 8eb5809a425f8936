// Where a project's real picture comes from: the file its `image` field names, or else
// content/images/<id>.png|jpg|jpeg|webp dropped beside the content. Without one the project gets an
// illustrated cover. Read by the content's check and by scripts/generate-project-images.ts.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Project } from './types';

export const SCREENSHOT_DIR = 'content/images';
export const SCREENSHOT_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.webp'] as const;

/** The candidate files in content/images/ for a project: more than one is a mistake the check names. */
export function droppedScreenshots(id: string, root: string): string[] {
  return SCREENSHOT_EXTENSIONS.map((ext) => `${SCREENSHOT_DIR}/${id}${ext}`).filter((file) => existsSync(path.join(root, file)));
}

/** The project's picture, as a path from the project's folder, or null for an illustrated cover. */
export function screenshotSource(project: Pick<Project, 'id' | 'image'>, root: string): string | null {
  if (project.image) return project.image;
  return droppedScreenshots(project.id, root)[0] ?? null;
}

/**
 * The files in content/images/ that are no project's picture (an id misspelt or renamed since):
 * left there, the project shows its drawn cover and nothing says why.
 */
export function strayScreenshots(projects: Pick<Project, 'id' | 'image'>[], root: string): string[] {
  const dir = path.join(root, SCREENSHOT_DIR);
  if (!existsSync(dir)) return [];
  const used = new Set(projects.flatMap((p) => (p.image ? [p.image] : droppedScreenshots(p.id, root))).map((file) => path.normalize(file)));
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => `${SCREENSHOT_DIR}/${entry.name}`)
    .filter((file) => !used.has(path.normalize(file)))
    .sort();
}
