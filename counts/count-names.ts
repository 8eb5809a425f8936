// What the site counts, named once for the page, both backends and `npm run stats`. Plain data,
// no library: the page's beacon imports it (src/lib/count-visit.ts) and must stay tiny.

/** Events the page may send. `message` is not here: only a server counts it, when it stores one. */
export const PAGE_EVENTS = ['view', 'cv', 'share', 'more'] as const;
export type PageEvent = (typeof PAGE_EVENTS)[number];

/** Same-origin endpoints: the beacon (POST, JSON in a text body) and the no-JavaScript pixel (GET). */
export const COUNT_PATH = '/count';
export const PIXEL_PATH = '/count.gif';

/** The beacon's body, as the page sends it. Absent `project` on a view: the home page. */
export interface CountBeacon {
  event: PageEvent;
  /** A content/projects.ts id: the page viewed (view) or shared (share). */
  project?: string;
  /** The referring site's host name, only when it is another site (view only). */
  referrer?: string;
  /** The entry address's utm_source (view only). */
  utm?: string;
}

/** Largest body the endpoint reads; the longest valid beacon is ~200 B. */
export const COUNT_BODY_LIMIT = 512;
export const HOST_MAX_LENGTH = 100;
/** A referrer as the counts keep it: a bare host name, with a letter (no IP address, port or path). */
export const HOST_PATTERN = /^(?=.*[a-z])[a-z0-9-]+(\.[a-z0-9-]+)*$/;
export const UTM_MAX_LENGTH = 40;
