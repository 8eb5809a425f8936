import { describe, expect, it } from 'vitest';
import { ABOUT_IN_HTML_CHARS, aboutInHtml } from '../about-in-html';

const words = (n: number) => Array.from({ length: n }, (_, i) => `palabra${i}`).join(' ');

describe('aboutInHtml', () => {
  it('keeps a text within the bound whole', () => {
    expect(aboutInHtml(['Uno.', 'Dos.'])).toEqual({ shown: ['Uno.', 'Dos.'], whole: true });
  });

  it('carries whole paragraphs while they fit, and says the text goes on', () => {
    const paragraph = 'x'.repeat(300);
    const about = [paragraph, paragraph, paragraph, paragraph];
    const { shown, whole } = aboutInHtml(about, 700);
    expect(shown).toEqual([paragraph, paragraph]);
    expect(whole).toBe(false);
  });

  it('cuts a first paragraph longer than the bound after its last sentence there', () => {
    const text = `${'a'.repeat(400)}. ${'b'.repeat(200)}. ${'c'.repeat(300)}.`;
    const { shown, whole } = aboutInHtml([text, 'Otro.'], 700);
    expect(shown).toEqual([`${'a'.repeat(400)}. ${'b'.repeat(200)}.`]);
    expect(whole).toBe(false);
  });

  it('cuts at a word, with an ellipsis, when no sentence ends within the bound', () => {
    const { shown } = aboutInHtml([words(200)]);
    expect(shown[0]!.length).toBeLessThanOrEqual(ABOUT_IN_HTML_CHARS);
    expect(shown[0]).toMatch(/palabra\d+…$/);
    expect(words(200).startsWith(shown[0]!.slice(0, -1))).toBe(true);
  });

  it('never carries more than the bound', () => {
    for (const about of [[words(500)], [words(50), words(50), words(50)], ['x'.repeat(2000)]]) {
      expect(aboutInHtml(about).shown.join('').length).toBeLessThanOrEqual(ABOUT_IN_HTML_CHARS);
    }
  });
});
