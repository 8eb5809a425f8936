import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { median } from './median.ts';

export type FormFactor = 'mobile' | 'desktop';
/** Lighthouse's default 'simulate' (a model replayed from an unthrottled load) or 'devtools' (a real throttled load). */
export type Throttling = 'simulate' | 'devtools';

export interface LighthouseRun {
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
  metrics: Record<'FCP' | 'LCP' | 'TBT' | 'CLS' | 'SpeedIndex', number>;
  bytes: number;
  requests: number;
  /** The longest main-thread task seen (ms, as Lighthouse reports it for this throttling). */
  longestTask: number;
  /**
   * The longest one that starts after the first paint (ms): the goal is none over 50 ms,
   * since from then on the visitor may tap. TBT alone hides a single 60 ms task (it counts 10 ms).
   */
  longestTaskAfterFcp: number;
  /**
   * What the first paint waits for (ms from the navigation): the HTML received, and when the
   * page's stylesheet was requested and received (after the first paint: the HTML inlines the
   * first screen's rules). Under 'devtools' throttling each request pays the full round trip, so
   * the HTML is the floor of FCP and LCP; under 'simulate' these are the timings of the
   * unthrottled load the model replays.
   */
  criticalPath: { htmlReceived: number; stylesheetRequested: number; stylesheetReceived: number };
  /**
   * Lighthouse's measure of this machine's CPU at the time of the run (higher is faster). The
   * throttled timings scale with it: a shared machine that slows down moves every figure, and
   * this is what tells that apart from a change in the page.
   */
  benchmarkIndex: number;
}

interface NetworkRequest {
  resourceType?: string;
  networkRequestTime: number;
  networkEndTime: number;
}

function criticalPath(requests: NetworkRequest[]): LighthouseRun['criticalPath'] {
  const html = requests.find((r) => r.resourceType === 'Document');
  const stylesheet = requests.find((r) => r.resourceType === 'Stylesheet');
  return {
    htmlReceived: html?.networkEndTime ?? Number.NaN,
    stylesheetRequested: stylesheet?.networkRequestTime ?? Number.NaN,
    stylesheetReceived: stylesheet?.networkEndTime ?? Number.NaN,
  };
}

/** One Lighthouse run in a fresh Chromium (mobile: a Moto G-class phone on slow 4G, 4× CPU slowdown). */
export async function runLighthouse(url: string, formFactor: FormFactor, throttling: Throttling = 'simulate'): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', throttlingMethod: throttling },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse no devolvió resultados');
    // A failed page load still returns a report, with zero scores and no metrics: never a sample.
    const failure = result.lhr.runtimeError;
    if (failure) throw new Error(`Lighthouse falló: ${failure.code} ${failure.message}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    // An audit that could not measure (its error says why) makes the run no sample either.
    const value = (id: string) => {
      const audit = audits[id];
      if (typeof audit?.numericValue !== 'number') throw new Error(`Lighthouse no midió ${id}: ${audit?.errorMessage ?? 'sin valor'}`);
      return audit.numericValue;
    };
    const requests = (audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
    const tasks = (audits['long-tasks']?.details as { items?: { startTime: number; duration: number }[] } | undefined)?.items ?? [];
    const fcp = value('first-contentful-paint');
    return {
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      metrics: {
        FCP: fcp,
        LCP: value('largest-contentful-paint'),
        TBT: value('total-blocking-time'),
        CLS: value('cumulative-layout-shift'),
        SpeedIndex: value('speed-index'),
      },
      bytes: value('total-byte-weight'),
      requests: requests.length,
      longestTask: Math.max(0, ...tasks.map((t) => t.duration)),
      longestTaskAfterFcp: Math.max(0, ...tasks.filter((t) => t.startTime >= fcp).map((t) => t.duration)),
      criticalPath: criticalPath(requests),
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill(); // synchronous: it signals the browser and removes its profile folder
  }
}

/** Medians, field by field, of several runs. */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const pick = <T extends keyof LighthouseRun>(key: T) => runs.map((r) => r[key]);
  const medianOf = <K extends string>(records: Record<K, number>[]) =>
    Object.fromEntries(Object.keys(records[0]!).map((k) => [k, median(records.map((r) => r[k as K]))])) as Record<K, number>;
  return {
    scores: medianOf(pick('scores')),
    metrics: medianOf(pick('metrics')),
    bytes: median(pick('bytes')),
    requests: median(pick('requests')),
    longestTask: median(pick('longestTask')),
    longestTaskAfterFcp: median(pick('longestTaskAfterFcp')),
    criticalPath: medianOf(pick('criticalPath')),
    benchmarkIndex: median(pick('benchmarkIndex')),
  };
}
