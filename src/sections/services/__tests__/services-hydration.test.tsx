// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installBrowserStubs } from '../../../components/carousel/__tests__/browser-stubs';
import { ServicesSection } from '../services-section';

afterEach(() => vi.unstubAllGlobals());

describe('ServicesSection hydration', () => {
  it('hydrates the prerendered HTML without a mismatch', async () => {
    // Off screen: the viewer chunk is not requested, as on a first visit at the top of the page.
    installBrowserStubs({ onScreen: false });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ServicesSection />);
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <ServicesSection />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('[aria-current="true"]')?.getAttribute('aria-label')).toBe('1 de 3');
    expect(container.querySelector('canvas')).toBeNull();
    errors.mockRestore();
  });
});
