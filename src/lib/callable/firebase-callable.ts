// The only module that imports the Firebase SDK. It is reached through a dynamic import()
// (load-callable.ts), so the SDK is a separate chunk fetched when the visitor starts using
// the form, never on page load.
import { initializeApp } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import type { PublicConfig } from '../../config/public-config';
import { functionsTarget } from './functions-target';

/** Spec §9; also the SDK's own default, stated here so it is visible and tested. */
export const CALLABLE_TIMEOUT_MS = 70_000;

export type Callable<Request, Response> = (data: Request) => Promise<Response>;

/**
 * A callable bound to the configured origin. The SDK does the protocol: POST {"data":…},
 * the auth / instance-id / App Check headers when present, the timeout, and mapping every
 * failure (HTTP status, network, malformed body) to a FunctionsError.
 */
export async function createCallable<Request, Response>(
  name: string,
  config: PublicConfig,
  pageOrigin: string,
  appName?: string,
): Promise<Callable<Request, Response>> {
  const app = initializeApp(config.firebase, appName);
  const siteKey = config.callable.appCheckSiteKey;
  if (siteKey) {
    // Off by default: reCAPTCHA loads Google's script, which the CSP must then allow.
    const { initializeAppCheck, ReCaptchaV3Provider } = await import('firebase/app-check');
    initializeAppCheck(app, { provider: new ReCaptchaV3Provider(siteKey), isTokenAutoRefreshEnabled: true });
  }
  const target = functionsTarget(config, pageOrigin);
  const functions = getFunctions(app, target.regionOrCustomDomain);
  if (target.emulator) connectFunctionsEmulator(functions, target.emulator.host, target.emulator.port);
  const callable = httpsCallable<Request, Response>(functions, name, { timeout: CALLABLE_TIMEOUT_MS });
  return async (data) => (await callable(data)).data;
}
