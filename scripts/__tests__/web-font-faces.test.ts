import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { neededFaces, unicodeRanges, webFontFaces } from '../html/web-font-faces';

// The real stylesheet src/styles/fonts.css imports (Vite minifies it; the parser takes both forms).
const css = readFileSync(createRequire(import.meta.url).resolve('@fontsource-variable/manrope/index.css'), 'utf8');
const minified = css.replace(/\/\*.*?\*\//g, '').replace(/\s*([{};:,])\s*/g, '$1');

describe('webFontFaces', () => {
  it('reads every face of the font with what FontFace needs', () => {
    for (const text of [css, minified]) {
      const faces = webFontFaces(text);
      expect(faces).toHaveLength(6);
      expect(new Set(faces.map((face) => face.family))).toEqual(new Set(['Manrope Variable']));
      for (const face of faces) {
        expect(face.source).toMatch(/^url\(.+\.woff2\)\s*format\(['"]woff2-variations['"]\)$/);
        expect(face.descriptors).toMatchObject({ style: 'normal', weight: '200 800', display: 'swap' });
      }
    }
  });

  it('keeps for the page the faces whose ranges hold its text, and only those', () => {
    const needed = (text: string) => neededFaces(minified, text).map((face) => /manrope-([\w-]+)-wght/.exec(face.source)![1]);
    expect(needed('¿Diseñamos tu próxima app? ¡Hablemos!')).toEqual(['latin']);
    expect(needed('Łódź')).toEqual(['latin-ext', 'latin']);
    expect(needed('Привет')).toEqual(['cyrillic']);
  });

  it('refuses a stylesheet it cannot read rather than shipping no font', () => {
    expect(() => webFontFaces('')).toThrow(/no @font-face/);
    expect(() => webFontFaces('@font-face{font-family:X}')).toThrow(/without font-family or src/);
    expect(() => neededFaces('@font-face{font-family:X;src:url(x.woff2);unicode-range:U+400-4FF}', 'Hola')).toThrow(/covers the page text/);
  });
});

describe('unicodeRanges', () => {
  it('reads single code points, ranges and wildcards', () => {
    expect(unicodeRanges('U+0131, U+0400-045F,U+??,u+4?')).toEqual([
      [0x131, 0x131],
      [0x400, 0x45f],
      [0x00, 0xff],
      [0x40, 0x4f],
    ]);
    expect(() => unicodeRanges('U+XYZ')).toThrow(/Not a unicode-range/);
  });
});
