// `npm run build:test`: the site the browser tests drive, in .tmp/dist-test. The page's service
// URLs (the local fake of the countries and flag services) are set ONLY in a .env.production
// file, the way an owner would set them, so the tests also prove that the bundle and its
// Content-Security-Policy are built from the one environment Vite resolves.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const envDir = path.join(root, '.tmp/env-test');
const fakeOrigin = `http://127.0.0.1:${process.env.FAKE_COUNTRIES_PORT ?? 4390}`;

mkdirSync(envDir, { recursive: true });
writeFileSync(path.join(envDir, '.env.production'), `VITE_COUNTRIES_URL=${fakeOrigin}\nVITE_FLAGS_URL=${fakeOrigin}\n`);
const env: NodeJS.ProcessEnv = { ...process.env, DIST_DIR: process.env.DIST_DIR ?? '.tmp/dist-test', ENV_DIR: envDir };
delete env.VITE_COUNTRIES_URL;
delete env.VITE_FLAGS_URL;
const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: root, env, stdio: 'inherit' });
process.exit(result.status ?? 1);
