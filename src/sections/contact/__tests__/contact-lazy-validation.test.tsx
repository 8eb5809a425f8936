// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { ContactSection } from '../contact-section';
import { loadContactValidation, loadedContactValidation } from '../contact-validation';

// A file of its own: the schema module must not have been loaded yet when these start.
afterEach(cleanup);

/**
 * Waits for the load the form asked for: the same promise, so its state update lands inside act.
 * Not a waitFor: its 1 s ran out while a busy machine (the owner drill beside the engines)
 * transformed the schema and zod. Had the form asked for nothing, this starts a load the form
 * never hears of, and its assertions fail.
 */
const schemaLoaded = () => act(() => loadContactValidation());

function setup() {
  const send = vi.fn().mockResolvedValue(undefined);
  const { container } = render(<ContactSection send={send} onUse={() => {}} />);
  const form = container.querySelector('form')!;
  const ui = within(form);
  return { send, form, ui, name: ui.getByLabelText('Nombre'), email: ui.getByLabelText('Email') };
}

it('fetches the schema on the first focus and shows a touched field’s error once it is there', async () => {
  const { ui, email } = setup();
  expect(loadedContactValidation()).toBeNull();
  fireEvent.change(email, { target: { value: 'no-es-un-email' } });
  act(() => email.focus());
  act(() => email.blur());
  await schemaLoaded();
  expect(email.getAttribute('aria-invalid')).toBe('true');
  expect(ui.getByText('El email no es válido')).toBeTruthy();
  expect(loadedContactValidation()).not.toBeNull();
});

it('gives the name input the schema’s own length limit once the schema is there (one limit)', async () => {
  const { NAME_MAX_LENGTH } = await import('../../../../contact/schema');
  const { name } = setup();
  act(() => name.focus());
  await schemaLoaded();
  expect((name as HTMLInputElement).maxLength).toBe(NAME_MAX_LENGTH);
});
