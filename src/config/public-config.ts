// Build-time settings the page needs (VITE_* variables, inlined by Vite). The build script
// reads the same function with process.env to write the Content-Security-Policy, so the
// page and its policy can never disagree about which origins are called.

export type PublicEnv = Record<string, string | boolean | undefined>;

export interface PublicConfig {
  /** Base of the countries service (spec §7.2): GET {countriesUrl}/v3.1/alpha/{code}. */
  countriesUrl: string;
  /** Base of the flag images (spec §7.3): {flagsUrl}/w40/{code}.png. */
  flagsUrl: string;
}

const str = (value: PublicEnv[string]) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

export function publicConfig(env: PublicEnv): PublicConfig {
  return {
    countriesUrl: withoutTrailingSlash(str(env.VITE_COUNTRIES_URL) ?? 'https://restcountries.com'),
    flagsUrl: withoutTrailingSlash(str(env.VITE_FLAGS_URL) ?? 'https://flagcdn.com'),
  };
}

/** Origins the page may fetch from (connect-src) and show images from (img-src). */
export function externalOrigins(config: PublicConfig): { connect: string[]; img: string[] } {
  return {
    connect: [new URL(config.countriesUrl).origin],
    img: [new URL(config.flagsUrl).origin],
  };
}
