// The Firebase configuration a run actually uses, generated from the committed firebase.json
// (rewrites, functions, Firestore rules, emulator ports) plus what only the build knows: the
// security headers of this exact HTML (build-info.json beside dist/). `npm run build` never
// rewrites a tracked file; deploy and the emulators both run `firebase --config <this file>`.
// The file sits in the project root because firebase-tools takes the config file's folder as
// the project folder (relative paths in it must not climb out of it).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readBuildInfo, buildInfoDir } from '../../server/build-info.ts';
import { cacheControl } from '../../server/static-site.ts';

export const root = path.resolve(import.meta.dirname, '../..');

type HeaderRule = ({ source: string } | { regex: string }) & { headers: { key: string; value: string }[] };
type Json = Record<string, unknown>;
export interface FirebaseJson extends Json {
  hosting: Json & { public: string; predeploy?: string[]; headers?: HeaderRule[] };
  functions: (Json & { source: string; predeploy?: string[]; configDir?: string })[];
  emulators: Record<string, Json>;
}

/** Emulator ports: hosting apart (it is the site's address), the rest in one block from `base` (else firebase.json's). */
export interface EmulatorPorts {
  hosting: number;
  base?: number;
}

const cache = (value: string) => [{ key: 'Cache-Control', value }];

/**
 * Hosting header rules: the build's security headers everywhere, and the local server's cache
 * policy (server/static-site.ts). Each Cache-Control rule matches a disjoint set of paths, so
 * the result never depends on how Hosting orders overlapping rules.
 */
export function hostingHeaders(security: Record<string, string>): HeaderRule[] {
  return [
    { source: '**', headers: Object.entries(security).map(([key, value]) => ({ key, value })) },
    { source: '/bundle/**', headers: cache(cacheControl.immutable) },
    // Pages: a folder's address (a project's page, `/proyectos/<id>`, served from its index.html) or an .html file.
    { regex: '^/([^/]+/)*([^/.]+|[^/]+\\.html)?$', headers: cache(cacheControl.html) },
    { source: '/assets/**', headers: cache(cacheControl.other) },
    { source: '/*.!(html)', headers: cache(cacheControl.other) },
  ];
}

export function readBaseConfig(): FirebaseJson {
  return JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as FirebaseJson;
}

function withPorts(emulators: FirebaseJson['emulators'], ports: EmulatorPorts): FirebaseJson['emulators'] {
  const hosting = { ...emulators, hosting: { ...emulators.hosting, port: ports.hosting } };
  const base = ports.base;
  if (base === undefined) return hosting;
  const at = (offset: number) => base + offset;
  return {
    ...hosting,
    hub: { ...emulators.hub, port: at(0) },
    logging: { ...emulators.logging, port: at(1) },
    functions: { ...emulators.functions, port: at(2) },
    firestore: { ...emulators.firestore, port: at(3), websocketPort: at(4) },
    eventarc: { ...emulators.eventarc, port: at(5) },
    tasks: { ...emulators.tasks, port: at(6) },
  };
}

/**
 * The committed config with: Hosting serving `distDir` with the build's headers, the function's
 * parameters read from `functionsEnvDir`, no predeploy hooks (the caller has built everything,
 * before the CLI loads this file), and, for the emulators, the given ports.
 */
export function firebaseConfigFor(
  base: FirebaseJson,
  options: { distDir: string; securityHeaders: Record<string, string>; functionsEnvDir: string; ports?: EmulatorPorts },
): FirebaseJson {
  const { predeploy: _hosting, ...hosting } = base.hosting;
  return {
    ...base,
    hosting: { ...hosting, public: path.relative(root, options.distDir), headers: hostingHeaders(options.securityHeaders) },
    functions: base.functions.map(({ predeploy: _functions, ...functions }) => ({
      ...functions,
      configDir: path.relative(root, options.functionsEnvDir),
    })),
    emulators: options.ports ? withPorts(base.emulators, options.ports) : base.emulators,
  };
}

/** Writes firebase.<label>.json (git-ignored) for the site built in `distDir`; returns its path. */
export function writeFirebaseConfig(
  label: string,
  distDir: string,
  ports?: EmulatorPorts,
): { file: string; functionsEnvDir: string; emulators: FirebaseJson['emulators'] } {
  const info = readBuildInfo(distDir);
  if (info === null) throw new Error(`Falta el build en ${distDir}: ejecuta npm run build`);
  const functionsEnvDir = path.join(buildInfoDir(distDir), `functions-env-${label}`);
  const config = firebaseConfigFor(readBaseConfig(), { distDir, securityHeaders: info.securityHeaders, functionsEnvDir, ports });
  const file = path.join(root, `firebase.${label}.json`);
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return { file, functionsEnvDir, emulators: config.emulators };
}
