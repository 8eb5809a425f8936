import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EmulatorSetupError, findJavaHome, parseJavaVersion } from '../emulator-runtime.ts';

// The emulators need Java ≥ 21: found without PATH (Debian's default java is 17), or refused
// with a message that names what is missing, so the Firebase suite fails instead of skipping.

const empty = mkdtempSync(path.join(os.tmpdir(), 'jvm-'));
afterAll(() => rmSync(empty, { recursive: true, force: true }));

describe('Java for the Firestore emulator', () => {
  it('reads the major version the way java -version prints it', () => {
    expect(parseJavaVersion('openjdk version "17.0.15" 2025-04-15')).toBe(17);
    expect(parseJavaVersion('openjdk version "25" 2025-09-16')).toBe(25);
    expect(parseJavaVersion('java version "1.8.0_402"')).toBe(8);
    expect(parseJavaVersion('bash: java: command not found')).toBeNull();
  });

  it('refuses, naming Java 21, when neither JAVA_HOME nor the JVM folder has one', () => {
    expect(() => findJavaHome({}, empty)).toThrow(EmulatorSetupError);
    expect(() => findJavaHome({ JAVA_HOME: empty }, empty)).toThrow(/Falta Java 21 o superior/);
  });
});
