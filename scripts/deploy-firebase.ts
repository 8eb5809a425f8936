// `npm run deploy:firebase [-- firebase deploy options]`: builds the site with this
// environment's CONTACT_TO (and VITE_* settings), bundles the functions, writes their parameters
// and firebase.deploy.json (firebase.json + the build's headers), then runs
// `firebase deploy --config firebase.deploy.json` for Hosting, Functions and the Firestore rules.
// Everything is built before the CLI reads its config, so the headers deployed are this build's.
// Needs `firebase login` (or FIREBASE_TOKEN) and the project of .firebaserc (or --project).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { readBuildInfo } from '../server/build-info.ts';
import { buildFunctions } from './build-functions.ts';
import { firebaseCli } from './firebase/firebase-cli.ts';
import { root, writeFirebaseConfig } from './firebase/firebase-config.ts';
import { writeFunctionsEnv } from './firebase/functions-env.ts';

const distDir = path.join(root, 'dist');
const run = (args: string[]) => spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

if (run(['--import', 'tsx', 'scripts/build.ts']) !== 0) process.exit(1);
await buildFunctions();
const { file, functionsEnvDir } = writeFirebaseConfig('deploy', distDir);
writeFunctionsEnv(functionsEnvDir, process.env, readBuildInfo(distDir)?.contactTo ?? []);
console.log(`Desplegando con ${path.relative(root, file)} (parámetros de la función en ${path.relative(root, functionsEnvDir)}/.env)`);
const firebase = firebaseCli();
process.exit(
  run([firebase, 'deploy', '--config', path.relative(root, file), '--only', 'hosting,functions,firestore:rules', ...process.argv.slice(2)]),
);
