// Header fields (the visitor's name in Reply-To, the subject) must stay on one line and read
// as what they are. A CR or LF could start a new header ("\r\nBcc: …"), so every line break
// (CR, LF, NEL, U+2028, U+2029) and tab becomes a space. Bidi overrides and isolates (U+202A–U+202E, U+2066–U+2069), zero-width and
// every other format character (category Cf), controls (Cc), lone surrogates (Cs) and
// line/paragraph separators are dropped: they let a mail client show a sender that reads
// differently from what it is ("Soporte\u202Eftp.moc"). Then NFC, so one text has one form.

/** Characters a header field never keeps. */
const HEADER_UNSAFE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;
const UNSAFE_ALL = new RegExp(HEADER_UNSAFE.source, 'gu');

export function cleanHeaderField(value: string): string {
  return value
    .replace(/[\r\n\t\u0085\u2028\u2029]+/g, ' ')
    .replace(UNSAFE_ALL, '')
    .normalize('NFC')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

// C0 controls, DEL, C1 controls, and Unicode line/paragraph separators.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/g;

/** Controls other than line breaks and tabs removed from free text (the message body). */
export function stripControlCharacters(text: string): string {
  return text.replace(CONTROL, (char) => (char === '\u2028' || char === '\u2029' ? '\n' : ''));
}
