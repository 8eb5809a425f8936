import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPart, RETRY_DELAYS } from '../load-part';

// The real browser (a chunk refused, then served; or refused for good) is e2e/part-code-lost.spec.ts.
// Here: the attempts and their waits, under fake timers.
describe('loadPart', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('returns the first load that succeeds, waiting each delay before trying again', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue('Part');
    const result = loadPart('projects', load, [100, 200]);
    await vi.advanceTimersByTimeAsync(99);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(200);
    await expect(result).resolves.toBe('Part');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('when every try fails, logs once in Spanish and never settles, so React keeps the prerendered part', async () => {
    vi.useFakeTimers();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn().mockRejectedValue(error);
    let settled = false;
    void loadPart('projects', load).then(
      () => (settled = true),
      () => (settled = true),
    );
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS.reduce((sum, delay) => sum + delay, 0));
    expect(load).toHaveBeenCalledTimes(RETRY_DELAYS.length + 1);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('No se pudo cargar el código de la sección «projects»'), error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(settled).toBe(false);
    expect(load).toHaveBeenCalledTimes(RETRY_DELAYS.length + 1);
  });
});
