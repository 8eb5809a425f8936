import { describe, expect, it } from 'vitest';
import { reviews } from '../../../../content';
import { commentLines } from '../comment-lines';

describe('commentLines', () => {
  it('splits on every spelling of <br> and keeps the text as it is', () => {
    expect(commentLines('Uno.<br>Dos.<br/>Tres.<BR />Cuatro.<br   >Cinco.')).toEqual(['Uno.', 'Dos.', 'Tres.', 'Cuatro.', 'Cinco.']);
  });
  it('drops empty lines from doubled or trailing breaks', () => {
    expect(commentLines('<br>Hola<br><br> mundo <br>')).toEqual(['Hola', 'mundo']);
  });
  it('leaves any other markup as plain text (React escapes it when rendering)', () => {
    expect(commentLines('<b>hola</b><br><img src=x onerror=alert(1)>')).toEqual(['<b>hola</b>', '<img src=x onerror=alert(1)>']);
  });
  it('holds for the site content: no markup other than <br>', () => {
    expect(reviews.length).toBeGreaterThan(0);
    for (const review of reviews) {
      for (const line of commentLines(review.comment)) expect(line).not.toMatch(/[<>]/);
    }
  });
});
