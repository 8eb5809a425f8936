// Just enough of a PDF reader to check what pdfkit wrote, without a PDF library: the text of an
// uncompressed file (glyph ids mapped back through each font's ToUnicode table), the document
// information strings and the link targets.

type Objects = Map<number, string>;

function objects(pdf: string): Objects {
  const map: Objects = new Map();
  for (const m of pdf.matchAll(/(\d+) 0 obj\s*([\s\S]*?)\s*endobj/g)) map.set(Number(m[1]), m[2] ?? '');
  return map;
}

const utf16 = (hex: string) => {
  const units = hex.match(/.{4}/g)?.map((h) => parseInt(h, 16)) ?? [];
  return String.fromCharCode(...units);
};

/** glyph id → text, from a ToUnicode CMap as pdfkit writes it (bfrange with arrays, or bfchar). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const m of cmap.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
    const start = parseInt(m[1] ?? '0', 16);
    // Entries may be empty (a glyph with no text, written "<>") or hold several code units.
    [...(m[3] ?? '').matchAll(/<([0-9a-f ]*)>/gi)].forEach((u, i) => map.set(start + i, utf16((u[1] ?? '').replace(/ /g, ''))));
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of (block[1] ?? '').matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) map.set(parseInt(m[1] ?? '0', 16), utf16(m[2] ?? ''));
  }
  return map;
}

/** Every line of text drawn, in drawing order (one entry per TJ operator). */
export function pdfTextLines(pdf: string): string[] {
  const objs = objects(pdf);
  const fonts = new Map<string, Map<number, string>>();
  for (const m of pdf.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const ref = objs.get(Number(m[2]))?.match(/\/ToUnicode (\d+) 0 R/);
    const cmap = ref ? objs.get(Number(ref[1])) : undefined;
    if (cmap && m[1]) fonts.set(m[1], toUnicode(cmap));
  }
  const lines: string[] = [];
  let font: Map<number, string> | undefined;
  for (const m of pdf.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
    if (m[1]) {
      font = fonts.get(m[1]);
      continue;
    }
    const hex = [...(m[2] ?? '').matchAll(/<([0-9a-f]*)>/gi)].map((h) => h[1] ?? '').join('');
    const ids = hex.match(/.{4}/g)?.map((h) => parseInt(h, 16)) ?? [];
    lines.push(ids.map((id) => font?.get(id) ?? '\ufffd').join(''));
  }
  return lines;
}

/** A PDF literal string "(...)" decoded: escapes resolved, UTF-16BE when it starts with a BOM. */
export function decodePdfString(literal: string): string {
  const body = literal.replace(/^\(/, '').replace(/\)$/, '');
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  const bytes = body.replace(/\\([0-7]{1,3}|.)/gs, (_, e: string) =>
    /^[0-7]+$/.test(e) ? String.fromCharCode(parseInt(e, 8)) : (escapes[e] ?? e),
  );
  if (bytes.startsWith('\u00fe\u00ff')) {
    let text = '';
    for (let i = 2; i + 1 < bytes.length; i += 2) text += String.fromCharCode((bytes.charCodeAt(i) << 8) | bytes.charCodeAt(i + 1));
    return text;
  }
  return bytes;
}

/** The document information dictionary (Title, Author…), values decoded. */
export function pdfInfo(pdf: string): Record<string, string> {
  const objs = objects(pdf);
  const infoRef = pdf.match(/trailer\s*<<[\s\S]*?\/Info (\d+) 0 R/);
  const dict = infoRef ? (objs.get(Number(infoRef[1])) ?? '') : '';
  const info: Record<string, string> = {};
  for (const m of dict.matchAll(/\/(\w+) (\d+) 0 R/g)) {
    const value = objs.get(Number(m[2]));
    if (m[1] && value?.startsWith('(')) info[m[1]] = decodePdfString(value);
  }
  return info;
}

/** Targets of the URI link annotations. */
export function pdfLinks(pdf: string): string[] {
  return [...pdf.matchAll(/\/URI (\((?:\\.|[^\\)])*\))/g)].map((m) => decodePdfString(m[1] ?? ''));
}
