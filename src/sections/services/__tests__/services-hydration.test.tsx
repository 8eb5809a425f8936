// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installBrowserStubs } from '../../../components/carousel/__tests__/browser-stubs';
import { hydratePrerendered } from '../../../lib/__tests__/hydrate-prerendered';
import { ServicesSection } from '../services-section';

afterEach(() => vi.unstubAllGlobals());

describe('ServicesSection hydration', () => {
  it('hydrates the prerendered HTML without a mismatch', async () => {
    // Off screen: the viewer chunk is not requested, as on a first visit at the top of the page.
    installBrowserStubs({ onScreen: false });
    const container = await hydratePrerendered(<ServicesSection />);
    expect(container.querySelector('[aria-current="true"]')?.getAttribute('aria-label')).toBe('1 de 3');
    expect(container.querySelector('canvas')).toBeNull();
  });
});
