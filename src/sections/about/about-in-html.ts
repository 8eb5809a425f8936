/**
 * The most characters of "Sobre mi" the page's HTML carries: whole paragraphs while they fit, and
 * the first one cut at a sentence (or a word) when it alone is longer. The rest renders once the
 * part is alive, and the complete page (src/sections/complete-page/) holds it all.
 *
 * Why 480: today's text (459 characters in two paragraphs) fits whole, so a visitor without
 * JavaScript reads it all where it is, and a longer one costs the HTML, which must arrive in the
 * network's first round trip, nothing more than today's. That round trip has little room left
 * (README, "Editar el contenido"): with a bound of 700, a text three times as long cost 44 B more
 * (measured with the owner drill, scripts/owner-drill.ts).
 */
export const ABOUT_IN_HTML_CHARS = 480;

/** The paragraphs the HTML carries, and whether they are the whole text. */
export function aboutInHtml(paragraphs: readonly string[], most = ABOUT_IN_HTML_CHARS): { shown: string[]; whole: boolean } {
  const shown: string[] = [];
  let used = 0;
  for (const paragraph of paragraphs) {
    if (used + paragraph.length > most) break;
    shown.push(paragraph);
    used += paragraph.length;
  }
  if (shown.length === 0 && paragraphs.length > 0) shown.push(cut(paragraphs[0]!, most));
  return { shown, whole: shown.length === paragraphs.length && shown.at(-1) === paragraphs.at(-1) };
}

/** `text` cut to at most `most` characters, after its last whole sentence there, or word with "…". */
function cut(text: string, most: number): string {
  const head = text.slice(0, most);
  const sentence = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? '));
  if (sentence > 0) return head.slice(0, sentence + 1);
  const word = head.lastIndexOf(' ');
  return `${head.slice(0, word > 0 ? word : most - 1)}…`;
}
