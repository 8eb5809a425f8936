// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETRY_DELAYS } from '../../lib/retry';
import { loadPart } from '../lazy-part';

// The retries themselves: src/lib/__tests__/retry.test.ts. The browser: e2e/code-lost.spec.ts.
describe('loadPart', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('when every try fails, logs once in Spanish, shows the images as without JavaScript, and never settles', async () => {
    vi.useFakeTimers();
    // What LazyImage renders (a placeholder, then its <noscript> copy), and the contact part's note, which stays.
    document.body.innerHTML = `<section id="projects">
      <picture><img data-lazy="" alt="" width="960" height="1200"></picture><noscript><img src="/a.jpg" alt="" loading="lazy"></noscript>
      <img data-lazy="" alt="Ícono" width="48" height="48"><noscript><img src="/a_icon.png" alt="Ícono" loading="lazy"></noscript>
      <div id="form"></div><noscript><p>Escríbeme a hola@example.com</p></noscript>
    </section>`;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn().mockRejectedValue(error);
    let settled = false;
    void loadPart({ name: 'projects', load }).then(
      () => (settled = true),
      () => (settled = true),
    );
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS.reduce((sum, delay) => sum + delay, 0));
    expect(load).toHaveBeenCalledTimes(RETRY_DELAYS.length + 1);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('No se pudo cargar el código de la sección «projects»'), error);

    const images = [...document.querySelectorAll('#projects img')].map((img) => `${img.getAttribute('src')} ${img.getAttribute('alt')}`);
    expect(images).toEqual(['/a.jpg ', '/a_icon.png Ícono']);
    expect(document.querySelector('#form'), 'only image placeholders give way').not.toBeNull();

    await vi.advanceTimersByTimeAsync(60_000);
    expect(settled).toBe(false);
    expect(load).toHaveBeenCalledTimes(RETRY_DELAYS.length + 1);
  });
});
