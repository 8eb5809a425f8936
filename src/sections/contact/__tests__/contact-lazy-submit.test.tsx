// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { ContactSection } from '../contact-section';
import { loadContactValidation, loadedContactValidation } from '../contact-validation';

// A file of its own: the schema module must not have been loaded yet when this starts.
afterEach(cleanup);

function setup() {
  const send = vi.fn().mockResolvedValue(undefined);
  const { container } = render(<ContactSection send={send} onUse={() => {}} />);
  const form = container.querySelector('form')!;
  const ui = within(form);
  return { send, form, name: ui.getByLabelText('Nombre') };
}

it('a submit that comes before the schema waits for it, then still refuses an invalid form', async () => {
  const { form, send, name } = setup();
  expect(loadedContactValidation()).toBeNull();
  fireEvent.submit(form);
  // The load the submit waits for (the same promise), not waitFor's 1 s alone: contact-lazy-validation.test.tsx.
  await act(() => loadContactValidation());
  await waitFor(() => expect(document.activeElement).toBe(name));
  expect(name.getAttribute('aria-invalid')).toBe('true');
  expect(send).not.toHaveBeenCalled();
});
