// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { profile } from '../../../../content';
import { ContactSection } from '../contact-section';
import { loadContactValidation } from '../contact-validation';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ERROR_TEXT = 'Hubo un error al enviar el mensaje. Por favor, inténtalo de nuevo más tarde.';

/** A promise the test settles by hand, to look at the form while it is sending. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(send = vi.fn().mockResolvedValue(undefined)) {
  const onUse = vi.fn();
  const { container } = render(<ContactSection send={send} onUse={onUse} />);
  const forms = [...container.querySelectorAll('form')];
  const form = forms[0]!;
  const ui = within(form);
  const fields = {
    name: ui.getByLabelText<HTMLInputElement>('Nombre'),
    email: ui.getByLabelText<HTMLInputElement>('Email'),
    message: ui.getByLabelText<HTMLTextAreaElement>('Mensaje'),
  };
  const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
  const leave = (el: HTMLElement) => {
    act(() => el.focus());
    act(() => el.blur());
  };
  const fillValid = () => {
    type(fields.name, 'Ana Pérez');
    type(fields.email, 'ana@example.com');
    type(fields.message, 'Quiero una aplicación móvil.');
  };
  // Async: the first-invalid focus lands a microtask after the submit.
  const submit = () => act(async () => void fireEvent.submit(form));
  return { container, forms, form, ui, fields, type, leave, fillValid, submit, send, onUse };
}

// On the page the schema arrives with the first focus; here it is loaded up front so each
// step can be checked synchronously (contact-lazy-validation.test.tsx covers the wait).
beforeAll(() => loadContactValidation());
afterEach(cleanup);
// jsdom lays nothing out and has no scrollIntoView: the form asks it of its focused control when
// errors appear (e2e/contact.spec.ts sees the control stay on screen in a browser).
const scrollIntoView = vi.fn();
beforeAll(() => void (Element.prototype.scrollIntoView = scrollIntoView));

describe('ContactSection', () => {
  it('shows the owner’s e-mail, phone and location as links where they can be', () => {
    const { container } = setup();
    const section = within(container.querySelector('section#contact')!);
    // Read from the content, so the owner's own details keep this green (content.test pins the location).
    expect(section.getByRole('link', { name: new RegExp(escapeRegExp(profile.email)) }).getAttribute('href')).toBe(
      `mailto:${profile.email}`,
    );
    // The tel: URI dials the digits: spaces, dashes, dots and brackets go.
    const tel = section.getByRole('link', { name: new RegExp(escapeRegExp(profile.phone)) }).getAttribute('href');
    expect(tel).toBe(`tel:${profile.phone.replace(/[\s().-]/g, '')}`);
    expect(section.getByText(profile.location)).toBeTruthy();
  });

  it('renders the form once per layout without duplicate ids', () => {
    const { container, forms } = setup();
    expect(forms).toHaveLength(2);
    const ids = [...container.querySelectorAll('[id]')].map((el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const form of forms) {
      expect(form.noValidate).toBe(true);
      for (const label of ['Nombre', 'Email', 'Mensaje']) expect(within(form).getByLabelText(label).hasAttribute('required')).toBe(true);
      expect(within(form).getByRole('button', { name: 'Enviar' })).toBeTruthy();
    }
  });

  it('keeps errors hidden until a field is touched, then marks it invalid with its message', () => {
    const { ui, fields, type, leave } = setup();
    type(fields.email, 'no-es-un-email');
    expect(fields.email.getAttribute('aria-invalid')).toBe('false');
    expect(ui.queryByText('El email no es válido')).toBeNull();

    leave(fields.email);
    expect(fields.email.getAttribute('aria-invalid')).toBe('true');
    const message = ui.getByText('El email no es válido');
    expect(fields.email.getAttribute('aria-describedby')).toBe(message.id);
    expect(fields.email.className).toContain('border-danger');
    // Other fields stay quiet: they were not touched.
    expect(fields.name.getAttribute('aria-invalid')).toBe('false');
    expect(ui.queryByText('El nombre es requerido')).toBeNull();

    // Once touched, the message follows the value as the visitor types.
    type(fields.email, '');
    expect(ui.getByText('El email es requerido')).toBeTruthy();
    type(fields.email, 'ana@example.com');
    expect(fields.email.getAttribute('aria-invalid')).toBe('false');
    expect(fields.email.hasAttribute('aria-describedby')).toBe(false);
  });

  it('shows the message length rules', () => {
    const { ui, fields, type, leave } = setup();
    leave(fields.message);
    expect(ui.getByText('El mensaje es requerido')).toBeTruthy();
    type(fields.message, 'corto');
    expect(ui.getByText('El mensaje debe tener al menos 10 caracteres')).toBeTruthy();
    type(fields.message, 'x'.repeat(5001));
    expect(ui.getByText('El mensaje debe tener menos de 5000 caracteres')).toBeTruthy();
  });

  it('submitting an invalid form sends nothing, shows every error and focuses the first invalid field', async () => {
    const { ui, fields, type, submit, send } = setup();
    type(fields.message, 'Un mensaje suficientemente largo');
    await submit();
    expect(send).not.toHaveBeenCalled();
    expect(ui.getByText('El nombre es requerido')).toBeTruthy();
    expect(ui.getByText('El email es requerido')).toBeTruthy();
    expect(fields.message.getAttribute('aria-invalid')).toBe('false');
    expect(document.activeElement).toBe(fields.name);

    type(fields.name, 'Ana');
    await submit();
    expect(send).not.toHaveBeenCalled();
    // The name's error gone, the focused field was kept on screen.
    expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'nearest' });
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(fields.name);
    expect(document.activeElement).toBe(fields.email);
  });

  it('goes idle → sending (spinner instead of the button) → sent (thank-you in a status)', async () => {
    const pending = deferred();
    const { ui, form, fields, fillValid, submit, send } = setup(vi.fn(() => pending.promise));
    fillValid();
    act(() => fields.message.focus()); // as after pressing Enter in a field
    await submit();
    expect(document.activeElement).toBe(fields.message); // the field stays, so focus stays
    expect(send).toHaveBeenCalledWith({ name: 'Ana Pérez', email: 'ana@example.com', message: 'Quiero una aplicación móvil.' }, '');
    expect(ui.queryByRole('button', { name: 'Enviar' })).toBeNull();
    expect(ui.getByRole('status').textContent).toContain('Enviando mensaje');
    expect(form.querySelector('[data-testid="contact-spinner"]')).not.toBeNull();
    expect(form.querySelector('[aria-busy="true"]')).not.toBeNull();

    await submit(); // a second submit while sending sends nothing more
    expect(send).toHaveBeenCalledTimes(1);

    await act(async () => pending.resolve());
    expect(ui.getByRole('status').textContent).toContain('¡Gracias por tu mensaje!');
    expect(ui.queryByRole('button', { name: 'Enviar' })).toBeNull();
    expect(form.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('on failure shows the error in an alert, keeps the form, clears the error on retry and can succeed', async () => {
    const first = deferred();
    const second = deferred();
    const send = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { ui, fields, fillValid, submit } = setup(send);
    fillValid();
    act(() => ui.getByRole('button', { name: 'Enviar' }).focus());
    await submit();
    // The focused button is gone: focus waits on the status instead of falling to <body>.
    expect(document.activeElement).toBe(ui.getByRole('status'));
    await act(async () => first.reject(new Error('internal')));
    expect(ui.getByRole('alert').textContent).toBe(ERROR_TEXT);
    expect(document.activeElement).toBe(ui.getByRole('button', { name: 'Enviar' }));
    expect(fields.name.value).toBe('Ana Pérez');

    await submit();
    expect(ui.getByRole('alert').textContent).toBe(''); // cleared at the start of the submit
    expect(ui.getByRole('status').textContent).toContain('Enviando mensaje');
    await act(async () => second.resolve());
    expect(send).toHaveBeenCalledTimes(2);
    expect(ui.getByRole('status').textContent).toContain('¡Gracias por tu mensaje!');
    expect(ui.getByRole('alert').textContent).toBe('');
  });

  it('sends the honeypot value, and has it hidden from people', async () => {
    const { form, fillValid, submit, send } = setup();
    const honeypot = form.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    fireEvent.change(honeypot, { target: { value: 'http://spam.example' } });
    fillValid();
    await submit();
    expect(send.mock.calls[0]![1]).toBe('http://spam.example');
  });

  it('asks for the sender (the Firebase SDK) only when the visitor starts using the form', () => {
    const { fields, onUse } = setup();
    expect(onUse).not.toHaveBeenCalled();
    act(() => fields.message.focus());
    expect(onUse).toHaveBeenCalled();
  });

  it('shares the typed values and the state between the two layouts', async () => {
    const { forms, fillValid, submit } = setup();
    fillValid();
    expect(within(forms[1]!).getByLabelText<HTMLInputElement>('Nombre').value).toBe('Ana Pérez');
    await submit();
    await act(async () => {});
    expect(within(forms[1]!).getByRole('status').textContent).toContain('¡Gracias por tu mensaje!');
  });
});
