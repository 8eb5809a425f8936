// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_REGION_ELEMENTS, switchToWebFont } from '../web-font';

// The real faces, the font set and the frames are Chromium's: e2e/first-paint.spec.ts runs the
// switch on the built page. Here: the order of the steps, with frames and loads under the test's hand.
const face = (load: () => Promise<unknown>) => ({ load }) as unknown as FontFace;

describe('switchToWebFont', () => {
  beforeEach(() => {
    // jsdom has no CSS object; a browser with scroll anchoring (the hold without it is WebKit's,
    // run by e2e-engines/journeys/web-font.ts).
    Object.assign(window, { CSS: { supports: () => true } });
    document.documentElement.className = 'font-pending';
    document.body.innerHTML = `<div id="root"><header></header><main><section id="home"></section><section id="about"></section></main><footer></footer></div>`;
  });

  it('marks one region per frame, top to bottom, after the faces load; then drops the class and the marks', async () => {
    const steps: string[] = [];
    const marked = () => [...document.querySelectorAll('[data-web-font]')].map((element) => element.id || element.localName).join(' ');
    const loaded = switchToWebFont(document, [face(async () => steps.push('load'))], async () => {
      steps.push(marked());
    });
    await loaded;
    // A frame after the loads before any mark: the regions are chosen once the browser has drawn it.
    expect(steps).toEqual(['load', '', 'header', 'header home', 'header home about', 'header home about footer']);
    expect(document.documentElement.className).toBe('');
    expect(marked()).toBe('');
  });

  it('splits a part with more than MAX_REGION_ELEMENTS elements into its children, down to parts small enough', async () => {
    const slide = (n: number) => `<div id="slide-${n}">${'<span></span>'.repeat(MAX_REGION_ELEMENTS - 1)}</div>`;
    document.querySelector('#about')!.innerHTML = `<h2 id="about-title"></h2><div id="carousel">${slide(1)}${slide(2)}</div>`;
    const switched: string[] = [];
    await switchToWebFont(document, [], async () => {
      // Regions go top to bottom, so the one marked in this frame is the last in the document.
      const last = [...document.querySelectorAll('[data-web-font]')].at(-1);
      if (last) switched.push(last.id || last.localName);
    });
    expect(switched).toEqual(['header', 'home', 'about-title', 'slide-1', 'slide-2', 'footer']);
  });

  it('leaves the parts whose content the browser skips (content-visibility) to the end, all at once', async () => {
    document.querySelector('#about')!.innerHTML = '<h2></h2><p></p>';
    // Chromium's answer for a part far below the fold; e2e/first-paint.spec.ts asks the real one.
    const skipped = (element: Element) => element.closest('#about') !== null && element.id !== 'about';
    Object.defineProperty(HTMLElement.prototype, 'checkVisibility', {
      value(this: Element) {
        return !skipped(this);
      },
      configurable: true,
    });
    try {
      const marked: string[] = [];
      await switchToWebFont(document, [], async () => {
        marked.push([...document.querySelectorAll('[data-web-font]')].map((element) => element.id || element.localName).join(' '));
      });
      expect(marked).toEqual(['', 'header', 'header home', 'header home footer']);
      expect(document.documentElement.classList.contains('font-pending')).toBe(false);
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, 'checkVisibility');
    }
  });

  it('chooses the regions a frame after the faces load: a part the browser starts drawing in that frame goes region by region', async () => {
    document.querySelector('#about')!.innerHTML = '<h2></h2><p></p>';
    // Parsed just before, the part is skipped until the next frame decides it is near the screen.
    let frames = 0;
    Object.defineProperty(HTMLElement.prototype, 'checkVisibility', {
      value(this: Element) {
        return frames > 0 || this.closest('#about') === null || this.id === 'about';
      },
      configurable: true,
    });
    try {
      const marked: string[] = [];
      await switchToWebFont(document, [], async () => {
        frames += 1;
        marked.push([...document.querySelectorAll('[data-web-font]')].map((element) => element.id || element.localName).join(' '));
      });
      expect(marked).toContain('header home about');
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, 'checkVisibility');
    }
  });

  it('switches region by region a part that a jump lays out during the switch, before the rest below it', async () => {
    document.querySelector('#about')!.innerHTML = '<h2 id="about-title"></h2><p id="about-text"></p>';
    // Skipped (content-visibility) until the visitor's jump lays it out, two frames into the switch.
    let frames = 0;
    Object.defineProperty(HTMLElement.prototype, 'checkVisibility', {
      value(this: Element) {
        return frames >= 2 || this.closest('#about') === null || this.id === 'about';
      },
      configurable: true,
    });
    try {
      const switched: string[] = [];
      await switchToWebFont(document, [], async () => {
        frames += 1;
        const last = [...document.querySelectorAll('[data-web-font]')].at(-1);
        if (last) switched.push(last.id || last.localName);
      });
      // Chosen once, the part was left to the end and switched at once with the rest: in WebKit,
      // which has no scroll anchoring, that moved a visitor below it 21 px.
      expect(switched).toEqual(['header', 'home', 'about', 'footer']);
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, 'checkVisibility');
    }
  });

  it('goes on when a face fails to load (its text keeps the local face)', async () => {
    await switchToWebFont(document, [face(() => Promise.reject(new Error('offline'))), face(async () => undefined)], async () => {});
    expect(document.documentElement.classList.contains('font-pending')).toBe(false);
  });

  it('switches the regions index.css gives the web font to, under the class index.css keeps them from it with', () => {
    const css = readFileSync(path.resolve(import.meta.dirname, '../../styles/index.css'), 'utf8');
    expect(css).toMatch(/\.font-pending \[data-web-font\]\s*\{\s*font-family: var\(--font-web\);/);
    // The root keeps the local face whatever the class: its change of font restyled the whole page.
    expect(css).toMatch(/html,\s*\.font-pending body\s*\{\s*font-family: var\(--font-local\);/);
  });
});
