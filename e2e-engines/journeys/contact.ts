// The contact form end to end: a send the network fails shows the error and keeps what was
// typed; the retry shows the spinner while the request is held, then the thanks; the real server
// stores it and delivers it by SMTP to the sink, the visitor's text intact. A long journey: one
// width per engine (harness.ts).
import assert from 'node:assert/strict';
import { journey, ONE_WIDTH_PER_ENGINE } from '../harness.ts';
import { poll } from '../driver/poll.ts';

const ERROR_TEXT = 'Hubo un error al enviar el mensaje. Por favor, inténtalo de nuevo más tarde.';
const SEND = /^\/contact-send$/;
const within = '#contact';

journey(
  'el formulario de contacto: error, reintento, gracias y el correo entregado',
  async ({ page, site, engine }) => {
    await page.open();
    await page.bringAlive('contact');
    const sender = `Ana Prueba ${engine.name} ${Date.now()}`;
    const text = 'Hola, quiero una app para mi negocio <b>ya</b>.\nSegunda línea & más.';
    for (const [label, value] of [
      ['Nombre', sender],
      ['Email', 'ana.prueba@example.com'],
      ['Mensaje', text],
    ] as const) {
      await page.click({ role: 'textbox', name: label, within });
      await page.type(value);
    }
    /** What the three fields hold, found by their labels as a visitor reads them. */
    const values = () =>
      page.evaluate(() =>
        ['Nombre', 'Email', 'Mensaje'].map((name) => {
          const label = [...document.querySelectorAll('#contact label')].find((l) => l.checkVisibility() && l.textContent?.trim() === name);
          return (label as HTMLLabelElement | undefined)?.control instanceof HTMLElement
            ? ((label as HTMLLabelElement).control as HTMLInputElement).value
            : null;
        }),
      );
    assert.deepEqual(await values(), [sender, 'ana.prueba@example.com', text]);

    // 1) The network fails: the spec's message, the form and what was typed kept.
    site.proxy.fail(SEND);
    await page.click({ role: 'button', name: 'Enviar', within });
    await page.until(
      'el mensaje de error',
      (t) => [...document.querySelectorAll('#contact [role="alert"]')].some((a) => a.textContent === t),
      ERROR_TEXT,
    );
    assert.deepEqual(await values(), [sender, 'ana.prueba@example.com', text]);

    // 2) The retry, held until the spinner has been seen, then the thanks.
    const held = site.proxy.hold(SEND);
    await page.click({ role: 'button', name: 'Enviar', within });
    await page.expectDrawn({ css: '[data-testid="contact-spinner"]', within });
    await page.expectDrawn({ role: 'button', name: 'Enviar', within }, false);
    await page.until('«Enviando mensaje»', () =>
      [...document.querySelectorAll('#contact [role="status"]')].some((s) => s.textContent?.includes('Enviando mensaje')),
    );
    // The spinner comes with the click; the request reaches the proxy a moment later (the SDK's
    // own steps first, then the socket): on a busy machine Firefox drew the spinner and its
    // status before the proxy had seen it. So it is waited for, not asserted at once.
    await poll('el reintento llega al servidor y queda retenido', () => Promise.resolve(held.requested()));
    held.release();
    await page.until('el agradecimiento', () =>
      [...document.querySelectorAll('#contact [role="status"]')].some((s) => s.textContent?.includes('¡Gracias por tu mensaje!')),
    );
    await page.expectDrawn({ css: '[data-testid="contact-spinner"]', within }, false);

    // 3) Stored by the server and delivered by SMTP, the visitor only in Reply-To.
    const mail = await poll('el correo en el servidor SMTP', () =>
      Promise.resolve(site.smtp.received.find((m) => m.headers.get('reply-to')?.some((value) => value.includes(sender)))),
    );
    assert.match(mail.text, /Hola, quiero una app para mi negocio <b>ya<\/b>\.\s+Segunda línea & más\./);
    assert.ok(mail.headers.get('reply-to')?.[0]?.includes('ana.prueba@example.com'));
  },
  { windows: ONE_WIDTH_PER_ENGINE },
);
