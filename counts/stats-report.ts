import { projects } from '../content/projects.ts';
import { REFERRER_PREFIX, UTM_PREFIX, VISITORS, VISITORS_WHO_WROTE } from './counters.ts';
import { daysBefore } from './count-policy.ts';

// `npm run stats`: the owner's reading of the daily totals, the same text from either backend.

export interface DayTotal {
  day: string;
  counter: string;
  n: number;
}

/** The periods the report shows, in days up to today. */
export const STATS_PERIODS = [7, 30] as const;
const TOP = 5;

const names = new Map(projects.map((project) => [project.id, project.name]));
// Grouped from a thousand on: Spanish's default leaves 4 digits ungrouped, so a column read «3038» over «13.990».
const number = (n: number) => n.toLocaleString('es', { useGrouping: 'always' });
const percent = (part: number, whole: number) =>
  whole === 0 ? '-' : `${(Math.round((part / whole) * 1000) / 10).toLocaleString('es', { minimumFractionDigits: 1 })} %`;

function sum(totals: readonly DayTotal[], match: (counter: string) => boolean): number {
  return totals.reduce((total, row) => total + (match(row.counter) ? row.n : 0), 0);
}

/** The `limit` largest counters that start with `prefix`, by total, then by name; `group` names them. */
function top(totals: readonly DayTotal[], prefix: string, limit = TOP, group = (name: string) => name): [string, number][] {
  const byName = new Map<string, number>();
  for (const row of totals)
    if (row.counter.startsWith(prefix)) {
      const name = group(row.counter.slice(prefix.length));
      byName.set(name, (byName.get(name) ?? 0) + row.n);
    }
  return [...byName].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).slice(0, limit);
}

/**
 * One name for each service a visitor comes from under several hosts: a country's Google, LinkedIn's
 * short links and Android apps (whose referrer names the app's package). Split, LinkedIn in four
 * rows ranked under a smaller site.
 */
const SERVICES: [RegExp, string][] = [
  [/(^|\.)google\.[a-z]{2,3}(\.[a-z]{2})?$|^com\.google\.android\.(googlequicksearchbox|gm)$/, 'Google'],
  [/(^|\.)linkedin\.com$|^lnkd\.in$|^com\.linkedin\.android$/, 'LinkedIn'],
  [/(^|\.)facebook\.com$|^fb\.me$|^com\.facebook\.(katana|orca)$/, 'Facebook'],
  [/(^|\.)instagram\.com$|^com\.instagram\.android$/, 'Instagram'],
  [/^t\.co$|(^|\.)(x|twitter)\.com$|^com\.twitter\.android$/, 'X'],
  [/(^|\.)whatsapp\.(com|net)$|^wa\.me$|^com\.whatsapp$/, 'WhatsApp'],
  [/(^|\.)bing\.com$/, 'Bing'],
  [/(^|\.)duckduckgo\.com$/, 'DuckDuckGo'],
  [/(^|\.)github\.com$/, 'GitHub'],
];
const serviceOf = (host: string): string => SERVICES.find(([hosts]) => hosts.test(host))?.[1] ?? host;

/** Where the period's visitors came from, by service, and those who came from none (a typed address, a link in an app that sends none). */
function sources(rows: readonly DayTotal[]): [string, number][] {
  const named = top(rows, REFERRER_PREFIX, TOP, serviceOf);
  const unnamed = sum(rows, (c) => c === VISITORS) - sum(rows, (c) => c.startsWith(REFERRER_PREFIX));
  return unnamed > 0 ? [...named, [DIRECT, unnamed]] : named;
}
const DIRECT = '(directo o sin sitio)';

function table(rows: [string, ...string[]][]): string[] {
  const width = Math.max(...rows.map((row) => row[0].length));
  return rows.map(([label, ...cells]) => `  ${label.padEnd(width)}  ${cells.map((cell) => cell.padStart(8)).join('  ')}`);
}

function list(title: string, entries: [string, number][], label: (key: string) => string = (key) => key): string[] {
  if (entries.length === 0) return [`${title}: ninguno.`];
  return [`${title}:`, ...table(entries.map(([key, n]) => [label(key), number(n)]))];
}

export function statsReport(totals: readonly DayTotal[], today: string): string {
  const [short, long] = STATS_PERIODS;
  const inLast = (days: number) => totals.filter((row) => row.day > daysBefore(today, days) && row.day <= today);
  const periods = [inLast(short), inLast(long)];
  const row = (label: string, value: (rows: readonly DayTotal[]) => string): [string, ...string[]] => [label, ...periods.map(value)];
  const count = (match: (counter: string) => boolean) => (rows: readonly DayTotal[]) => number(sum(rows, match));
  const last = periods[1]!;

  return [
    `Visitas de tu sitio hasta el ${today} (días en UTC)`,
    '',
    ...table([
      ['', `${short} días`, `${long} días`],
      row(
        'Páginas vistas',
        count((c) => c === 'view' || c.startsWith('view:')),
      ),
      row(
        '  portada',
        count((c) => c === 'view'),
      ),
      row(
        '  proyectos',
        count((c) => c.startsWith('view:')),
      ),
      row(
        'Visitantes (por día)',
        count((c) => c === VISITORS),
      ),
      row(
        'Descargas del CV',
        count((c) => c === 'cv'),
      ),
      row(
        '"Ver más" proyectos',
        count((c) => c === 'more'),
      ),
      row(
        'Proyectos compartidos',
        count((c) => c.startsWith('share:')),
      ),
      row(
        'Mensajes recibidos',
        count((c) => c === 'message'),
      ),
      row('Visitantes que escribieron', (rows) =>
        percent(
          sum(rows, (c) => c === VISITORS_WHO_WROTE),
          sum(rows, (c) => c === VISITORS),
        ),
      ),
    ]),
    '',
    ...list(`Proyectos más vistos (${long} días)`, top(last, 'view:'), (id) => names.get(id) ?? id),
    ...list(`Proyectos más compartidos (${long} días)`, top(last, 'share:'), (id) => names.get(id) ?? id),
    ...list(`Sitios de origen, visitantes (${long} días)`, sources(last)),
    ...list(`Campañas, utm_source (${long} días)`, top(last, UTM_PREFIX)),
    '',
    'Un visitante cuenta una vez por día: quien vuelve otro día suma de nuevo, y «escribieron» es la',
    'parte de esas visitas diarias que terminó en un mensaje. Los sitios de origen y las campañas',
    'cuentan a cada visitante por el primero del que llegó en el día.',
  ].join('\n');
}
