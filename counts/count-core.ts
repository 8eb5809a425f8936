import { profile } from '../content/profile.ts';
import type { RateLimiter } from '../contact/rate-limiter.ts';
import { parseBeacon, type CountEvent } from './count-events.ts';
import { countersFor, type CounterChange } from './counters.ts';
import { dayOf } from './count-policy.ts';
import { headerValue, isRobot, optedOut, type HeaderBag } from './privacy.ts';
import { freshSalt, visitorHash } from './visitor.ts';

// The one counting core: both adapters (server/ and functions/) hand it what the page sent and
// the request's address and headers, and answer what it returns. Order: read the event → drop
// opted-out visitors and robots → rate-limit → hash the visitor with the day's salt → store. An
// event it cannot read is refused within the same rate limit.
// The address and user agent go into the hash and nowhere else.

/** One counted event, ready for the store. */
export interface CountChange extends CounterChange {
  day: string;
  /** The visitor's salted hash for this day; none for a message from a visitor who is not counted. */
  visitor?: string;
  /** The visitor sent a contact message (marks them among "visitors who wrote"). */
  message: boolean;
}

/** The salt a visitor is hashed with, and the day the event is counted on. */
export interface DaySalt {
  day: string;
  salt: string;
}

/** Storage of either backend (server/count-store.ts, functions/src/firestore-counts.ts). */
export interface CountStore {
  /**
   * `day`'s salt, made with `fresh` on first use, when every older day's salt is deleted; or, if a
   * later day has begun in the store, that day's. A request read just before midnight that reaches
   * the store after the next day's salt was made counts on that day: making its own would have
   * deleted the new day's salt, and counted that day's visitors again.
   */
  saltFor(day: string, fresh: () => string): DaySalt | Promise<DaySalt>;
  /** Adds one event to its day, within the caps of count-policy.ts. */
  apply(change: CountChange): void | Promise<void>;
}

export interface CountClient {
  address: string;
  headers: HeaderBag;
}

export type CountOutcome =
  { outcome: 'counted' } | { outcome: 'opted-out' | 'robot' | 'invalid' } | { outcome: 'limited'; retryAfterSeconds: number };

export interface CountCoreDeps {
  store: CountStore;
  /** Limits what the page sends per address; a server's own `message` count is not limited. */
  rateLimiter?: RateLimiter;
  now?: () => number;
}

/** The site in the hash: the same visitor on another site using this code is another hash. */
const SITE = new URL(profile.siteUrl).hostname;

export function createCounter(deps: CountCoreDeps) {
  const now = deps.now ?? Date.now;

  /** The client's share of the page's requests, taken: a `limited` outcome once it is spent. */
  function overLimit(client: CountClient, at: number): CountOutcome | null {
    const verdict = deps.rateLimiter?.take(client.address || 'desconocido', at);
    return verdict && !verdict.allowed
      ? { outcome: 'limited', retryAfterSeconds: Math.max(1, Math.ceil(verdict.retryAfterMs / 1000)) }
      : null;
  }

  /**
   * Counts one event. A visitor who opted out or reads as a robot is not counted, unless `always`:
   * then the event adds to its day's counters and to nothing about visitors.
   */
  async function count(event: CountEvent, client: CountClient, { limited, always }: { limited: boolean; always: boolean }) {
    const userAgent = headerValue(client.headers, 'user-agent');
    const unseen = optedOut(client.headers) ? 'opted-out' : isRobot(userAgent) ? 'robot' : null;
    if (unseen && !always) return { outcome: unseen } satisfies CountOutcome;
    const at = now();
    const over = limited ? overLimit(client, at) : null;
    if (over) return over;
    const { day, salt } = await deps.store.saltFor(dayOf(at), freshSalt);
    const visitor = unseen ? undefined : visitorHash(salt, SITE, client.address, userAgent);
    await deps.store.apply({ day, visitor, message: visitor !== undefined && event.event === 'message', ...countersFor(event) });
    return { outcome: 'counted' } satisfies CountOutcome;
  }

  return {
    /** What the page sent (the beacon's parsed JSON, or the pixel's reading): `invalid` unless it is a known event. */
    page(input: unknown, client: CountClient): Promise<CountOutcome> {
      const event = parseBeacon(input);
      if (event !== null) return count(event, client, { limited: true, always: false });
      // Refused within the same limit: unlimited, 200 malformed posts wrote 200 lines to the log.
      return Promise.resolve(overLimit(client, now()) ?? { outcome: 'invalid' });
    },
    /**
     * A contact message the server has just stored, from the client that sent it. Counted whoever
     * sent it, so "Mensajes recibidos" is what the owner received: a sender who opted out (or whose
     * browser reads as a robot) adds to it, and to nothing about visitors.
     */
    message(client: CountClient): Promise<CountOutcome> {
      return count({ event: 'message' }, client, { limited: false, always: true });
    },
  };
}

export type Counter = ReturnType<typeof createCounter>;
