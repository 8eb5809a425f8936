// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { projects } from '..';

// Project descriptions are the owner's own HTML and the page renders them as they are (no
// sanitiser ships to visitors). This is the gate instead: bare p, strong, em, br, ul and li only,
// markup the browser keeps exactly as written, so what is checked here is what the page shows.
const ALLOWED_TAGS = new Set(['p', 'strong', 'em', 'br', 'ul', 'li']);

/** What in `html` falls outside the allowed markup, in words the owner can act on. */
function markupProblems(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const problems: string[] = [];
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_COMMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!(node instanceof Element)) {
      problems.push('comentario <!-- -->');
      continue;
    }
    if (node.namespaceURI !== 'http://www.w3.org/1999/xhtml' || !ALLOWED_TAGS.has(node.localName))
      problems.push(`etiqueta <${node.localName}>`);
    for (const attribute of node.attributes) problems.push(`atributo ${attribute.name} en <${node.localName}>`);
  }
  if (template.innerHTML !== html) problems.push(`el navegador lo reescribe como: ${template.innerHTML}`);
  return problems;
}

describe('project descriptions', () => {
  it.each(projects.map((project) => [project.id, project.description]))('%s uses only bare p, strong, em, br, ul and li', (_id, html) => {
    expect(markupProblems(html)).toEqual([]);
  });

  it('the check refuses what must never reach the page', () => {
    const refused: Array<[string, string]> = [
      ['<p>Hola<script>window.pwned = 1</script></p>', 'etiqueta <script>'],
      ['<img src=x onerror="window.pwned=1">', 'etiqueta <img>'],
      ['<p onclick="window.pwned=1">Hola</p>', 'atributo onclick en <p>'],
      ['<strong style="color:red">Hola</strong>', 'atributo style en <strong>'],
      ['<a href="javascript:alert(1)">Ver</a>', 'etiqueta <a>'],
      ['<svg onload="x"></svg>', 'etiqueta <svg>'],
      ['<math><mtext><table><mglyph><style><img src=x onerror=y>', 'etiqueta <math>'],
      ['a<!-- nota -->b', 'comentario <!-- -->'],
      ['<p><strong>abierto', 'el navegador lo reescribe como: <p><strong>abierto</strong></p>'],
      ['1 < 2', 'el navegador lo reescribe como: 1 &lt; 2'],
    ];
    for (const [html, problem] of refused) expect(markupProblems(html), html).toContain(problem);
    expect(markupProblems('<p>App de <strong>turnos</strong> y <em>más</em><br>hoy</p><ul><li>Uno</li></ul>')).toEqual([]);
  });
});
