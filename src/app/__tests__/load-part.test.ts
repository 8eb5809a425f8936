import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETRY_DELAYS } from '../../lib/retry';
import { loadPart } from '../load-part';

// The retries themselves: src/lib/__tests__/retry.test.ts. The browser: e2e/code-lost.spec.ts.
describe('loadPart', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
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
