// Runs the firebase CLI of node_modules (firebase-tools 15) on a generated config with the
// Hosting, Functions (with its task queue) and Firestore emulators of the `demo-` project:
// no credentials, nothing downloaded, everything on 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { emulatorEnv } from './emulator-runtime.ts';
import { root } from './firebase-config.ts';

export const DEMO_PROJECT = 'demo-portafolio';
export const EMULATORS = 'hosting,functions,firestore,tasks';
const firebaseBin = path.join(root, 'node_modules/firebase-tools/lib/bin/firebase.js');

/** `firebase emulators:start` or `emulators:exec <script>` on `configFile`, output passed through. */
export function runEmulators(configFile: string, script?: string, env: NodeJS.ProcessEnv = process.env): ChildProcess {
  const args = [
    firebaseBin,
    script === undefined ? 'emulators:start' : 'emulators:exec',
    ...(script === undefined ? [] : [script]),
    '--config',
    path.relative(root, configFile),
    '--project',
    DEMO_PROJECT,
    '--only',
    EMULATORS,
  ];
  return spawn(process.execPath, args, {
    cwd: root,
    env: emulatorEnv(path.join(root, '.tmp/firebase-emulators', path.basename(configFile, '.json')), env),
    stdio: script === undefined ? ['ignore', 'pipe', 'inherit'] : 'inherit',
  });
}
