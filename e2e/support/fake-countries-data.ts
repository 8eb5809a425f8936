// The ten countries of content/reviews.ts in restcountries' real v3.1 shape (trimmed to the
// fields a client could plausibly read), plus simple striped flags for the fake flag service.

export interface RestCountryFixture {
  name: { common: string; official: string; nativeName?: Record<string, { official: string; common: string }> };
  tld: string[];
  cca2: string;
  ccn3: string;
  cca3: string;
  independent: boolean;
  status: string;
  unMember: boolean;
  capital: string[];
  region: string;
  subregion: string;
  languages: Record<string, string>;
  translations: Partial<Record<'spa' | 'fra' | 'por', { official: string; common: string }>>;
  flag: string;
  flags: { png: string; svg: string; alt?: string };
}

interface Row {
  cca2: string;
  ccn3: string;
  cca3: string;
  common: string;
  official: string;
  spa: [string, string];
  fra: [string, string];
  por: [string, string];
  capital: string;
  region: string;
  subregion: string;
  languages: Record<string, string>;
  tld: string;
  flag: string;
}

const rows: Row[] = [
  {
    cca2: 'AR',
    ccn3: '032',
    cca3: 'ARG',
    common: 'Argentina',
    official: 'Argentine Republic',
    spa: ['República Argentina', 'Argentina'],
    fra: ['République argentine', 'Argentine'],
    por: ['República Argentina', 'Argentina'],
    capital: 'Buenos Aires',
    region: 'Americas',
    subregion: 'South America',
    languages: { grn: 'Guaraní', spa: 'Spanish' },
    tld: '.ar',
    flag: '🇦🇷',
  },
  {
    cca2: 'CL',
    ccn3: '152',
    cca3: 'CHL',
    common: 'Chile',
    official: 'Republic of Chile',
    spa: ['República de Chile', 'Chile'],
    fra: ['République du Chili', 'Chili'],
    por: ['República do Chile', 'Chile'],
    capital: 'Santiago',
    region: 'Americas',
    subregion: 'South America',
    languages: { spa: 'Spanish' },
    tld: '.cl',
    flag: '🇨🇱',
  },
  {
    cca2: 'UY',
    ccn3: '858',
    cca3: 'URY',
    common: 'Uruguay',
    official: 'Oriental Republic of Uruguay',
    spa: ['República Oriental del Uruguay', 'Uruguay'],
    fra: ["République orientale de l'Uruguay", 'Uruguay'],
    por: ['República Oriental do Uruguai', 'Uruguai'],
    capital: 'Montevideo',
    region: 'Americas',
    subregion: 'South America',
    languages: { spa: 'Spanish' },
    tld: '.uy',
    flag: '🇺🇾',
  },
  {
    cca2: 'MX',
    ccn3: '484',
    cca3: 'MEX',
    common: 'Mexico',
    official: 'United Mexican States',
    spa: ['Estados Unidos Mexicanos', 'México'],
    fra: ['États-Unis du Mexique', 'Mexique'],
    por: ['Estados Unidos Mexicanos', 'México'],
    capital: 'Mexico City',
    region: 'Americas',
    subregion: 'North America',
    languages: { spa: 'Spanish' },
    tld: '.mx',
    flag: '🇲🇽',
  },
  {
    cca2: 'ES',
    ccn3: '724',
    cca3: 'ESP',
    common: 'Spain',
    official: 'Kingdom of Spain',
    spa: ['Reino de España', 'España'],
    fra: ["Royaume d'Espagne", 'Espagne'],
    por: ['Reino de Espanha', 'Espanha'],
    capital: 'Madrid',
    region: 'Europe',
    subregion: 'Southern Europe',
    languages: { spa: 'Spanish' },
    tld: '.es',
    flag: '🇪🇸',
  },
  {
    cca2: 'CO',
    ccn3: '170',
    cca3: 'COL',
    common: 'Colombia',
    official: 'Republic of Colombia',
    spa: ['República de Colombia', 'Colombia'],
    fra: ['République de Colombie', 'Colombie'],
    por: ['República da Colômbia', 'Colômbia'],
    capital: 'Bogotá',
    region: 'Americas',
    subregion: 'South America',
    languages: { spa: 'Spanish' },
    tld: '.co',
    flag: '🇨🇴',
  },
  {
    cca2: 'PE',
    ccn3: '604',
    cca3: 'PER',
    common: 'Peru',
    official: 'Republic of Peru',
    spa: ['República de Perú', 'Perú'],
    fra: ['République du Pérou', 'Pérou'],
    por: ['República do Peru', 'Perú'],
    capital: 'Lima',
    region: 'Americas',
    subregion: 'South America',
    languages: { aym: 'Aymara', que: 'Quechua', spa: 'Spanish' },
    tld: '.pe',
    flag: '🇵🇪',
  },
  {
    cca2: 'US',
    ccn3: '840',
    cca3: 'USA',
    common: 'United States',
    official: 'United States of America',
    spa: ['Estados Unidos de América', 'Estados Unidos'],
    fra: ["Les états-unis d'Amérique", 'États-Unis'],
    por: ['Estados Unidos da América', 'Estados Unidos'],
    capital: 'Washington D.C.',
    region: 'Americas',
    subregion: 'North America',
    languages: { eng: 'English' },
    tld: '.us',
    flag: '🇺🇸',
  },
  {
    cca2: 'PY',
    ccn3: '600',
    cca3: 'PRY',
    common: 'Paraguay',
    official: 'Republic of Paraguay',
    spa: ['República de Paraguay', 'Paraguay'],
    fra: ['République du Paraguay', 'Paraguay'],
    por: ['República do Paraguai', 'Paraguai'],
    capital: 'Asunción',
    region: 'Americas',
    subregion: 'South America',
    languages: { grn: 'Guaraní', spa: 'Spanish' },
    tld: '.py',
    flag: '🇵🇾',
  },
  {
    cca2: 'EC',
    ccn3: '218',
    cca3: 'ECU',
    common: 'Ecuador',
    official: 'Republic of Ecuador',
    spa: ['República del Ecuador', 'Ecuador'],
    fra: ["République de l'Équateur", 'Équateur'],
    por: ['República do Equador', 'Equador'],
    capital: 'Quito',
    region: 'Americas',
    subregion: 'South America',
    languages: { spa: 'Spanish' },
    tld: '.ec',
    flag: '🇪🇨',
  },
];

