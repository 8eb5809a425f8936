import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import sharp from 'sharp';
import { startFakeCountriesServer, type FakeCountriesServer } from '../../../../e2e/support/fake-countries-server';
import { restCountries } from '../../../../e2e/support/rest-countries';

// The stand-in must itself be right, or the tests built on it prove nothing.
let fake: FakeCountriesServer;
beforeAll(async () => {
  fake = await startFakeCountriesServer({ failing: ['EC'] });
});
afterAll(() => fake.close());

describe('fake countries and flags service', () => {
  it('answers like restcountries v3.1: an array with names and translations, any origin allowed', async () => {
    const response = await fetch(`${fake.url}/v3.1/alpha/es`);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const [spain] = (await response.json()) as {
      cca2: string;
      name: { common: string };
      translations: { spa: { common: string; official: string } };
    }[];
    expect(spain).toMatchObject({
      cca2: 'ES',
      name: { common: 'Spain', official: 'Kingdom of Spain' },
      translations: { spa: { common: 'España', official: 'Reino de España' } },
    });
    const unknown = await fetch(`${fake.url}/v3.1/alpha/ZZ`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ status: 404, message: 'Not Found' });
  });

  it('knows every ISO 3166-1 alpha-2 code, each with a common and a Spanish name and a flag', async () => {
    const all = await startFakeCountriesServer(); // none failing
    onTestFinished(() => all.close());
    const codes = Object.keys(restCountries);
    // 249 officially assigned codes, plus Kosovo's XK, which restcountries answers too.
    expect(codes.length).toBeGreaterThanOrEqual(249);
    expect(codes.filter((code) => !/^[A-Z]{2}$/.test(code))).toEqual([]);
    const answers = await Promise.all(
      codes.map(async (code) => {
        const [country] = (await (await fetch(`${all.url}/v3.1/alpha/${code.toLowerCase()}`)).json()) as {
          cca2?: string;
          name?: { common?: string; nativeName?: unknown };
          translations?: { spa?: { common?: string } };
        }[];
        const flag = await fetch(`${all.url}/w40/${code.toLowerCase()}.png`);
        await flag.arrayBuffer();
        const named = Boolean(country?.name?.common && country.translations?.spa?.common && country.name.nativeName);
        return country?.cca2 === code && named && flag.status === 200 ? [] : [code];
      }),
    );
    expect(answers.flat(), 'codes answered wrong').toEqual([]);
  });

  it('serves a valid 40 px wide PNG per flag', async () => {
    const response = await fetch(`${fake.url}/w40/is.png`);
    expect(response.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 40 });
    expect((await fetch(`${fake.url}/w40/zz.png`)).status).toBe(404);
  });

  it('counts requests per path over HTTP, fails codes on request, and resets', async () => {
    const control = (path: string, method = 'POST') => fetch(`${fake.url}${path}`, { method });
    await control('/__reset');
    expect((await fetch(`${fake.url}/v3.1/alpha/EC`)).status).toBe(500);
    await control('/__fail?code=mx&mode=empty');
    expect(await (await fetch(`${fake.url}/v3.1/alpha/MX`)).json()).toEqual([]);
    await fetch(`${fake.url}/w40/mx.png`);
    await fetch(`${fake.url}/w40/mx.png`);
    expect(await (await control('/__requests', 'GET')).json()).toEqual({
      '/v3.1/alpha/EC': 1,
      '/v3.1/alpha/MX': 1,
      '/w40/mx.png': 2,
    });
    await control('/__reset');
    expect(await (await control('/__requests', 'GET')).json()).toEqual({});
    expect((await fetch(`${fake.url}/v3.1/alpha/MX`)).status).toBe(200);
    expect((await fetch(`${fake.url}/v3.1/alpha/EC`)).status).toBe(500);
  });
});
