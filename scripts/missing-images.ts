// What the content shows that `npm run generate` has not drawn yet, drawn now: a new project's
// covers and icon, a changed picture's, a new skill's icons. Run by the build before Vite copies
// public/, and by `npm run dev` at each load of the page: without it a project or a skill added
// there showed broken images until the next build.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Project, Skill } from '../content/index.ts';
import { iconThemes, skillIconFile } from '../src/sections/skills/skill-icon.ts';
import { generateProjectImages } from './project-images/project-images.ts';

/** Draws what is missing or stale (a no-op when the committed images are up to date). Throws ScreenshotError. */
export async function drawMissingImages(root: string, { projects, skills }: { projects: Project[]; skills: Skill[] }): Promise<void> {
  await generateProjectImages({ root, projects, all: false });
  // A new skill's icons: all of them drawn again, from the content on disk (1.4 s).
  const skillIcons = path.join(root, 'public/assets/images/skills');
  if (skills.every(({ id }) => iconThemes.every((theme) => existsSync(path.join(skillIcons, skillIconFile(id, theme)))))) return;
  const drawing = spawn(process.execPath, ['--import', 'tsx', 'scripts/generate-skill-icons.ts'], { cwd: root, stdio: 'inherit' });
  const [status] = (await once(drawing, 'close')) as [number | null];
  if (status !== 0)
    throw new Error(`no se pudieron dibujar los íconos de las habilidades (scripts/generate-skill-icons.ts salió con ${status})`);
}
