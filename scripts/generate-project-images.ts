// `npx tsx scripts/generate-project-images.ts`: for every project in content/projects.ts, its
// cover as AVIF, WebP and JPEG at two widths, plus its {id}_icon.png, into
// public/assets/images/projects/. The cover is the owner's real picture when there is one
// (content/images/<id>.png|jpg|jpeg|webp, or the file the project's `image` names), else an
// illustration drawn from its data (gradient, kind of product, trade — nothing fetched). The
// files are committed; the build makes those that are missing or stale by itself.
import path from 'node:path';
import { projects } from '../content/projects.ts';
import { generateProjectImages } from './project-images/project-images.ts';
import { exitOnScreenshotError } from './project-images/screenshot-covers.ts';

await generateProjectImages({ root: path.resolve(import.meta.dirname, '..'), projects, all: true }).catch(exitOnScreenshotError);