const pair = ([official, common]: [string, string]) => ({ official, common });

export const fakeCountries: Record<string, RestCountryFixture> = Object.fromEntries(
  rows.map((row) => [
    row.cca2,
    {
      name: { common: row.common, official: row.official },
      tld: [row.tld],
      cca2: row.cca2,
      ccn3: row.ccn3,
      cca3: row.cca3,
      independent: true,
      status: 'officially-assigned',
      unMember: true,
      capital: [row.capital],
      region: row.region,
      subregion: row.subregion,
      languages: row.languages,
      translations: { spa: pair(row.spa), fra: pair(row.fra), por: pair(row.por) },
      flag: row.flag,
      flags: {
        png: `https://flagcdn.com/w320/${row.cca2.toLowerCase()}.png`,
        svg: `https://flagcdn.com/${row.cca2.toLowerCase()}.svg`,
      },
    },
  ]),
);

/** Bands of a simplified flag: orientation and [colour, relative size] pairs. */
export interface FlagBands {
  height: number;
  direction: 'horizontal' | 'vertical';
  bands: [string, number][];
}

export const fakeFlags: Record<string, FlagBands> = {
  ar: {
    height: 25,
    direction: 'horizontal',
    bands: [
      ['#74acdf', 1],
      ['#ffffff', 1],
      ['#74acdf', 1],
    ],
  },
  cl: {
    height: 27,
    direction: 'horizontal',
    bands: [
      ['#ffffff', 1],
      ['#d52b1e', 1],
    ],
  },
  uy: {
    height: 27,
    direction: 'horizontal',
    bands: [
      ['#ffffff', 1],
      ['#0038a8', 1],
      ['#ffffff', 1],
      ['#0038a8', 1],
      ['#ffffff', 1],
    ],
  },
  mx: {
    height: 23,
    direction: 'vertical',
    bands: [
      ['#006847', 1],
      ['#ffffff', 1],
      ['#ce1126', 1],
    ],
  },
  es: {
    height: 27,
    direction: 'horizontal',
    bands: [
      ['#aa151b', 1],
      ['#f1bf00', 2],
      ['#aa151b', 1],
    ],
  },
  co: {
    height: 27,
    direction: 'horizontal',
    bands: [
      ['#fcd116', 2],
      ['#003893', 1],
      ['#ce1126', 1],
    ],
  },
  pe: {
    height: 27,
    direction: 'vertical',
    bands: [
      ['#d91023', 1],
      ['#ffffff', 1],
      ['#d91023', 1],
    ],
  },
  us: {
    height: 21,
    direction: 'horizontal',
    bands: [
      ['#b22234', 1],
      ['#ffffff', 1],
      ['#b22234', 1],
      ['#ffffff', 1],
      ['#b22234', 1],
      ['#ffffff', 1],
      ['#b22234', 1],
    ],
  },
  py: {
    height: 22,
    direction: 'horizontal',
    bands: [
      ['#d52b1e', 1],
      ['#ffffff', 1],
      ['#0038a8', 1],
    ],
  },
  ec: {
    height: 27,
    direction: 'horizontal',
    bands: [
      ['#ffdd00', 2],
      ['#034ea2', 1],
      ['#ed1c24', 1],
    ],
  },
};
