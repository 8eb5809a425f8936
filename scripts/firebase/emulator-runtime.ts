// What the Firebase emulators need on this machine, found offline or refused with a message
// naming what is missing: a Java ≥ 21 (firebase-tools 15's Firestore emulator needs it; Debian's
// default here is 17) and the Firestore emulator jar of the Debian package
// google-cloud-cli-firestore-emulator, started through a launcher jar built here (the packaged
// jar has no Main-Class, and without FIRESTORE_EMULATOR_BINARY_PATH the CLI would download one).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class EmulatorSetupError extends Error {}

const MIN_JAVA = 21;
const FIRESTORE_MAIN = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/** The major version a `java` binary reports (`openjdk version "17.0.15"` → 17), or null. */
export function javaMajor(javaBin: string): number | null {
  // `java -version` prints to stderr.
  const run = spawnSync(javaBin, ['-version'], { encoding: 'utf8' });
  return run.error ? null : parseJavaVersion(`${run.stdout}${run.stderr}`);
}

export function parseJavaVersion(text: string): number | null {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(text);
  if (!match) return null;
  // Java 8 and older call themselves "1.8".
  return match[1] === '1' ? Number(match[2]) : Number(match[1]);
}

/** A JDK home with java and jar, ≥ 21: JAVA_HOME first, then the newest under /usr/lib/jvm. */
export function findJavaHome(env: NodeJS.ProcessEnv = process.env, jvmDir = '/usr/lib/jvm'): string {
  const candidates = [
    ...(env.JAVA_HOME ? [env.JAVA_HOME] : []),
    ...(existsSync(jvmDir) ? readdirSync(jvmDir).map((name) => path.join(jvmDir, name)) : []),
  ];
  const found = candidates
    .map((home) => ({ home, major: existsSync(path.join(home, 'bin/java')) ? javaMajor(path.join(home, 'bin/java')) : null }))
    .filter(
      (c): c is { home: string; major: number } => c.major !== null && c.major >= MIN_JAVA && existsSync(path.join(c.home, 'bin/jar')),
    )
    .sort((a, b) => b.major - a.major);
  if (found[0]) return found[0].home;
  throw new EmulatorSetupError(
    `Falta Java ${MIN_JAVA} o superior (JDK con java y jar) para el emulador de Firestore: ` +
      `no hay uno en JAVA_HOME ni en ${jvmDir}. Instala p. ej. temurin-25-jdk y vuelve a intentar.`,
  );
}

/** The Firestore emulator jar installed by google-cloud-cli-firestore-emulator. */
export function findFirestoreJar(): string {
  let sdkRoot = process.env.CLOUDSDK_ROOT_DIR ?? '';
  if (sdkRoot === '') {
    try {
      sdkRoot = execFileSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        env: { ...process.env, CLOUDSDK_CORE_DISABLE_PROMPTS: '1', CLOUDSDK_COMPONENT_MANAGER_DISABLE_UPDATE_CHECK: '1' },
      }).trim();
    } catch {
      sdkRoot = '/usr/lib/google-cloud-sdk';
    }
  }
  const jar = path.join(sdkRoot, 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar');
  if (existsSync(jar)) return jar;
  throw new EmulatorSetupError(
    `Falta el emulador de Firestore (${jar}): instala el paquete de Debian google-cloud-cli-firestore-emulator ` +
      '(apt-get install google-cloud-cli-firestore-emulator).',
  );
}

/**
 * The environment for `firebase emulators:*`: Java ≥ 21 first on PATH, the launcher jar, and a
 * quiet CLI that never checks for updates. `buildDir` holds the launcher (never a system file:
 * the CLI chmods whatever FIRESTORE_EMULATOR_BINARY_PATH names).
 */
export function emulatorEnv(buildDir: string, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const javaHome = findJavaHome(env);
  const firestoreJar = findFirestoreJar();
  mkdirSync(buildDir, { recursive: true });
  const manifest = path.join(buildDir, 'firestore-launcher.mf');
  const launcher = path.join(buildDir, 'firestore-launcher.jar');
  writeFileSync(manifest, `Main-Class: ${FIRESTORE_MAIN}\nClass-Path: file:${firestoreJar}\n`);
  execFileSync(path.join(javaHome, 'bin/jar'), ['--create', '--file', launcher, '--manifest', manifest], { stdio: 'inherit' });
  return {
    ...env,
    JAVA_HOME: javaHome,
    PATH: `${path.join(javaHome, 'bin')}${path.delimiter}${env.PATH ?? ''}`,
    FIRESTORE_EMULATOR_BINARY_PATH: launcher,
    CI: '1',
    NO_UPDATE_NOTIFIER: '1',
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
  };
}
