// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { layOutAllWhenRestoring, layOutBelowTheFold, WAITING_PARTS } from '../page-parts';

// A page whose parts wait for their layout: the home part never does.
beforeEach(() => {
  delete document.documentElement.dataset.laidOut;
  document.body.innerHTML = `<main><section id="home"></section><section id="a"></section></main><footer></footer>`;
});
const waiting = () => [...document.querySelectorAll(WAITING_PARTS)].map((part) => part.id || part.tagName);

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

  it('marks the root, after which no part waits', () => {
    expect(waiting()).toEqual(['a', 'FOOTER']);
    layOutBelowTheFold(document);
    expect(document.documentElement.dataset.laidOut).toBe('');
    expect(waiting()).toEqual([]);
  });
});

describe('layOutAllWhenRestoring', () => {
  // jsdom has no navigation timing: the window's own document, with the entry the browser would report.
  const windowAfter = (type: NavigationTimingType) =>
    ({ document, performance: { getEntriesByType: () => [{ type }] } }) as unknown as Window;

  it.each<NavigationTimingType>(['reload', 'back_forward'])('marks the whole page laid out after a %s', (type) => {
    layOutAllWhenRestoring(windowAfter(type));
    expect(document.documentElement.dataset.laidOut).toBe('');
    expect(waiting()).toEqual([]);
  });

  it('leaves a fresh visit to lay its parts out as they near the screen', () => {
    layOutAllWhenRestoring(windowAfter('navigate'));
    expect(document.documentElement.dataset.laidOut).toBeUndefined();
    expect(waiting()).toEqual(['a', 'FOOTER']);
  });
});
