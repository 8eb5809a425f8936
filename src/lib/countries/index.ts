import { createCountriesClient } from './countries-client';

export { COUNTRY_LOOKUP_ERROR, type CountryInfo } from './country-info';
export { createCountriesClient, type CountriesClient } from './countries-client';

/** The page's one client, so its cache is shared by every review card. */
export const countriesClient = createCountriesClient(__PUBLIC_CONFIG__);
