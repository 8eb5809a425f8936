// `npm start`: builds when the site is missing or older than its sources, then serves it.
import path from 'node:path';
import { loadConfig } from '../server/config.ts';
import { ensureSiteBuilt } from './site-build.ts';

const root = path.resolve(import.meta.dirname, '..');
// A malformed setting is said at once (by server/main.ts, below), not after a build of half a minute.
const configured = (() => {
  try {
    return loadConfig();
  } catch {
    return null;
  }
})();
if (configured) ensureSiteBuilt(path.resolve(root, process.env.DIST_DIR || 'dist'));
await import('../server/main.ts');
