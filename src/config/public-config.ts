// Build-time settings the page needs (VITE_* variables, inlined by Vite). The build script
// reads the same function with process.env to write the Content-Security-Policy, so the
// page and its policy can never disagree about which origins are called. A malformed value
// throws here, which stops the build with a message naming the variable.

import { FUNCTIONS_REGION } from '../../contact/functions-region.ts';

export type PublicEnv = Record<string, string | boolean | undefined>;

/** The Firebase web app configuration (spec §3); all public by design, none of it a secret. */
export interface FirebaseWebConfig {
  apiKey?: string;
  authDomain?: string;
  projectId: string;
  storageBucket?: string;
  messagingSenderId?: string;
  appId?: string;
  measurementId?: string;
}

/** Where the callable functions live (spec §7.1). */
export interface CallableConfig {
  /** Cloud Functions region: where the functions are deployed (contact/functions-region.ts). */
  region: string;
  /**
   * 'same-origin': the page's own origin (the local server, or a Hosting rewrite);
   * 'cloud': https://{region}-{projectId}.cloudfunctions.net; otherwise a custom domain URL.
   */
  origin: 'same-origin' | 'cloud' | HttpUrl;
  /** The Functions emulator; wins over `origin`, as in the SDK. */
  emulator?: { host: string; port: number };
  /** reCAPTCHA v3 site key: when set, App Check tokens ride along with every call. */
  appCheckSiteKey?: string;
}

export interface PublicConfig {
  /** Base of the countries service (spec §7.2): GET {countriesUrl}/v3.1/alpha/{code}. */
  countriesUrl: string;
  /** Base of the flag images (spec §7.3): {flagsUrl}/w40/{code}.png. */
  flagsUrl: string;
  firebase: FirebaseWebConfig;
  callable: CallableConfig;
}

export class PublicConfigError extends Error {}

const str = (value: PublicEnv[string]) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** An absolute http(s) URL, as `httpUrl` checked it. */
type HttpUrl = `http://${string}` | `https://${string}`;

function httpUrl(value: string, name: string): HttpUrl {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new PublicConfigError(`${name} debe ser una URL http(s) (recibido: "${value}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new PublicConfigError(`${name} debe ser una URL http(s) (recibido: "${value}")`);
  }
  // The protocol check above is what makes this assertion true.
  return withoutTrailingSlash(url.href) as HttpUrl;
}

function emulator(value: string | undefined): CallableConfig['emulator'] {
  if (value === undefined) return undefined;
  const match = /^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:]+\]):(\d{1,5})$/.exec(value);
  const port = Number(match?.[2]);
  if (!match?.[1] || port < 1 || port > 65535) {
    throw new PublicConfigError(`VITE_FUNCTIONS_EMULATOR debe tener la forma host:puerto (recibido: "${value}")`);
  }
  return { host: match[1], port };
}

/** The functions' region is theirs (contact/functions-region.ts): a page told another would call none. */
function region(value: string | undefined): string {
  if (value !== undefined && value !== FUNCTIONS_REGION) {
    throw new PublicConfigError(
      `VITE_FUNCTIONS_REGION no es configurable: la página llama a las funciones donde se despliegan, en ${FUNCTIONS_REGION}; la región se cambia en contact/functions-region.ts y en firebase.json (recibido: "${value}")`,
    );
  }
  return FUNCTIONS_REGION;
}

function firebase(env: PublicEnv): FirebaseWebConfig {
  const optional = {
    apiKey: str(env.VITE_FIREBASE_API_KEY),
    authDomain: str(env.VITE_FIREBASE_AUTH_DOMAIN),
    storageBucket: str(env.VITE_FIREBASE_STORAGE_BUCKET),
    messagingSenderId: str(env.VITE_FIREBASE_MESSAGING_SENDER_ID),
    appId: str(env.VITE_FIREBASE_APP_ID),
    measurementId: str(env.VITE_FIREBASE_MEASUREMENT_ID),
  };
  // Unset keys are left out rather than passed as undefined: Firebase compares options deeply.
  const defined = Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined));
  // A demo- project id is what the emulators accept offline without any credentials.
  return { projectId: str(env.VITE_FIREBASE_PROJECT_ID) ?? 'demo-portafolio', ...defined };
}

function callableOrigin(value: string | undefined): CallableConfig['origin'] {
  if (value === undefined) return 'same-origin';
  if (value === 'cloud') return 'cloud';
  return httpUrl(value, 'VITE_FUNCTIONS_ORIGIN');
}

export function publicConfig(env: PublicEnv): PublicConfig {
  const appCheckSiteKey = str(env.VITE_APPCHECK_SITE_KEY);
  const functionsEmulator = emulator(str(env.VITE_FUNCTIONS_EMULATOR));
  return {
    countriesUrl: withoutTrailingSlash(str(env.VITE_COUNTRIES_URL) ?? 'https://restcountries.com'),
    flagsUrl: withoutTrailingSlash(str(env.VITE_FLAGS_URL) ?? 'https://flagcdn.com'),
    firebase: firebase(env),
    callable: {
      region: region(str(env.VITE_FUNCTIONS_REGION)),
      origin: callableOrigin(str(env.VITE_FUNCTIONS_ORIGIN)),
      ...(functionsEmulator && { emulator: functionsEmulator }),
      ...(appCheckSiteKey && { appCheckSiteKey }),
    },
  };
}

/** The origin the callable is posted to when it is not the page's own (null when it is). */
export function callableCrossOrigin(config: PublicConfig): string | null {
  const { callable, firebase } = config;
  if (callable.emulator) return `http://${callable.emulator.host}:${callable.emulator.port}`;
  if (callable.origin === 'cloud') return `https://${callable.region}-${firebase.projectId}.cloudfunctions.net`;
  if (callable.origin === 'same-origin') return null;
  return new URL(callable.origin).origin;
}

/**
 * Origins App Check with reCAPTCHA v3 needs (Google's script and frame, the token exchange).
 * Only used when VITE_APPCHECK_SITE_KEY is set.
 */
export const appCheckOrigins = {
  script: ['https://www.google.com', 'https://www.gstatic.com'],
  frame: ['https://www.google.com'],
  connect: ['https://content-firebaseappcheck.googleapis.com', 'https://www.google.com'],
} as const;

/**
 * Origins the page may fetch from (connect-src) and show images from (img-src), plus the
 * script and frame origins App Check needs when it is turned on (empty otherwise).
 */
export function externalOrigins(config: PublicConfig): { connect: string[]; img: string[]; script: string[]; frame: string[] } {
  const callable = callableCrossOrigin(config);
  const appCheck = config.callable.appCheckSiteKey !== undefined;
  return {
    connect: [new URL(config.countriesUrl).origin, ...(callable ? [callable] : []), ...(appCheck ? appCheckOrigins.connect : [])],
    img: [new URL(config.flagsUrl).origin],
    script: appCheck ? [...appCheckOrigins.script] : [],
    frame: appCheck ? [...appCheckOrigins.frame] : [],
  };
}
