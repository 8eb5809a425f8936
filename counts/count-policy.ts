// How long and how much the counts keep, the one home of each number. Days are UTC dates.

/** Visitor rows (salted hashes) are deleted after this many days; the daily totals stay. */
export const RETENTION_DAYS = 30;

/**
 * A flood must not grow storage without bound: per day, at most this many distinct visitors are
 * remembered (later ones still add to the counters, not to "unique visitors") and at most this
 * many distinct referrer hosts and utm sources together (later ones add to "(otros)").
 */
export const MAX_VISITORS_PER_DAY = 20_000;
export const MAX_SOURCES_PER_DAY = 50;
export const OTHER_SOURCE = '(otros)';

/**
 * Count requests accepted per client address in each window (COUNT_RATE_LIMIT_MAX, and the
 * contact's RATE_LIMIT_WINDOW_MS). A visit sends one to a handful; a shared office address many.
 */
export const DEFAULT_COUNT_RATE_LIMIT_MAX = 120;

const DAY_MS = 86_400_000;

/** The UTC date of an instant, YYYY-MM-DD: the unit of every count and of the salt's life. */
export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The day `days` before `day` (same format). */
export const daysBefore = (day: string, days: number): string => dayOf(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS);

/** The first day whose visitor rows are still kept on `today`. */
export const oldestKeptDay = (today: string): string => daysBefore(today, RETENTION_DAYS - 1);
