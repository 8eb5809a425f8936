import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeCountriesServer, type FakeCountriesServer } from '../../../../e2e/support/fake-countries-server';
import { restCountries } from '../../../../e2e/support/rest-countries';
import { COUNTRY_LOOKUP_ERROR, createCountriesClient } from '..';

// The client talks real HTTP to the local stand-in for restcountries, in its real format.
let fake: FakeCountriesServer;
const FLAGS = 'https://flags.example';

// Same shape as the real answer, but a country the service has no Spanish translation for.
const { spa: _spa, ...translationsWithoutSpanish } = restCountries.CL!.translations;
const withoutSpanish = { ...restCountries.CL!, cca2: 'XQ', translations: translationsWithoutSpanish };

beforeAll(async () => {
  fake = await startFakeCountriesServer({ countries: { ...restCountries, XQ: withoutSpanish } });
});
afterAll(() => fake.close());
afterEach(() => {
  fake.reset();
  vi.restoreAllMocks();
});

const newClient = () => createCountriesClient({ countriesUrl: fake.url, flagsUrl: FLAGS });

describe('countries client', () => {
  it('names a country by its Spanish common name and points at its 40 px flag', async () => {
    await expect(newClient().getCountryInfo('US')).resolves.toEqual({
      name: 'Estados Unidos',
      flagUrl: 'https://flags.example/w40/us.png',
    });
    expect(fake.requests()).toEqual({ '/v3.1/alpha/US': 1 });
  });

  it('falls back to the common name when there is no Spanish translation', async () => {
    await expect(newClient().getCountryInfo('XQ')).resolves.toMatchObject({ name: 'Chile' });
  });

  it('asks the service once per code and answers later calls from the cache', async () => {
    const client = newClient();
    const first = await client.getCountryInfo('MX');
    const second = await client.getCountryInfo('mx');
    expect(second).toEqual(first);
    expect(first.name).toBe('México');
    await client.getCountryInfo('ES');
    expect(fake.requests()).toEqual({ '/v3.1/alpha/MX': 1, '/v3.1/alpha/ES': 1 });
  });

  it('shares one in-flight request between callers asking at the same time', async () => {
    const client = newClient();
    const [a, b, c] = await Promise.all([client.getCountryInfo('AR'), client.getCountryInfo('AR'), client.getCountryInfo('AR')]);
    expect(a.name).toBe('Argentina');
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(fake.requests()).toEqual({ '/v3.1/alpha/AR': 1 });
  });

  describe.each([
    ['a server error', 'status'],
    ['a body that is not JSON', 'bad-json'],
    ['an empty array', 'empty'],
    ['a dropped connection', 'network'],
  ] as const)('on %s', (_label, mode) => {
    it('logs and rethrows the catalogue error, once per request', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      fake.fail('PE', mode);
      const client = newClient();
      const both = [client.getCountryInfo('PE'), client.getCountryInfo('PE')];
      for (const attempt of both) {
        const error = await attempt.then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(Error);
        expect((error as Error).message).toBe(COUNTRY_LOOKUP_ERROR);
      }
      expect(COUNTRY_LOOKUP_ERROR).toBe('Error al obtener la información del país');
      expect(logged).toHaveBeenCalledTimes(1);
      const [loggedError] = logged.mock.calls[0]!;
      expect(loggedError).toBeInstanceOf(Error);
      expect((loggedError as Error).message).toBe(COUNTRY_LOOKUP_ERROR);
      expect(fake.requests()).toEqual({ '/v3.1/alpha/PE': 1 });
    });
  });

  it('fails on an unknown code (the service answers 404)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(newClient().getCountryInfo('ZZ')).rejects.toThrow(COUNTRY_LOOKUP_ERROR);
  });

  it('fails when the service cannot be reached at all', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const unreachable = createCountriesClient({ countriesUrl: 'http://127.0.0.1:9', flagsUrl: FLAGS });
    await expect(unreachable.getCountryInfo('AR')).rejects.toThrow(COUNTRY_LOOKUP_ERROR);
    expect(logged).toHaveBeenCalledOnce();
  });

  it('forgets a failure, so a later call asks again and can succeed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.fail('CO');
    const client = newClient();
    await expect(client.getCountryInfo('CO')).rejects.toThrow(COUNTRY_LOOKUP_ERROR);
    fake.reset();
    await expect(client.getCountryInfo('CO')).resolves.toMatchObject({ name: 'Colombia' });
    expect(fake.requests()).toEqual({ '/v3.1/alpha/CO': 1 });
  });

  it('gives up on a lookup that hangs past its timeout', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const never: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)));
    const slow = createCountriesClient({ countriesUrl: fake.url, flagsUrl: FLAGS, fetch: never, timeoutMs: 50 });
    await expect(slow.getCountryInfo('UY')).rejects.toThrow(COUNTRY_LOOKUP_ERROR);
  });
});
