import * as simpleIcons from 'simple-icons';
import { describe, expect, it } from 'vitest';
import { skills } from '../../content/skills.ts';
import { findSimpleIcon, licenceAllowsCommercialUse, usableIcon } from '../art/skill-icon-source.ts';
import { brandIconSvg, monogram, monogramIconSvg, SKILL_ICON_SIZE } from '../art/skill-icon-svg.ts';
import { contrast } from '../art/colour.ts';

describe('skill icon sources', () => {
  it('refuse brand icons whose licence forbids commercial use (Sass, Vue) and accept CC0, MIT and CC-BY', () => {
    expect(licenceAllowsCommercialUse(simpleIcons.siSass.license)).toBe(false);
    expect(licenceAllowsCommercialUse(simpleIcons.siVuedotjs.license)).toBe(false);
    expect(licenceAllowsCommercialUse(undefined)).toBe(true);
    expect(licenceAllowsCommercialUse({ type: 'MIT', url: '' })).toBe(true);
    expect(licenceAllowsCommercialUse({ type: 'CC-BY-4.0', url: '' })).toBe(true);
    expect(licenceAllowsCommercialUse({ type: 'custom', url: '' })).toBe(false);
  });

  it('find a usable brand icon for every skill of the content, mapping ids that differ from the slug', () => {
    expect(skills.filter((skill) => !usableIcon(skill.id)).map((s) => s.id)).toEqual([]);
    expect(findSimpleIcon('nodejs')?.title).toBe('Node.js');
    expect(findSimpleIcon('tailwind')?.title).toBe('Tailwind CSS');
    expect(findSimpleIcon('no-such-skill')).toBeUndefined();
  });
});

describe('skill icon SVG', () => {
  it('puts the glyph on a 96 px tile, darkening light brand colours until they read (3:1)', () => {
    const svg = brandIconSvg('react', { path: 'M0 0h24v24H0z', hex: '61DAFB' });
    expect(svg).toContain(`width="${SKILL_ICON_SIZE}"`);
    const [tile, glyph] = [...svg.matchAll(/fill="(#[0-9a-f]{6})"/g)].map((m) => m[1]!);
    expect(contrast(glyph!, tile!)).toBeGreaterThanOrEqual(3);
  });

  it('on the dark tile, lightens dark brand colours until they read (3:1), and keeps the tile dark', () => {
    for (const hex of ['181717', '000000', '4169E1', 'DD0031']) {
      const svg = brandIconSvg('x', { path: 'M0 0h24v24H0z', hex }, 'dark');
      const [tile, glyph] = [...svg.matchAll(/fill="(#[0-9a-f]{6})"/g)].map((m) => m[1]!);
      expect(contrast(glyph!, tile!), hex).toBeGreaterThanOrEqual(3);
      expect(contrast(tile!, '#000000'), hex).toBeLessThan(2);
    }
    const ink = monogramIconSvg('Sass', '#4f46e5', 'dark').match(/<text[^>]*fill="(#[0-9a-f]{6})"/)![1]!;
    const tileFill = monogramIconSvg('Sass', '#4f46e5', 'dark').match(/<rect[^>]*fill="(#[0-9a-f]{6})"/)![1]!;
    expect(contrast(ink, tileFill)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws a monogram for a skill without a usable icon', () => {
    expect(monogram('Google Cloud')).toBe('GC');
    expect(monogram('Sass')).toBe('SA');
    expect(monogramIconSvg('Sass')).toContain('>SA</text>');
  });
});
