// The shape the page uses (spec §3 "Country info") and the one error the lookup may raise (spec §8).

export interface CountryInfo {
  /** Spanish common name, or the common name when the service has no Spanish translation. */
  name: string;
  /** 40 px wide PNG of the flag. */
  flagUrl: string;
}

/** Exact text required by the spec's error catalogue. */
export const COUNTRY_LOOKUP_ERROR = 'Error al obtener la información del país';

/** Flag image address: {flagsUrl}/w40/{code in lower case}.png (spec §7.3). */
export function flagUrl(flagsUrl: string, code: string): string {
  return `${flagsUrl}/w40/${encodeURIComponent(code.toLowerCase())}.png`;
}
