import { callableMessages, ContactError } from './contact-error.ts';

/**
 * The callable envelope's `data`, or INVALID_ARGUMENT for anything Firebase's onCall refuses: a
 * POST of `application/json` whose body is an object with the one key `data`. Both servers ask
 * it first: the local one answers as Firebase does, and Firebase's own refuses such a request
 * before onCall sees it, which logs a body it refuses whole («Request body is missing data.»),
 * the visitor's text with it.
 */
export function callableData(method: string, contentType: string | undefined, body: unknown): unknown {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (method !== 'POST' || type !== 'application/json') throw badRequest();
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest();
  const keys = Object.keys(body);
  if (keys.length !== 1 || keys[0] !== 'data') throw badRequest();
  return (body as { data: unknown }).data;
}

const badRequest = () => new ContactError('INVALID_ARGUMENT', callableMessages.badRequest);
