import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCallableAnswer, sampleCallableRequests } from '../../contact/testing/callable-fuzz.ts';
import { HEADER_FORBIDDEN } from '../../contact/testing/spoofing-strings.ts';
import { openOutbox } from '../outbox.ts';
import { listen, post, SITE_RECIPIENTS, tempDirs, testConfig } from './helpers/test-site.ts';

// The same seeded requests the core's property test and the Firebase emulator test use, sent
// over HTTP to the local server: never a 5xx, every error a callable body, nothing unsafe stored.

const dirs = tempDirs();
let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  ({ app, origin } = await listen(testConfig(dirs)));
});
afterAll(async () => {
  await app.close();
  dirs.cleanup();
});

describe('generated requests over HTTP', () => {
  it('answers 300 seeded requests in the callable protocol, never 5xx, and stores only safe mail', async () => {
    const bodies = sampleCallableRequests({ recipients: SITE_RECIPIENTS, count: 300, seed: 15 });
    const statuses = new Map<number, number>();
    for (const body of bodies) {
      const response = await post(origin, body);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expectCallableAnswer(response.status, response.json ?? response.text);
    }
    // Both sides reached: some accepted, most refused, none failed inside.
    expect(statuses.get(200)).toBeGreaterThan(20);
    expect(statuses.get(400)).toBeGreaterThan(100);
    expect([...statuses.keys()].every((status) => status < 500)).toBe(true);

    const outbox = openOutbox(dirs.dataDir);
    const stored = outbox.list();
    outbox.close();
    expect(stored.length).toBeGreaterThan(0);
    for (const { mail } of stored) {
      for (const address of mail.to) expect(SITE_RECIPIENTS).toContain(address);
      expect(mail.replyTo.name).not.toMatch(HEADER_FORBIDDEN);
      expect(mail.subject).not.toMatch(HEADER_FORBIDDEN);
      expect(mail.html).not.toMatch(/<script|<img|<a |\son\w+=|javascript:/i);
    }
    // Still up and serving the page.
    expect((await fetch(`${origin}/`)).status).toBe(200);
  });
});
