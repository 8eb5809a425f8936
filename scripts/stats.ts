// `npm run stats`: what the site brought, from the local server's DATA_DIR/counts.db, or with
// --firestore from the Firebase project's Firestore (FIRESTORE_EMULATOR_HOST for the emulator;
// else the project of --project <id> or GCLOUD_PROJECT, with your application-default credentials).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { statsReport, STATS_PERIODS, type DayTotal } from '../counts/stats-report.ts';
import { dayOf, daysBefore } from '../counts/count-policy.ts';
import { ConfigError, loadConfig } from '../server/config.ts';
import { COUNTS_FILE, openCountStore } from '../server/count-store.ts';
import { ensurePackages } from './packages-on-demand.ts';

const args = process.argv.slice(2);
const today = dayOf(Date.now());
const from = daysBefore(today, Math.max(...STATS_PERIODS) - 1);

async function firestoreTotals(): Promise<DayTotal[]> {
  const projectAt = args.indexOf('--project');
  const projectId = (projectAt >= 0 ? args[projectAt + 1] : undefined) ?? process.env.GCLOUD_PROJECT ?? 'demo-portafolio';
  // The Admin SDK lives in functions/ (its package, installed on demand); only this option needs it.
  ensurePackages('functions');
  const { readFirestoreTotals } = await import('../functions/src/firestore-counts.ts');
  return readFirestoreTotals(projectId, from);
}

function localTotals(): DayTotal[] {
  const { dataDir } = loadConfig();
  // The server makes the file when it starts: without it, this is not the server's DATA_DIR, and
  // a report of zeros (and an empty file left there) would read as the truth.
  const file = path.join(dataDir, COUNTS_FILE);
  if (!existsSync(file)) throw new ConfigError(`no hay conteos en ${file}: usa el mismo DATA_DIR que npm start (por defecto .data)`);
  const store = openCountStore(dataDir);
  try {
    return store.daily(from);
  } finally {
    store.close();
  }
}

try {
  console.log(statsReport(args.includes('--firestore') ? await firestoreTotals() : localTotals(), today));
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Configuración inválida: ${error.message}`);
  process.exitCode = 2;
}
