import { escapeHtml, unescapeHtml } from './escape-html.ts';

// The `html` field of the callable payload (spec §3: "body built from the three fields").
// The page builds it with `buildMessageHtml`; the server never forwards it. It only recovers
// the visitor's message text from it (`messageFromHtml`) and builds its own e-mail from the
// validated fields, so markup smuggled into `html` never reaches the owner's inbox.

export interface MessageFields {
  name: string;
  email: string;
  message: string;
}

/** Where the message text sits inside the body, so the server can find exactly that part. */
const MESSAGE_OPEN = '<div data-field="message">';
const MESSAGE_BLOCK = /<div data-field="message">([\s\S]*?)<\/div>/i;

/** The body the page sends: every value escaped, line breaks kept as <br>. */
export function buildMessageHtml({ name, email, message }: MessageFields): string {
  const lines = message
    .trim()
    .split(/\r\n|\r|\n/)
    .map(escapeHtml)
    .join('<br>');
  return [
    `<p><strong>Nombre:</strong> ${escapeHtml(name.trim())}</p>`,
    `<p><strong>Email:</strong> ${escapeHtml(email.trim())}</p>`,
    `${MESSAGE_OPEN}${lines}</div>`,
  ].join('\n');
}

/** The text of an HTML fragment: script and style elements dropped with their content, block ends and <br> turned into line breaks, every other tag removed, entities decoded. */
function textOf(html: string): string {
  const text = html
    .replace(/<(script|style|template|noscript)\b[\s\S]*?(<\/\1\s*>|$)/gi, '')
    .replace(/<!--[\s\S]*?(-->|$)/g, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|tr|blockquote|pre)\s*>/gi, '\n')
    .replace(/<[^>]*>?/g, '');
  return unescapeHtml(text).replace(/\r\n|\r/g, '\n');
}

/** Plain text of an HTML body of any shape: as `textOf`, without the blank lines its markup leaves. */
export function htmlToText(html: string): string {
  return textOf(html)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The visitor's message inside the page's body. The marked block (what `buildMessageHtml` writes)
 * is read back as typed, every space and blank line kept: the server then counts the length the
 * form counted (blank lines squeezed out, a 13-character message the form took was refused as
 * under 10). A body without the block gives the text of the whole body.
 */
export function messageFromHtml(html: string): string {
  const block = MESSAGE_BLOCK.exec(html);
  return block ? textOf(block[1]!).trim() : htmlToText(html);
}
