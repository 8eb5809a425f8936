import { COUNTRY_LOOKUP_ERROR, flagUrl, type CountryInfo } from './country-info';
import { countryNameFrom } from './parse-country';

export interface CountriesClientOptions {
  /** Base of the countries service, without a trailing slash. */
  countriesUrl: string;
  /** Base of the flag images, without a trailing slash. */
  flagsUrl: string;
  fetch?: typeof fetch;
  /** A lookup that hangs longer than this counts as failed, so its card stops waiting. */
  timeoutMs?: number;
}

export interface CountriesClient {
  /** Name and flag of an ISO alpha-2 code. Rejects with the catalogue's Error on any failure. */
  getCountryInfo(code: string): Promise<CountryInfo>;
}

/**
 * Country lookups cached by code (spec §7.2). The cache holds promises, not results, so cards
 * asking for the same code at the same time share one request.
 *
 * A failed lookup is logged once (per request, not per caller), rethrown to every caller and
 * then dropped from the cache: a transient outage does not hide a country for the whole visit,
 * yet nothing retries on its own — the next lookup happens only when a caller asks again
 * (the review cards ask once each time they mount).
 */
export function createCountriesClient(options: CountriesClientOptions): CountriesClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 10_000;
  const cache = new Map<string, Promise<CountryInfo>>();

  async function lookUp(code: string): Promise<CountryInfo> {
    try {
      const response = await doFetch(`${options.countriesUrl}/v3.1/alpha/${encodeURIComponent(code)}`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const name = countryNameFrom(await response.json());
      if (name === undefined) throw new Error('La respuesta no trae ningún nombre de país');
      return { name, flagUrl: flagUrl(options.flagsUrl, code) };
    } catch (cause) {
      const error = new Error(COUNTRY_LOOKUP_ERROR, { cause });
      console.error(error);
      throw error;
    }
  }

  return {
    getCountryInfo(rawCode) {
      const code = rawCode.trim().toUpperCase();
      const cached = cache.get(code);
      if (cached) return cached;
      const pending = lookUp(code);
      cache.set(code, pending);
      pending.catch(() => {
        if (cache.get(code) === pending) cache.delete(code);
      });
      return pending;
    },
  };
}
