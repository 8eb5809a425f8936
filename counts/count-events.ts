import * as z from 'zod/mini';
import { projects } from '../content/projects.ts';
import { COUNT_BODY_LIMIT, HOST_MAX_LENGTH, HOST_PATTERN, UTM_MAX_LENGTH, type CountBeacon, type PageEvent } from './count-names.ts';

// The server's reading of a beacon or pixel: only the known events, project ids of the content,
// a bare host name and a short utm_source. Anything else is refused whole: an unknown key, an
// event with a field it does not carry (only a view has a referrer), a share without a project.

const projectIds = projects.map((project) => project.id) as [string, ...string[]];

const host = z.string().check(z.maxLength(HOST_MAX_LENGTH), z.regex(HOST_PATTERN));
const utm = z.string().check(z.minLength(1), z.maxLength(UTM_MAX_LENGTH), z.regex(/^[a-z0-9._-]+$/));

const beaconSchema = z.discriminatedUnion('event', [
  z.strictObject({ event: z.literal('view'), project: z.optional(z.enum(projectIds)), referrer: z.optional(host), utm: z.optional(utm) }),
  z.strictObject({ event: z.literal('share'), project: z.enum(projectIds) }),
  z.strictObject({ event: z.enum(['cv', 'more'] as const satisfies readonly PageEvent[]) }),
]);

/** A counted event after reading: what the page sent, or `message` from a server. */
export type CountEvent = CountBeacon | { event: 'message' };

/** Host names and utm sources arrive lower-cased by the page; a hand-made request may not. */
function normalised(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const record = { ...(input as Record<string, unknown>) };
  for (const key of ['referrer', 'utm']) {
    const value = record[key];
    if (typeof value === 'string') record[key] = value.toLowerCase();
  }
  return record;
}

export function parseBeacon(input: unknown): CountBeacon | null {
  const parsed = beaconSchema.safeParse(normalised(input));
  return parsed.success ? parsed.data : null;
}

/** The beacon's body text (JSON), or null when it is too long or not JSON. */
export function parseBeaconText(text: string): CountBeacon | null {
  if (Buffer.byteLength(text) > COUNT_BODY_LIMIT) return null;
  try {
    return parseBeacon(JSON.parse(text));
  } catch {
    return null;
  }
}

/** The pixel's query: a home view with no parameter, a project page's view with `project=<id>`. */
export function parsePixelQuery(query: URLSearchParams): CountBeacon | null {
  const keys = [...query.keys()];
  if (keys.length === 0) return { event: 'view' };
  if (keys.length !== 1 || keys[0] !== 'project') return null;
  return parseBeacon({ event: 'view', project: query.get('project') });
}
