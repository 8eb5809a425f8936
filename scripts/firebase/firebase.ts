// `npm run firebase -- <command>`: the project's Firebase CLI for the owner's own commands
// (login, use --add, functions:secrets:set, functions:log…), installed on first use.
import { spawnSync } from 'node:child_process';
import { firebaseCli } from './firebase-cli.ts';

const run = spawnSync(process.execPath, [firebaseCli(), ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
