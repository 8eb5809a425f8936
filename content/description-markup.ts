// Project descriptions are the owner's own HTML and the page renders them as they are (no
// sanitiser ships to visitors). This is the gate instead: bare p, strong, em, br, ul and li only,
// markup a browser keeps exactly as written, so what is checked here is what the page shows.
// The HTML is parsed as a browser does (jsdom): a regular expression would miss what a parser
// rewrites (`<p><ul>`, an unclosed tag, a stray `<`).
import { JSDOM } from 'jsdom';

const ALLOWED_DESCRIPTION_TAGS = ['p', 'strong', 'em', 'br', 'ul', 'li'] as const;
const allowed = new Set<string>(ALLOWED_DESCRIPTION_TAGS);

let parser: Document | undefined;

/** What in `html` falls outside the allowed markup, in words the owner can act on. */
export function markupProblems(html: string): string[] {
  parser ??= new JSDOM('').window.document;
  const template = parser.createElement('template');
  template.innerHTML = html;
  const problems: string[] = [];
  const walker = parser.createTreeWalker(template.content, 0x1 | 0x80); // elements and comments
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType !== 1) {
      problems.push('comentario <!-- -->');
      continue;
    }
    const element = node as Element;
    if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml' || !allowed.has(element.localName))
      problems.push(`etiqueta <${element.localName}>`);
    for (const attribute of element.attributes) problems.push(`atributo ${attribute.name} en <${element.localName}>`);
  }
  if (template.innerHTML !== html) problems.push(`el navegador lo reescribe como: ${template.innerHTML}`);
  return problems;
}
