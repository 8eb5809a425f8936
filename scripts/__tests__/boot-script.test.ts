import { describe, expect, it } from 'vitest';
import type { BuiltAssets } from '../html/built-assets';
import { bootScript } from '../html/boot-script';
import type { WebFontFace } from '../html/web-font-faces';

const assets = (hash: string): BuiltAssets => ({
  entry: `/bundle/main-${hash}.js`,
  entryImports: [`/bundle/runtime-${hash}.js`],
  partCode: [`/bundle/parts-${hash}.js`, `/bundle/contact-${hash}.js`],
  stylesheet: `/bundle/page-${hash}.css`,
  fonts: `/bundle/fonts-${hash}.css`,
  fontsCss: '',
});
const faces: WebFontFace[] = [
  { family: 'Manrope Variable', source: 'url(/bundle/manrope-Ab1.woff2) format("woff2-variations")', descriptors: { weight: '200 800' } },
];
/** The script with every string literal emptied: its code alone. */
const codeOf = (script: string) => script.replace(/"(?:[^"\\]|\\.)*"/g, '""');

describe('bootScript', () => {
  it('writes the built URLs and faces in, escaped, with quotes inside a face kept', async () => {
    const script = await bootScript(assets('Xy12_AbC'), faces, new Map());
    expect(script).toContain('"/bundle/main-Xy12_AbC.js"');
    expect(script).toContain('"/bundle/contact-Xy12_AbC.js"');
    expect(script).toContain('"url(/bundle/manrope-Ab1.woff2) format(\\"woff2-variations\\")"');
    expect(script).not.toMatch(/@@\d+@@/);
  });

  it('names its variables the same whatever the bundles are called (the HTML moved by up to 36 B with brotli)', async () => {
    const [one, other] = await Promise.all([
      bootScript(assets('aaaaaaaa'), faces, new Map()),
      bootScript(assets('zQ9_x-Wk'), faces, new Map()),
    ]);
    expect(codeOf(one)).toBe(codeOf(other));
  });
});
