// Runs the project's Firebase CLI (firebase-tools 15, firebase-cli.ts) on a generated config with the
// Hosting, Functions (with its task queue) and Firestore emulators of the `demo-` project:
// no credentials, no emulator downloaded, everything on 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { emulatorEnv } from './emulator-runtime.ts';
import { firebaseCli } from './firebase-cli.ts';
import { root } from './firebase-config.ts';

export const DEMO_PROJECT = 'demo-portafolio';
export const EMULATORS = 'hosting,functions,firestore,tasks';

/** `firebase emulators:start` or `emulators:exec <script>` on `configFile`, output passed through. */
export function runEmulators(configFile: string, script?: string, env: NodeJS.ProcessEnv = process.env): ChildProcess {
  // Java and the Firestore emulator first: a machine without them is told so before any install.
  const emulatorsEnv = emulatorEnv(path.join(root, '.tmp/firebase-emulators', path.basename(configFile, '.json')), env);
  const args = [
    firebaseCli(),
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
    env: emulatorsEnv,
    stdio: script === undefined ? ['ignore', 'pipe', 'inherit'] : 'inherit',
  });
}
