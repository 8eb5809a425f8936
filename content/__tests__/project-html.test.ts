import { describe, expect, it } from 'vitest';
import { projects } from '..';
import { markupProblems } from '../description-markup';

// The gate on the owner's HTML (content/description-markup.ts, run by validate-content.ts for the
// build too): every description passes it, and it refuses what must never reach the page.

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
