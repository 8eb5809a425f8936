import { describe, expect, it } from 'vitest';
import { coverFile, coverLayout, coverSize, coverSizes, coverSrcSet, coverUrl, iconUrl } from '../project-cover';

describe('project covers', () => {
  it('draws phone apps tall, token platforms square and the rest as wide web screens', () => {
    expect(coverLayout({ skills: ['angular', 'ionic'] })).toBe('phone');
    expect(coverLayout({ skills: ['capacitor'] })).toBe('phone');
    expect(coverLayout({ skills: ['react', 'solidity'] })).toBe('token');
    expect(coverLayout({ skills: ['react', 'nodejs'] })).toBe('browser');
  });

  it('keeps the spec name {id}.jpg for the widest JPEG and suffixes the rest', () => {
    expect(coverFile('turnos', 960, 'jpg')).toBe('turnos.jpg');
    expect(coverFile('turnos', 640, 'avif')).toBe('turnos-640.avif');
    expect(coverUrl('turnos', 960, 'webp')).toBe('/assets/images/projects/turnos.webp');
    expect(coverSrcSet('turnos', 'avif')).toBe('/assets/images/projects/turnos-640.avif 640w, /assets/images/projects/turnos.avif 960w');
    expect(iconUrl('turnos')).toBe('/assets/images/projects/turnos_icon.png');
  });

  it("sizes a real picture's cover by the picture, any other by its illustration's layout", () => {
    const pictures = { turnos: { width: 960, height: 2133, source: 'content/images/turnos.png', sha256: '' } };
    expect(coverSize({ id: 'turnos', skills: ['ionic'] }, pictures)).toEqual({ width: 960, height: 2133 });
    expect(coverSize({ id: 'multas', skills: ['ionic'] }, pictures)).toEqual(coverSizes.phone);
    expect(coverSize({ id: 'multas', skills: ['react'] }, {})).toEqual(coverSizes.browser);
  });
});
