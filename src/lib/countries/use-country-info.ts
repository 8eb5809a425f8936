import { useEffect, useState } from 'react';
import { countriesClient, type CountriesClient, type CountryInfo } from '.';

export type CountryState =
  | { status: 'idle' }
  | { status: 'loaded'; info: CountryInfo }
  /** The client has already logged the error; the card simply shows no name and no flag. */
  | { status: 'failed' };

/**
 * The name and flag of `code`, looked up only once `enabled` (the section is near the
 * viewport) and never during prerendering, where effects do not run.
 */
export function useCountryInfo(code: string, enabled: boolean, client: CountriesClient = countriesClient): CountryState {
  const [state, setState] = useState<CountryState>({ status: 'idle' });
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    client.getCountryInfo(code).then(
      (info) => current && setState({ status: 'loaded', info }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [client, code, enabled]);
  return state;
}
