// `npm start`: builds when the site is missing or older than its sources, then serves it.
import path from 'node:path';
import { ensureSiteBuilt } from './site-build.ts';

const root = path.resolve(import.meta.dirname, '..');
ensureSiteBuilt(path.resolve(root, process.env.DIST_DIR || 'dist'));
await import('../server/main.ts');
