import type { CountEvent } from './count-events.ts';

// What one event adds to its day: named counters. The names are the storage's keys on both
// backends and what `npm run stats` reads back.
//   view · view:<project> · cv · more · share:<project> · message    the events
//   ref:<host> · utm:<source>                                          where a visitor came from
//   visitors · visitors:message                                        distinct visitors, and those who wrote
// A source is counted at a visitor's first view of the day only: counted at every view, a reload
// or a way back tripled one arrival, and one client's posts filled the day's named sources.

export const VISITORS = 'visitors';
export const VISITORS_WHO_WROTE = 'visitors:message';
export const REFERRER_PREFIX = 'ref:';
export const UTM_PREFIX = 'utm:';

export interface CounterChange {
  /** Counters of known names (events, project ids): a bounded set. */
  counters: string[];
  /** Counters named by the visitor (referrer host, utm source), capped per day by the store. */
  sources: string[];
}

export function countersFor(event: CountEvent): CounterChange {
  switch (event.event) {
    case 'view':
      return {
        counters: [event.project === undefined ? 'view' : `view:${event.project}`],
        sources: [
          ...(event.referrer === undefined ? [] : [REFERRER_PREFIX + event.referrer]),
          ...(event.utm === undefined ? [] : [UTM_PREFIX + event.utm]),
        ],
      };
    case 'share':
      return { counters: [`share:${event.project}`], sources: [] };
    default:
      return { counters: [event.event], sources: [] };
  }
}

/** A source past the day's cap: its kind's "(otros)" counter. */
export const otherSource = (source: string, other: string): string =>
  (source.startsWith(REFERRER_PREFIX) ? REFERRER_PREFIX : UTM_PREFIX) + other;

export const isSource = (counter: string): boolean => counter.startsWith(REFERRER_PREFIX) || counter.startsWith(UTM_PREFIX);
