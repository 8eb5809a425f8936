// The function's parameters, written from the same environment `npm start` reads: CONTACT_TO
// parsed once by contact/recipients.ts (so the page, the local server and the function name the
// same owners), and every other param from its variable or, when unset, its default in
// functions/src/params.ts (so the CLI never stops to "prompt" for one). Firebase reads them from
// `<configDir>/.env` (emulator and deploy alike). The emulator reads the SMTP_URL secret from
// functions/.secret.local; both files are generated and git-ignored.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseContactTo, sameRecipients } from '../../contact/recipients.ts';
import {
  CORS_ORIGINS,
  COUNT_RATE_LIMIT_MAX,
  ENFORCE_APP_CHECK,
  MAIL_FROM,
  RATE_LIMIT_MAX,
  RATE_LIMIT_WINDOW_MS,
  RETRY_FIRST_DELAY_SECONDS,
} from '../../functions/src/params.ts';
import { root } from './firebase-config.ts';

const SCALAR_PARAMS = [MAIL_FROM, ENFORCE_APP_CHECK, RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_MS, COUNT_RATE_LIMIT_MAX, RETRY_FIRST_DELAY_SECONDS];

export const secretFile = path.join(root, 'functions/.secret.local');

/** KEY="value" with the escapes Firebase's dotenv parser reads back. */
function line(key: string, value: string): string {
  if (/[\r\n]/.test(value)) throw new Error(`${key} no puede tener saltos de línea`);
  return `${key}="${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * Written as a JSON list: the emulator hands .env values to the function as they are, and
 * firebase-functions parses a list param as JSON (a plain "a,b" makes it warn and drop CORS);
 * `firebase deploy` reads either form.
 */
function corsOrigins(env: NodeJS.ProcessEnv): string[] {
  const origins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  return origins.length > 0 ? origins : [...((CORS_ORIGINS.options.default as string[] | undefined) ?? [])];
}

export function functionsEnvText(env: NodeJS.ProcessEnv): string {
  const lines = [line('CONTACT_TO', parseContactTo(env.CONTACT_TO).join(',')), line('CORS_ORIGINS', JSON.stringify(corsOrigins(env)))];
  for (const param of SCALAR_PARAMS) {
    const fallback = param.options.default;
    // Our params' defaults are literals; an Expression default would have no value to write here.
    if (typeof fallback !== 'string' && typeof fallback !== 'number' && typeof fallback !== 'boolean')
      throw new Error(`${param.name}: sin valor por defecto literal`);
    lines.push(line(param.name, env[param.name]?.trim() || String(fallback)));
  }
  return `# Generado por scripts/firebase/functions-env.ts desde el entorno: no lo edites.\n${lines.join('\n')}\n`;
}

/** The value of one KEY="value" line of a file written above. */
export function readEnvValue(text: string, key: string): string | undefined {
  const match = new RegExp(`^${key}="((?:[^"\\\\]|\\\\.)*)"$`, 'm').exec(text);
  return match?.[1]?.replace(/\\(.)/g, '$1');
}

/**
 * Writes `<dir>/.env` and checks what the function will read against the recipients the page
 * was built for: a disagreement stops here, naming the setting, never at a visitor's submit.
 */
export function writeFunctionsEnv(dir: string, env: NodeJS.ProcessEnv, pageRecipients: readonly string[]): void {
  mkdirSync(dir, { recursive: true });
  // The CLI stores defaults it had to "prompt" for in .env.local, which would outrank this file next time.
  rmSync(path.join(dir, '.env.local'), { force: true });
  const file = path.join(dir, '.env');
  writeFileSync(file, functionsEnvText(env));
  const functionRecipients = parseContactTo(readEnvValue(readFileSync(file, 'utf8'), 'CONTACT_TO'));
  if (!sameRecipients(functionRecipients, pageRecipients)) {
    throw new Error(
      `CONTACT_TO no coincide: la página envía a ${pageRecipients.join(', ')} y la función aceptaría ${functionRecipients.join(', ')}. ` +
        'Reconstruye el sitio con el mismo CONTACT_TO.',
    );
  }
}

/**
 * The SMTP_URL secret for the emulator. Unset is written as a blank (" "): the function reads a
 * blank as "no SMTP" like the local server does, and an absent or empty entry would make the
 * emulator ask Google Secret Manager for it over the network.
 */
export function writeEmulatorSecret(smtpUrl: string | undefined): void {
  writeFileSync(secretFile, `${line('SMTP_URL', smtpUrl?.trim() || ' ')}\n`, { mode: 0o600 });
}
