// `npm run start:firebase`: the built site through the Firebase Hosting, Functions and Firestore
// emulators (project demo-portafolio) at http://127.0.0.1:${PORT:-5000}/, with the same SMTP_URL,
// CONTACT_TO, MAIL_FROM and RATE_LIMIT_* meaning as `npm start`. EMULATOR_PORTS_FROM moves the
// other emulators' ports to a block of seven from that number (else firebase.json's).
import path from 'node:path';
import { readBuildInfo } from '../server/build-info.ts';
import { ConfigError, loadConfig } from '../server/config.ts';
import { buildFunctions } from './build-functions.ts';
import { EmulatorSetupError } from './firebase/emulator-runtime.ts';
import { root, writeFirebaseConfig } from './firebase/firebase-config.ts';
import { writeEmulatorSecret, writeFunctionsEnv } from './firebase/functions-env.ts';
import { runEmulators } from './firebase/run-emulators.ts';
import { ensureSiteBuilt } from './site-build.ts';

function emulatorPortsFrom(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1024 || Number(value) > 65529) {
    throw new ConfigError(`EMULATOR_PORTS_FROM debe ser un puerto entre 1024 y 65529 (recibido: "${value}")`);
  }
  return Number(value);
}

const env: NodeJS.ProcessEnv = { ...process.env, PORT: process.env.PORT || '5000' };
let config: ReturnType<typeof loadConfig>;
let portsFrom: number | undefined;
try {
  // The local server's own validation: a malformed value stops here, naming the variable.
  config = loadConfig(env, root);
  portsFrom = emulatorPortsFrom(env.EMULATOR_PORTS_FROM);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Configuración inválida: ${error.message}`);
  process.exit(2);
}

ensureSiteBuilt(config.distDir, env);
await buildFunctions();
const pageRecipients = readBuildInfo(config.distDir)?.contactTo ?? [];
const { file, functionsEnvDir, emulators } = writeFirebaseConfig('emulators', config.distDir, { hosting: config.port, base: portsFrom });
writeFunctionsEnv(functionsEnvDir, env, pageRecipients);
writeEmulatorSecret(config.smtpUrl ?? undefined);

let child;
try {
  child = runEmulators(file, undefined, env);
} catch (error) {
  if (!(error instanceof EmulatorSetupError)) throw error;
  console.error(error.message);
  process.exit(2);
}
const url = `http://127.0.0.1:${config.port}/`;
child.stdout?.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk);
  if (chunk.toString().includes('All emulators ready')) {
    console.log(`\nSitio listo (emuladores de Firebase, proyecto demo-portafolio) en ${url}`);
    console.log(
      config.smtpUrl
        ? `Mensajes de contacto: se guardan en Firestore (emulador) y se envían a ${config.contactTo.join(', ')} por SMTP.`
        : 'Mensajes de contacto: se guardan en Firestore (emulador); sin SMTP_URL no se envían.',
    );
    // A rehearsal: the emulators start empty and keep nothing when stopped (a message still
    // retrying then would have no task left to retry it).
    const firestore = `127.0.0.1:${(emulators.firestore as { port: number }).port}`;
    console.log('Los emuladores empiezan vacíos y olvidan todo al detenerse: mensajes y visitas son de ensayo.');
    // As the owner: firestore.rules refuse every other reader (the emulator's «owner» token passes them).
    console.log(
      `Mensajes guardados: curl -H 'Authorization: Bearer owner' 'http://${firestore}/v1/projects/demo-portafolio/databases/(default)/documents/messages'`,
    );
    console.log(`Visitas: FIRESTORE_EMULATOR_HOST=${firestore} npm run stats -- --firestore`);
    console.log(`Configuración generada: ${path.relative(root, file)}. Ctrl+C para detener.`);
  }
});
const stop = () => child.kill('SIGINT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
