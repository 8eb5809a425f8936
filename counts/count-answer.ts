import type { CountOutcome } from './count-core.ts';

// What both backends answer, byte for byte. The beacon's answer is read by nobody but tests and
// tools: 204 whether counted or not (a visitor who opted out learns nothing new), 400 for what no
// page of ours sends, 429 past the rate limit. The pixel is always a transparent 1×1 GIF, so a
// page without JavaScript never shows a broken image, whatever happened to the count.

const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export interface CountAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer | null;
}

const noStore = { 'Cache-Control': 'no-store' };

export function beaconAnswer(result: CountOutcome): CountAnswer {
  if (result.outcome === 'invalid') return { status: 400, headers: noStore, body: null };
  if (result.outcome === 'limited')
    return { status: 429, headers: { ...noStore, 'Retry-After': String(result.retryAfterSeconds) }, body: null };
  return { status: 204, headers: noStore, body: null };
}

export const pixelAnswer = (): CountAnswer => ({ status: 200, headers: { ...noStore, 'Content-Type': 'image/gif' }, body: PIXEL });

/** Bodies past COUNT_BODY_LIMIT: refused before they are read. */
export const tooLargeAnswer = (): CountAnswer => ({ status: 413, headers: noStore, body: null });
