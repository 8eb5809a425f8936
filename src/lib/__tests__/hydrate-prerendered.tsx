import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, vi } from 'vitest';

/**
 * Prerenders `element` as the build does, puts the HTML in the document, hydrates it, and fails
 * on any mismatch (a recoverable error, or anything React logs). Returns the hydrated container.
 */
export async function hydratePrerendered(element: ReactElement): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const recoverable = vi.fn();
  try {
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError: recoverable });
    });
    expect(recoverable, 'hydration met what the prerender wrote').not.toHaveBeenCalled();
    expect(errors, 'nothing logged while hydrating').not.toHaveBeenCalled();
  } finally {
    errors.mockRestore();
  }
  return container;
}
