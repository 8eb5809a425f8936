// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { switchToWebFont } from '../web-font';

// The real faces, the font set and the frames are Chromium's: e2e/first-paint.spec.ts runs the
// switch on the built page. Here: the order of the steps, with frames and loads under the test's hand.
const face = (load: () => Promise<unknown>) => ({ load }) as unknown as FontFace;

describe('switchToWebFont', () => {
  beforeEach(() => {
    document.documentElement.className = 'js font-pending';
    document.body.innerHTML = `<div id="root"><header></header><main><section id="home"></section><section id="about"></section></main><footer></footer></div>`;
  });

  it('marks one region per frame, top to bottom, after the faces load; then drops the class and the marks', async () => {
    const steps: string[] = [];
    const marked = () => [...document.querySelectorAll('[data-web-font]')].map((element) => element.id || element.localName).join(' ');
    const loaded = switchToWebFont(document, [face(async () => steps.push('load'))], async () => {
      steps.push(marked());
    });
    await loaded;
    expect(steps).toEqual(['load', 'header', 'header home', 'header home about', 'header home about footer']);
    expect(document.documentElement.className).toBe('js');
    expect(marked()).toBe('');
  });

  it('goes on when a face fails to load (its text keeps the local face)', async () => {
    await switchToWebFont(document, [face(() => Promise.reject(new Error('offline'))), face(async () => undefined)], async () => {});
    expect(document.documentElement.classList.contains('font-pending')).toBe(false);
  });

  it('switches the regions index.css gives the web font to, under the class index.css keeps them from it with', () => {
    const css = readFileSync(path.resolve(import.meta.dirname, '../../styles/index.css'), 'utf8');
    expect(css).toMatch(/\.font-pending \[data-web-font\]\s*\{\s*font-family: var\(--font-web\);/);
    expect(css).toMatch(/\.font-pending,\s*\.font-pending body\s*\{\s*font-family: var\(--font-local\);/);
  });
});
