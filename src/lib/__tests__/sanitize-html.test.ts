// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { projects } from '../../../content';
import { sanitizeHtml } from '../sanitize-html';

/** Parses the sanitiser's output the way the browser will when React sets innerHTML. */
function parse(html: string): HTMLDivElement {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
}

function allElements(root: Element): Element[] {
  return [...root.querySelectorAll('*')];
}

describe('sanitizeHtml', () => {
  it('keeps the tags the descriptions use', () => {
    const html = '<p>App de <strong>turnos</strong> y <em>más</em><br>hoy</p><ul><li>Uno</li><li>Dos</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('leaves every project description unchanged (the content only uses allowed markup)', () => {
    for (const project of projects) expect(sanitizeHtml(project.description), project.id).toBe(project.description);
  });

  it('removes <script> elements with their code, in any case and even unclosed', () => {
    expect(sanitizeHtml('<p>Hola<script>window.pwned = 1</script></p>')).toBe('<p>Hola</p>');
    expect(sanitizeHtml('<SCRIPT type="module">window.pwned=1</SCRIPT >fin')).toBe('fin');
    expect(sanitizeHtml('<p>a<script>window.pwned=1')).toBe('<p>a</p>');
    expect(sanitizeHtml('<scr<script>ipt>alert(1)</script>')).toBe('&lt;scr');
  });

  it('strips every attribute: event handlers, styles, links', () => {
    expect(sanitizeHtml('<p onclick="window.pwned=1" class="x">Hola</p>')).toBe('<p>Hola</p>');
    expect(sanitizeHtml('<strong style="color:red" onmouseover=\'x\'>Hola</strong>')).toBe('<strong>Hola</strong>');
    expect(sanitizeHtml('<p title="a > b" onclick="y">Hola</p>')).toBe('<p>Hola</p>');
  });

  it('drops tags outside the list but keeps their text; javascript: URLs never survive', () => {
    expect(sanitizeHtml('<a href="javascript:window.pwned=1">Ver</a>')).toBe('Ver');
    expect(sanitizeHtml('<img src=x onerror="window.pwned=1">')).toBe('');
    expect(sanitizeHtml('<div><span>Texto</span></div>')).toBe('Texto');
    expect(sanitizeHtml('<svg onload="window.pwned=1"><script>x</script></svg>ok')).toBe('ok');
    expect(sanitizeHtml('<iframe srcdoc="<script>x</script>"></iframe>ok')).toBe('ok');
    // A mutation-XSS vector: foreign content is dropped whole, so the nested <img> never comes back.
    expect(sanitizeHtml('<math><mtext><table><mglyph><style><img src=x onerror=y>')).toBe('');
  });

  it('removes comments and escapes stray markup characters as text', () => {
    expect(sanitizeHtml('a<!-- <script>x</script> -->b')).toBe('ab');
    expect(sanitizeHtml('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
    expect(sanitizeHtml('<p/onclick=alert(1)>x')).toBe('&lt;p/onclick=alert(1)&gt;x');
    expect(sanitizeHtml('&lt;script&gt; &amp; &#233;')).toBe('&lt;script&gt; &amp; &#233;');
  });

  it('balances tags so the page around the description is untouched', () => {
    expect(sanitizeHtml('<p><strong>abierto')).toBe('<p><strong>abierto</strong></p>');
    expect(sanitizeHtml('</ul></p>texto</li>')).toBe('texto');
    expect(sanitizeHtml('<p>uno<p>dos')).toBe('<p>uno</p><p>dos</p>');
    expect(sanitizeHtml('<ul><li>a<li>b</ul>')).toBe('<ul><li>a</li><li>b</li></ul>');
  });

  it('leaves nothing that could run once in the DOM, where the raw attack would have', () => {
    const attacks = [
      '<img src=x onerror="window.pwned=1">',
      '<p><img src=x onerror=window.pwned=1></p>',
      '<svg><animate onbegin="window.pwned=1" attributeName="x" dur="1s"/></svg>',
      '<iframe src="javascript:window.pwned=1"></iframe>',
      '<details open ontoggle="window.pwned=1">',
      '<a href="javascript:window.pwned=1">clic</a>',
    ];
    const executable = (root: Element) =>
      allElements(root).filter(
        (el) =>
          ['SCRIPT', 'IMG', 'SVG', 'A', 'IFRAME'].includes(el.tagName.toUpperCase()) ||
          [...el.attributes].some((a) => /^on|href|src/i.test(a.name)),
      );
    for (const attack of attacks) {
      expect(executable(parse(attack)).length, `raw ${attack}`).toBeGreaterThan(0);
      expect(executable(parse(sanitizeHtml(attack))), attack).toEqual([]);
    }
  });

  it('on random tag soup, outputs only bare allowed elements the browser serialises identically', () => {
    const pieces = [
      '<p>',
      '</p>',
      '<strong>',
      '</strong>',
      '<em>',
      '</em>',
      '<br>',
      '<ul>',
      '</ul>',
      '<li>',
      '</li>',
      '<script>',
      '</script>',
      '<img src=x onerror=y>',
      '<a href="javascript:x">',
      '</a>',
      '<p class="c">',
      '<!--',
      '-->',
      '<',
      '>',
      '&',
      '&amp;',
      '"',
      "'",
      'texto',
      ' ',
      '<style>',
      '</style>',
      '<div>',
      '</div>',
    ];
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let run = 0; run < 400; run++) {
      const input = Array.from({ length: 1 + Math.floor(random() * 14) }, () => pieces[Math.floor(random() * pieces.length)]).join('');
      const output = sanitizeHtml(input);
      const root = parse(output);
      for (const element of allElements(root)) {
        expect(['P', 'STRONG', 'EM', 'BR', 'UL', 'LI'], input).toContain(element.tagName);
        expect(element.attributes.length, input).toBe(0);
      }
      // Same string after a round trip through the parser: the prerendered HTML equals what hydrates.
      expect(root.innerHTML, input).toBe(output);
      expect(sanitizeHtml(output), input).toBe(output);
    }
  });
});
