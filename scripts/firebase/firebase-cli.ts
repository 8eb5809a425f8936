// The Firebase CLI (firebase-tools) is a package of its own, scripts/firebase/cli/, installed the
// first time a command runs it (../packages-on-demand.ts): the site's `npm install` never fetches it.
import path from 'node:path';
import { ensurePackages, packageDir } from '../packages-on-demand.ts';

/** The path of the CLI's entry point (run it with `node`), installed first when missing or stale. */
export function firebaseCli(): string {
  ensurePackages('firebase-cli');
  return path.join(packageDir('firebase-cli'), 'node_modules/firebase-tools/lib/bin/firebase.js');
}
