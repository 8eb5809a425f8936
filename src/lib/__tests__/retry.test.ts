import { afterEach, describe, expect, it, vi } from 'vitest';
import { retry } from '../retry';

// Under fake timers: the attempts and the waits between them. The browser's side (a chunk
// refused, then served) is e2e/code-lost.spec.ts.
describe('retry', () => {
  afterEach(() => vi.useRealTimers());

  it('returns the first attempt that succeeds, waiting each delay before trying again', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue('code');
    const result = retry(load, [100, 200]);
    await vi.advanceTimersByTimeAsync(99);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(200);
    await expect(result).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('rejects with the last error once every delay has been used', async () => {
    vi.useFakeTimers();
    const last = new TypeError('still offline');
    const load = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockRejectedValue(last);
    const result = retry(load, [100]);
    const settled = expect(result).rejects.toBe(last);
    await vi.advanceTimersByTimeAsync(100);
    await settled;
    expect(load).toHaveBeenCalledTimes(2);
  });
});
