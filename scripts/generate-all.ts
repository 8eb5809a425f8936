// `npm run generate`: rebuilds every committed asset derived from content — run it after
// editing the content, then commit public/. Each generator also runs on its own with tsx.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const generators = [
  'generate-skill-icons.ts',
  'generate-project-images.ts',
  'generate-models.ts',
  'generate-brand-icons.ts',
  'generate-cv.ts',
];

for (const script of generators) {
  console.log(`\n▶ ${script}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join('scripts', script)], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
