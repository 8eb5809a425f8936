// Strings an attacker puts in a header-bound field (the name shown in Reply-To, the subject) so
// the owner's mail client shows something other than what was sent: bidi overrides and
// isolates, zero-width and other format characters, controls, header injection. Used by the
// unit tests, the generated requests and the end-to-end header check.

export const SPOOFING_STRINGS = [
  // Right-to-left override, a left-to-right isolate and a zero-width space (issue #15).
  'Soporte\u202Eftp.moc\u2066\u200B',
  // Every bidi embedding, override and isolate, with their terminators.
  'Ana\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069 Gómez',
  // Zero-width joiners, LRM/RLM, word joiner, BOM, soft hyphen, Arabic letter mark, a tag character.
  'Ban\u200C\u200D\u200E\u200Fco\u2060\uFEFF\u00AD\u061C \u{E0041}Nación',
  // Header injection and controls.
  'Ana\r\nBcc: espia@example.com\u0000\u0007\u0085',
  // Line and paragraph separators; a decomposed "é" (NFC makes it one character).
  'Jose\u0301\u2028Reply-To: x@evil.example\u2029',
  'GANASTE un premio, responde ya',
] as const;

/** Each of SPOOFING_STRINGS as it must reach the owner's mail client: the letters, nothing else. */
export const SPOOFING_STRINGS_CLEANED = [
  'Soporteftp.moc',
  'Ana Gómez',
  'Banco Nación',
  'Ana Bcc: espia@example.com',
  'José Reply-To: x@evil.example',
  'GANASTE un premio, responde ya',
];

/** What header-bound text must never contain, in the words: CR/LF, bidi controls, format (Cf) and control (Cc) characters. */
export const HEADER_FORBIDDEN = /[\r\n\u202A-\u202E\u2066-\u2069\p{Cf}\p{Cc}]/u;
