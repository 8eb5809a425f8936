// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { holdPlace, layOutAllWhenRestoring, layOutBelowTheFold, startsBelowTheTop, WAITING_PARTS } from '../lay-out-below-the-fold';

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

describe('startsBelowTheTop', () => {
  const visit = (type: NavigationTimingType, hash = '') =>
    ({ location: { hash }, performance: { getEntriesByType: () => [{ type }] } }) as unknown as Window;

  it('is a restored visit or one sent to a section, not a fresh visit to the top', () => {
    expect(startsBelowTheTop(visit('reload'))).toBe(true);
    expect(startsBelowTheTop(visit('back_forward'))).toBe(true);
    expect(startsBelowTheTop(visit('navigate', '#contact'))).toBe(true);
    expect(startsBelowTheTop(visit('navigate'))).toBe(false);
    expect(startsBelowTheTop(visit('navigate', '#'))).toBe(false);
  });
});

describe('holdPlace', () => {
  it('scrolls by what the change moved the anchor, and not at all when it did not move', () => {
    let top = 300;
    const anchor = { getBoundingClientRect: () => ({ top }) } as unknown as Element;
    const scrolls: number[] = [];
    const win = { scrollBy: ({ top: by }: ScrollToOptions) => scrolls.push(by!) } as unknown as Window;
    holdPlace(win, anchor, () => (top = 420));
    holdPlace(win, anchor, () => undefined);
    expect(scrolls).toEqual([120]);
  });
});
