// Header fields (the visitor's name in Reply-To, the subject) must stay on one line: a CR or LF
// there could start a new header ("\r\nBcc: …"). Line breaks and tabs become spaces, every
// other control or line-separator character is dropped, runs of spaces collapse.

// C0 controls, DEL, C1 controls, and Unicode line/paragraph separators.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/g;

export function cleanHeaderField(value: string): string {
  return value
    .replace(/[\r\n\t]+/g, ' ')
    .replace(CONTROL, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** Controls other than line breaks and tabs removed from free text (the message body). */
export function stripControlCharacters(text: string): string {
  return text.replace(CONTROL, (char) => (char === '\u2028' || char === '\u2029' ? '\n' : ''));
}
