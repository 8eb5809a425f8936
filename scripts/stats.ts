// `npm run stats`: what the site brought, from the local server's DATA_DIR/counts.db, or with
// --firestore from the Firebase project's Firestore (FIRESTORE_EMULATOR_HOST for the emulator;
// else the project of --project <id> or GCLOUD_PROJECT, with your application-default credentials).
import { statsReport, STATS_PERIODS, type DayTotal } from '../counts/stats-report.ts';
import { dayOf, daysBefore } from '../counts/count-policy.ts';
import { ConfigError, loadConfig, NothingKeptYet, serverDataFile } from '../server/config.ts';
import { COUNTS_FILE, openCountStore } from '../server/count-store.ts';
import { ensurePackages } from './packages-on-demand.ts';

const args = process.argv.slice(2);
// What it reads, said before anything is read: an option it does not know (`--dias 90`) printed
// the usual report as if it had been taken.
const USAGE = 'Uso: npm run stats [-- --firestore [--project <id>]]';
const known = (arg: string, i: number) =>
  arg === '--firestore' || (arg === '--project' && i + 1 < args.length) || args[i - 1] === '--project';
if (args.length === 1 && ['--help', '-h', '--ayuda'].includes(args[0]!)) {
  console.log(USAGE);
  process.exit(0);
}
const unknown = args.filter((arg, i) => !known(arg, i));
if (unknown.length > 0 || (args.includes('--project') && !args.includes('--firestore'))) {
  console.error(`${unknown.length > 0 ? `No conozco ${unknown.join(' ')}. ` : ''}${USAGE}`);
  process.exit(2);
}
const today = dayOf(Date.now());
const from = daysBefore(today, Math.max(...STATS_PERIODS) - 1);

async function firestoreTotals(): Promise<DayTotal[]> {
  const projectAt = args.indexOf('--project');
  const projectId = (projectAt >= 0 ? args[projectAt + 1] : undefined) ?? process.env.GCLOUD_PROJECT ?? 'demo-portafolio';
  // The Admin SDK lives in functions/ (its package, installed on demand); only this option needs it.
  ensurePackages('functions');
  const { readFirestoreTotals } = await import('../functions/src/firestore-counts.ts');
  try {
    return await readFirestoreTotals(projectId, from);
  } catch (error) {
    // Most often no credentials, or the emulator not running: said in the owner's words.
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    const where = process.env.FIRESTORE_EMULATOR_HOST
      ? `el emulador en ${process.env.FIRESTORE_EMULATOR_HOST}`
      : `el proyecto ${projectId}`;
    // Not a setting of the server's: said without the «Configuración inválida» of those.
    console.error(
      `No se pudo leer Firestore en ${where} (${reason}). Para tu proyecto: gcloud auth application-default login y --project <id>; ` +
        'para los emuladores de npm run start:firebase: FIRESTORE_EMULATOR_HOST=127.0.0.1:<puerto>, el que muestra al arrancar.',
    );
    process.exit(2);
  }
}

function localTotals(): DayTotal[] {
  const { dataDir } = loadConfig();
  serverDataFile(dataDir, COUNTS_FILE, 'conteos');
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
  if (error instanceof NothingKeptYet) {
    // Before the first counted visit: nothing is wrong (npm run dev counts nothing, by design).
    console.log(`${error.message}\nSe cuentan las visitas que sirve npm start; npm run dev no cuenta.`);
  } else {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuración inválida: ${error.message}`);
    process.exitCode = 2;
  }
}
