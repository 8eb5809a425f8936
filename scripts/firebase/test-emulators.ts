// `npm run test:firebase`: the Firebase path for real. Builds the functions, generates the
// config for the test site (.tmp/dist-test, from npm run build:test), and runs the Playwright
// suite e2e/firebase/ inside `firebase emulators:exec` (Hosting, Functions with its task queue,
// Firestore). It fails, never skips, when Java ≥ 21 or the Firestore emulator is missing.
// Ports (defaults apart from npm start and start:firebase): FIREBASE_E2E_PORT for Hosting
// (5020), FIREBASE_E2E_PORTS_FROM for the other seven (5021…), FIREBASE_E2E_SMTP_PORT (5030).
import path from 'node:path';
import { readBuildInfo } from '../../server/build-info.ts';
import { buildFunctions } from '../build-functions.ts';
import { EmulatorSetupError } from './emulator-runtime.ts';
import { root, writeFirebaseConfig } from './firebase-config.ts';
import { writeEmulatorSecret, writeFunctionsEnv } from './functions-env.ts';
import { runEmulators } from './run-emulators.ts';

const hosting = Number(process.env.FIREBASE_E2E_PORT || 5020);
const base = Number(process.env.FIREBASE_E2E_PORTS_FROM || hosting + 1);
const smtpPort = Number(process.env.FIREBASE_E2E_SMTP_PORT || 5030);
const distDir = path.resolve(root, process.env.DIST_DIR || '.tmp/dist-test');

const info = readBuildInfo(distDir);
if (info === null) {
  console.error(`Falta el sitio de prueba en ${distDir}: ejecuta npm run build:test`);
  process.exit(1);
}
await buildFunctions();
const { file, functionsEnvDir } = writeFirebaseConfig('e2e', distDir, { hosting, base });
const contactTo = info.contactTo.join(',');
writeFunctionsEnv(
  functionsEnvDir,
  // Every request of the suite comes from 127.0.0.1: the limiter is proven in functions/src/__tests__.
  // Retries start after 1 s (Cloud Tasks doubles it), so "SMTP comes back" is seen within seconds.
  { CONTACT_TO: contactTo, RATE_LIMIT_MAX: '100000', RETRY_FIRST_DELAY_SECONDS: '1' },
  info.contactTo,
);
writeEmulatorSecret(`smtp://127.0.0.1:${smtpPort}`);

const suiteEnv = {
  ...process.env,
  FIREBASE_E2E_PORT: String(hosting),
  FIREBASE_E2E_SMTP_PORT: String(smtpPort),
  FIREBASE_E2E_CONTACT_TO: contactTo,
  // The suite touches only loopback. Without this, firebase-admin's auth library (in the functions
  // and in `npm run stats -- --firestore`) asks Google Cloud's metadata address, 169.254.169.254,
  // whether it runs there: a request off this machine, answered here by a proxy's 403 and printed
  // as a warning on the stats command's stderr.
  METADATA_SERVER_DETECTION: 'none',
  // The Firestore emulator's JVM lives for a minute here: compiling only with the quick tier, and
  // collecting on one thread, the suite took 49–52 core-seconds against 55–63 (three runs each),
  // the wall time the same. In npm test it shares the two cores with the engines and the owner drill.
  JAVA_TOOL_OPTIONS: '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC',
};
try {
  // Extra arguments go to Playwright (e.g. a spec file); they are paths and options, quoted for the shell.
  const extra = process.argv.slice(2).map((arg) => `'${arg.replace(/'/g, `'\\''`)}'`);
  const child = runEmulators(file, ['npx playwright test -c playwright.firebase.config.ts', ...extra].join(' '), suiteEnv);
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} catch (error) {
  if (!(error instanceof EmulatorSetupError)) throw error;
  console.error(`No se pueden correr las pruebas de Firebase: ${error.message}`);
  process.exit(1);
}
