// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const createCallable = vi.fn();
vi.mock('../firebase-callable', () => ({ createCallable }));
const { loadCallable, preloadCallable } = await import('../load-callable');

describe('loadCallable', () => {
  beforeEach(() => createCallable.mockReset());

  it('creates the callable once, with the page’s origin at call time', async () => {
    const call = vi.fn();
    createCallable.mockResolvedValue(call);
    preloadCallable('uno');
    const [a, b] = await Promise.all([loadCallable('uno'), loadCallable('uno')]);
    expect(a).toBe(call);
    expect(b).toBe(call);
    expect(createCallable).toHaveBeenCalledTimes(1);
    expect(createCallable).toHaveBeenCalledWith('uno', expect.objectContaining({ callable: expect.any(Object) }), window.location.origin);
  });

  it('forgets a failed load, so the next attempt (a retry) loads again', async () => {
    createCallable.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    await expect(loadCallable('dos')).rejects.toThrow(TypeError);
    createCallable.mockResolvedValueOnce(vi.fn());
    await expect(loadCallable('dos')).resolves.toBeTypeOf('function');
    expect(createCallable).toHaveBeenCalledTimes(2);
  });
});
