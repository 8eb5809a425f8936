import { escapeHtml } from './escape-html.ts';

// The e-mail the owner receives, built only from validated, cleaned fields: the visitor's
// text is escaped, and the markup is ours alone (no script, style, handler or remote resource).

export interface ContactMail {
  /** Only addresses from the server's CONTACT_TO. */
  to: string[];
  /** The visitor: the only header their address appears in. */
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
}

export interface MailFields {
  name: string;
  email: string;
  subject: string;
  message: string;
  to: string[];
}

function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((block) => `<p>${block.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('\n');
}

/** Where the visitor's own words begin in the mail's text. */
const MESSAGE_HEADING = '\nMensaje:\n';

export function buildContactMail({ name, email, subject, message, to }: MailFields): ContactMail {
  const text = [`Nombre: ${name}`, `Email: ${email}`, ''].join('\n') + MESSAGE_HEADING + `${message}\n`;
  const html = [
    '<!doctype html>',
    '<html lang="es"><head><meta charset="utf-8">',
    `<title>${escapeHtml(subject)}</title></head><body>`,
    `<h1>${escapeHtml(subject)}</h1>`,
    `<p><strong>Nombre:</strong> ${escapeHtml(name)}</p>`,
    `<p><strong>Email:</strong> ${escapeHtml(email)}</p>`,
    '<p><strong>Mensaje:</strong></p>',
    paragraphs(message),
    '<p>Responde a este correo para escribirle directamente.</p>',
    '</body></html>',
  ].join('\n');
  return { to, replyTo: { name, address: email }, subject, text, html };
}

/** The visitor's message in a mail's text, as buildContactMail wrote it. */
export const visitorMessage = ({ text }: Pick<ContactMail, 'text'>): string =>
  text.slice(text.indexOf(MESSAGE_HEADING) + MESSAGE_HEADING.length).trimEnd();
