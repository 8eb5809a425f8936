import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ATTEMPT_MS, poll } from '../../e2e-engines/driver/poll';

const never = () => new Promise<never>(() => {});

describe("the engines suite's poll, when a driver loses an answer", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('drops the attempt after ATTEMPT_MS and asks again', async () => {
    let calls = 0;
    let got: string | undefined;
    void poll('la respuesta', () => (++calls === 1 ? never() : Promise.resolve('sí'))).then((value) => (got = value));
    await vi.advanceTimersByTimeAsync(ATTEMPT_MS + 100);
    expect(calls).toBe(2);
    expect(got).toBe('sí');
  });

  it('fails on its own time, saying no answer came, when none ever does', async () => {
    const failed = poll('la respuesta', never, 8_000).catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(8_100);
    // Two attempts: the first given ATTEMPT_MS, the last what was left of the 8 s.
    expect(await failed).toMatch(/^esperaba: la respuesta \(8 s; lo último: "sin respuesta en 2\.\d+ s"\)$/);
  });

  it('says the last answer when the deadline cuts the attempt after it short', async () => {
    let calls = 0;
    // Answers "no" in 40 ms, then takes longer than what is left of the time.
    const check = () => (++calls === 1 ? new Promise<never>((_, reject) => setTimeout(() => reject(new Error('a 116 px')), 40)) : never());
    const failed = poll('la sección en su sitio', check, 1_000).catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(1_100);
    expect(await failed).toBe('esperaba: la sección en su sitio (1 s; lo último: "a 116 px")');
  });
});
