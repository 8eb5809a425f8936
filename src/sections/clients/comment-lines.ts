/**
 * A review's comment as lines of plain text. `<br>` (also `<br/>`, `<BR />`) is the only markup
 * the content may hold; the lines are rendered as text with <br> elements between them, so
 * nothing in a comment can ever become HTML.
 */
export function commentLines(comment: string): string[] {
  return comment
    .split(/<br\s*\/?>/i)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
