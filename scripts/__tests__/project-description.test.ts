import { describe, expect, it } from 'vitest';
import { projects } from '../../content/index.ts';
import { plainDescription } from '../html/project-pages.ts';

// The text a link preview and a search result show under a project's name (its page's
// description): the result, then the owner's description as plain text.
describe('plainDescription', () => {
  it('follows the result with the description, one sentence after another', () => {
    expect(plainDescription({ outcome: { year: 2024, result: 'Cero papel' }, description: '<p>Un sistema.</p><p>Otro.</p>' })).toBe(
      'Cero papel. Un sistema. Otro.',
    );
    expect(plainDescription({ outcome: { year: 2024, result: '¡Cero papel!' }, description: '<p>Un sistema.</p>' })).toBe(
      '¡Cero papel! Un sistema.',
    );
  });

  it('parts list items, and reads the markup’s characters as written', () => {
    expect(
      plainDescription({
        description: '<p>Incluye:</p><ul><li>Turnos por cliente</li><li>Pedidos recurrentes</li></ul><p>Para &lt;10 ms&gt; &amp; más.</p>',
      }),
    ).toBe('Incluye: Turnos por cliente; Pedidos recurrentes; Para <10 ms> & más.');
  });

  it('cuts near 155 characters at a word, never after one that leads into the next', () => {
    const long = `<p>${'Una plataforma completa '.repeat(5)}para los comercios sin papel ni demoras de ninguna clase.</p>`;
    const text = plainDescription({ description: long });
    expect(text.length).toBeLessThanOrEqual(156);
    expect(text).toMatch(/\S…$/);
    expect(text).not.toMatch(/\b(para|los|sin|ni|de)…$/);
  });

  it('gives every project of the content a description of at most 156 characters', () => {
    for (const project of projects) expect(plainDescription(project).length, project.id).toBeLessThanOrEqual(156);
  });
});
