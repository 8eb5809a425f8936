// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { layOutAllWhenRestoring, layOutBelowTheFold, WAITING_PARTS } from '../lay-out-below-the-fold';

describe('layOutBelowTheFold', () => {
  it('names the very parts index.css leaves unlaid-out', () => {
    const css = readFileSync(path.resolve(import.meta.dirname, '../../styles/index.css'), 'utf8');
    const rule = /([^{}]*)\{\s*content-visibility:\s*auto;/.exec(css.replace(/\/\*[\s\S]*?\*\//g, ''));
    const selector = (text: string) =>
      text
        .trim()
        .replace(/\s*,\s*/g, ', ')
        .replace(/\s+/g, ' ');
    expect(selector(rule![1]!)).toBe(selector(WAITING_PARTS));
  });

  it('marks every waiting part laid out, and only those', () => {
    document.body.innerHTML = `<main><section id="home"></section><section id="a"></section><section id="b" data-laid-out=""></section></main><footer></footer>`;
    layOutBelowTheFold(document);
    expect([...document.querySelectorAll('[data-laid-out]')].map((element) => element.id || element.tagName)).toEqual(['a', 'b', 'FOOTER']);
    expect(document.getElementById('home')!.dataset.laidOut).toBeUndefined();
  });
});

describe('layOutAllWhenRestoring', () => {
  // jsdom has no navigation timing: the window's own document, with the entry the browser would report.
  const windowAfter = (type: NavigationTimingType) =>
    ({ document, performance: { getEntriesByType: () => [{ type }] } }) as unknown as Window;

  it.each<NavigationTimingType>(['reload', 'back_forward'])('marks the whole page laid out after a %s', (type) => {
    delete document.documentElement.dataset.laidOut;
    document.body.innerHTML = `<main><section id="home"></section><section id="a"></section></main><footer></footer>`;
    layOutAllWhenRestoring(windowAfter(type));
    expect(document.documentElement.dataset.laidOut).toBe('');
    expect(document.querySelectorAll(WAITING_PARTS)).toHaveLength(0);
  });

  it('leaves a fresh visit to lay its parts out as they near the screen', () => {
    delete document.documentElement.dataset.laidOut;
    document.body.innerHTML = `<main><section id="home"></section><section id="a"></section></main><footer></footer>`;
    layOutAllWhenRestoring(windowAfter('navigate'));
    expect(document.documentElement.dataset.laidOut).toBeUndefined();
    expect([...document.querySelectorAll(WAITING_PARTS)].map((part) => part.id || part.tagName)).toEqual(['a', 'FOOTER']);
  });
});
