// `npm run build:functions`: bundles functions/src (and the contact core it shares with the
// local server, from ../contact) into functions/lib/index.js. Firebase uploads only the
// functions/ folder, so the core must be inside it; the packages in functions/package.json
// stay external and are installed by Cloud Build. firebase.json runs this before each deploy.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { ensurePackages } from './packages-on-demand.ts';

const root = path.resolve(import.meta.dirname, '..');
const functionsDir = path.join(root, 'functions');
const manifest = JSON.parse(readFileSync(path.join(functionsDir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
const external = Object.keys(manifest.dependencies).flatMap((name) => [name, `${name}/*`]);

export async function buildFunctions(outfile = path.join(functionsDir, 'lib/index.js')): Promise<void> {
  // The bundle leaves them out, but the emulators and the deploy load it with them.
  ensurePackages('functions');
  await build({
    entryPoints: [path.join(functionsDir, 'src/index.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external,
    legalComments: 'none',
    logLevel: 'warning',
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await buildFunctions();
  console.log(`Functions listas en ${path.relative(root, path.join(functionsDir, 'lib/index.js'))}`);
}
