import { afterAll, describe, expect, it } from 'vitest';
import { openOutbox } from '../outbox.ts';
import { startChildServer, stopped, type ChildServer } from './helpers/child-server.ts';
import { startFakeSmtp } from './helpers/fake-smtp.ts';
import { payload, SITE_RECIPIENTS, tempDirs } from './helpers/test-site.ts';

// The durability promise: a success answer means the message is on disk. Kill the server
// with SIGKILL in the middle of a burst, start it again on the same DATA_DIR, and every
// message that was answered with success must be in the outbox and be delivered.

const dirs = tempDirs();
const children: ChildServer[] = [];
afterAll(async () => {
  for (const { child } of children) {
    child.kill('SIGKILL');
    await stopped(child);
  }
  dirs.cleanup();
});

const BURST = 40;
const marker = (n: number) => `Mensaje de ráfaga número ${String(n).padStart(3, '0')}`;

describe('kill -9 under a burst of sends', () => {
  it('loses no message that got a success answer', async () => {
    const smtp = await startFakeSmtp(0, { delayMs: 30 });
    const env = {
      DIST_DIR: dirs.distDir,
      DATA_DIR: dirs.dataDir,
      CONTACT_TO: SITE_RECIPIENTS.join(','),
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Portafolio <no-responder@example.com>',
      RATE_LIMIT_MAX: '1000',
    };
    try {
      const first = await startChildServer(env);
      children.push(first);

      const succeeded: number[] = [];
      const sends = Array.from({ length: BURST }, async (_, n) => {
        try {
          const response = await fetch(`${first.origin}/contact-send`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ data: payload({ html: `<div data-field="message">${marker(n)}</div>` }) }),
          });
          if (response.status === 200 && ((await response.json()) as { result?: { ok?: boolean } }).result?.ok) succeeded.push(n);
        } catch {
          // Cut off by the kill: no answer, so no promise was made.
        }
      });
      // Kill once part of the burst has been answered, with the rest still in flight.
      const deadline = Date.now() + 15_000;
      while (succeeded.length < BURST / 4 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 2));
      first.child.kill('SIGKILL');
      await Promise.all(sends);
      await stopped(first.child);
      expect(first.child.signalCode).toBe('SIGKILL');
      expect(succeeded.length).toBeGreaterThanOrEqual(BURST / 4);

      // Every success is on disk before the restart.
      const outbox = openOutbox(dirs.dataDir);
      const stored = outbox.list().map((m) => m.mail.text);
      outbox.close();
      for (const n of succeeded)
        expect(
          stored.some((text) => text.includes(marker(n))),
          marker(n),
        ).toBe(true);

      const second = await startChildServer(env);
      children.push(second);
      const delivered = () => new Set(smtp.received.map((mail) => /Mensaje de ráfaga número \d{3}/.exec(mail.text)?.[0]));
      const deadlineDelivery = Date.now() + 30_000;
      while (!succeeded.every((n) => delivered().has(marker(n))) && Date.now() < deadlineDelivery) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(succeeded.filter((n) => !delivered().has(marker(n)))).toEqual([]);

      const after = openOutbox(dirs.dataDir);
      try {
        // The queue drains completely: nothing stays half-sent after the restart.
        const drainDeadline = Date.now() + 15_000;
        while (after.list().some((m) => m.state !== 'sent') && Date.now() < drainDeadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(after.list().filter((m) => m.state !== 'sent')).toEqual([]);
        expect(after.list().length).toBeGreaterThanOrEqual(succeeded.length);
      } finally {
        after.close();
      }
    } finally {
      await smtp.close();
    }
  }, 90_000);
});
