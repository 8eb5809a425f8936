// Every ISO 3166-1 country as restcountries.com v3.1 answers `GET /v3.1/alpha/{code}`, built from
// the world-countries package (the data restcountries itself grew from, maintained on npm): a
// review from any country the owner adds finds its country here, with no table to keep by hand.
import worldCountries, { type Country } from 'world-countries';

/** world-countries' fields, its `name.native` under v3.1's name `nativeName`, plus the flag images v3.1 adds. */
export type RestCountry = Omit<Country, 'name'> & {
  name: { common: string; official: string; nativeName: Country['name']['native'] };
  flags: { png: string; svg: string };
};

function restCountry({ name: { native, ...name }, ...country }: Country): RestCountry {
  const code = country.cca2.toLowerCase();
  return {
    ...country,
    name: { ...name, nativeName: native },
    flags: { png: `https://flagcdn.com/w320/${code}.png`, svg: `https://flagcdn.com/${code}.svg` },
  };
}

/** Every country by its alpha-2 code, upper case. */
export const restCountries: Record<string, RestCountry> = Object.fromEntries(worldCountries.map((c) => [c.cca2, restCountry(c)]));

/** The Spanish common name the service gives a code (the name the page must show), if any. */
export function spanishName(code: string): string | undefined {
  return restCountries[code.toUpperCase()]?.translations.spa?.common;
}
