import { describe, expect, it } from 'vitest';
import { escapeHtml, unescapeHtml } from '../escape-html.ts';
import { cleanHeaderField } from '../header-field.ts';
import { buildMessageHtml, htmlToText, messageFromHtml } from '../message-html.ts';

describe('message html', () => {
  it('escapes every value and round-trips the message text exactly', () => {
    const message = `Hola <script>alert("x")</script> & 'adiós'\n\nSegunda línea 😀`;
    const html = buildMessageHtml({ name: '<Ana>', email: 'a"b@example.com', message });
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;Ana&gt;');
    expect(html).toContain('a&quot;b@example.com');
    expect(messageFromHtml(html)).toBe(message);
  });

  it('falls back to the text of the whole body when the message block is missing', () => {
    expect(messageFromHtml('<p>Nombre: Ana</p><p>Mensaje: hola &amp; chau</p>')).toBe('Nombre: Ana\nMensaje: hola & chau');
  });

  it('drops scripts, styles and comments with their content and every tag', () => {
    expect(htmlToText('a<script>evil()</script>b<style>x{}</style>c<!-- oculto -->d<img src=x onerror=y>e')).toBe('abcde');
    expect(htmlToText('sin cierre <script>evil()')).toBe('sin cierre');
    expect(htmlToText('uno<br>dos<br/>tres</p>cuatro')).toBe('uno\ndos\ntres\ncuatro');
  });

  it('decodes named and numeric entities, and escapes back', () => {
    expect(unescapeHtml('&lt;&gt;&amp;&quot;&#39;&apos;&#x1F600;&#233;&nbsp;&unknown;&#xD800;')).toBe(`<>&"''😀é\u00a0&unknown;\ufffd`);
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('keeps header fields on one line', () => {
    expect(cleanHeaderField(' Ana\r\n\tBcc: x@y\u2028\u0085 ')).toBe('Ana Bcc: x@y');
  });
});
