import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatabaseSync } from '@photostructure/sqlite';
import { chmodSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ContactMail } from '../../contact/build-mail.ts';
import { createDeliveryWorker } from '../delivery-worker.ts';
import { openOutbox } from '../outbox.ts';
import { tempDirs } from './helpers/test-site.ts';

const mail = (subject: string): ContactMail => ({
  to: ['duenio@example.com'],
  replyTo: { name: 'Ana', address: 'ana@example.com' },
  subject,
  text: 'texto',
  html: '<p>texto</p>',
});

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));
function outboxInTemp() {
  const dirs = tempDirs();
  const outbox = openOutbox(dirs.dataDir);
  cleanups.push(dirs.cleanup, () => outbox.close());
  return { outbox, dataDir: dirs.dataDir };
}

describe('outbox', () => {
  it('is readable by the server’s user alone: visitors’ names, addresses and words are in it', () => {
    const dirs = tempDirs();
    cleanups.push(dirs.cleanup);
    const dataDir = path.join(dirs.dataDir, 'nueva');
    const outbox = openOutbox(dataDir);
    outbox.add(mail('Hola'));
    outbox.close();
    const mode = (file: string) => statSync(file).mode & 0o777;
    expect(mode(dataDir)).toBe(0o700);
    for (const file of readdirSync(dataDir)) expect(mode(path.join(dataDir, file)), file).toBe(0o600);
    // A file an older server left readable to all is closed at the next opening.
    chmodSync(path.join(dataDir, 'messages.db'), 0o644);
    openOutbox(dataDir).close();
    expect(mode(path.join(dataDir, 'messages.db'))).toBe(0o600);
  });

  it('is a WAL database written with synchronous=FULL', () => {
    const { outbox, dataDir } = outboxInTemp();
    expect(outbox.durability()).toEqual({ journalMode: 'wal', synchronous: 'FULL' });
    // WAL is a property of the file: any other connection sees it too.
    const db = new DatabaseSync(path.join(dataDir, 'messages.db'), { readOnly: true });
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    db.close();
  });

  it('moves a message through stored → sending → stored (retry) → sending → sent', () => {
    const { outbox } = outboxInTemp();
    const id = outbox.add(mail('uno'), 1000);
    expect(outbox.get(id)).toMatchObject({ state: 'stored', attempts: 0, createdAt: 1000, nextAttemptAt: 1000 });
    expect(outbox.claimNext(1000)).toMatchObject({ id, state: 'sending' });
    expect(outbox.claimNext(1000)).toBeNull(); // nobody else gets it
    outbox.markRetry(id, 'ECONNREFUSED', 5000, 1100);
    expect(outbox.get(id)).toMatchObject({ state: 'stored', attempts: 1, lastError: 'ECONNREFUSED', nextAttemptAt: 5000 });
    expect(outbox.claimNext(4999)).toBeNull(); // not due yet
    expect(outbox.nextDueAt()).toBe(5000);
    expect(outbox.claimNext(5000)?.id).toBe(id);
    outbox.markSent(id, 5100);
    expect(outbox.get(id)).toMatchObject({ state: 'sent', attempts: 2, lastError: null, sentAt: 5100 });
    expect(outbox.nextDueAt()).toBeNull();
  });

  it('puts interrupted sends back in the queue and re-queues failed messages', () => {
    const { outbox } = outboxInTemp();
    const a = outbox.add(mail('a'), 1);
    const b = outbox.add(mail('b'), 1);
    outbox.claimNext(2);
    expect(outbox.requeueInterrupted(3)).toBe(1);
    expect(outbox.get(a)!.state).toBe('stored');
    outbox.claimNext(4);
    outbox.markFailed(a, '550 Buzón inexistente', 5);
    outbox.claimNext(6);
    outbox.markFailed(b, '550', 7);
    expect(outbox.list('failed').map((m) => m.id)).toEqual([a, b]);
    expect(outbox.requeueFailed(a, 8)).toBe(1);
    expect(outbox.get(a)).toMatchObject({ state: 'stored', attempts: 0, nextAttemptAt: 8 });
    expect(outbox.requeueFailed(a, 9)).toBe(0); // not failed any more
    expect(outbox.requeueFailed('all', 9)).toBe(1);
    expect(outbox.list('stored')).toHaveLength(2);
  });
});

describe('delivery worker', () => {
  it('retries with backoff and gives up after maxAttempts, keeping the last error', async () => {
    const { outbox } = outboxInTemp();
    const id = outbox.add(mail('x'));
    const attempts: string[] = [];
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    const worker = createDeliveryWorker(outbox, () => Promise.reject(new Error('ECONNREFUSED 127.0.0.1:25')), {
      retry: { baseDelayMs: 10, maxDelayMs: 40, maxAttempts: 4 },
      pollMs: 1000,
      events: {
        retry: () => attempts.push('retry'),
        failed: () => {
          attempts.push('failed');
          done();
        },
      },
    });
    const started = Date.now();
    worker.start();
    await finished;
    await worker.stop();
    expect(attempts).toEqual(['retry', 'retry', 'retry', 'failed']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(10 + 20 + 40);
    expect(outbox.get(id)).toMatchObject({ state: 'failed', attempts: 4, lastError: 'ECONNREFUSED 127.0.0.1:25' });
  });

  it('finishes the send in flight before stop() resolves', async () => {
    const { outbox } = outboxInTemp();
    const id = outbox.add(mail('x'));
    let release!: () => void;
    const worker = createDeliveryWorker(outbox, () => new Promise<void>((resolve) => (release = resolve)), { pollMs: 1000 });
    worker.start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(outbox.get(id)!.state).toBe('sending');
    const stopping = worker.stop();
    release();
    await stopping;
    expect(outbox.get(id)!.state).toBe('sent');
  });

  it('sends a message whose state it could not write after a failed attempt, not leaves it "sending" until a restart', async () => {
    const { outbox } = outboxInTemp();
    const id = outbox.add(mail('x'));
    // The outbox busy once as the failed attempt is written (another process holding the lock).
    const markRetry = outbox.markRetry.bind(outbox);
    let busy = true;
    outbox.markRetry = (...args) => {
      if (busy) {
        busy = false;
        throw new Error('database is locked');
      }
      return markRetry(...args);
    };
    let up = false;
    const outboxErrors: unknown[] = [];
    let delivered!: () => void;
    const sent = new Promise<void>((resolve) => (delivered = resolve));
    const worker = createDeliveryWorker(
      outbox,
      async () => {
        if (!up) throw new Error('ECONNREFUSED 127.0.0.1:25');
      },
      {
        retry: { baseDelayMs: 10, maxDelayMs: 40 },
        pollMs: 30,
        events: { outboxError: (error) => outboxErrors.push(error), sent: () => delivered() },
      },
    );
    worker.start();
    await vi.waitFor(() => expect(outboxErrors).toHaveLength(1));
    up = true;
    await sent;
    await worker.stop();
    expect(outbox.get(id)).toMatchObject({ state: 'sent' });
  });
});
