import type { PublicConfig } from '../../config/public-config';

/** What `getFunctions` and `connectFunctionsEmulator` need to reach the configured origin. */
export interface FunctionsTarget {
  /** A region name, or a custom-domain URL (the SDK tells them apart by parsing it as a URL). */
  regionOrCustomDomain: string;
  emulator?: { host: string; port: number };
}

/**
 * Turns the configuration into the SDK's arguments. `pageOrigin` is the page's own origin at
 * call time: the default, because the local server and a Firebase Hosting rewrite both answer
 * /contact-send beside the page (no CORS, no extra CSP origin).
 */
export function functionsTarget(config: PublicConfig, pageOrigin: string): FunctionsTarget {
  const { region, origin, emulator } = config.callable;
  // The SDK builds {emulator}/{projectId}/{region}/{name}: the region still matters there.
  if (emulator) return { regionOrCustomDomain: region, emulator };
  if (origin === 'cloud') return { regionOrCustomDomain: region };
  if (origin === 'same-origin') return { regionOrCustomDomain: pageOrigin };
  return { regionOrCustomDomain: origin };
}
