// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { projects, type Project } from '../../../../content';
import { NativeImages } from '../../../components/lazy-image';
import { coverSize, coverSrcSet, coverUrl } from '../project-cover';
import { screenshots } from '../screenshot-sizes';
import { ProjectImage } from '../project-image';

afterEach(cleanup);

/** The cover as a page without scripts gets it (every source at once). */
function cover(project: Project) {
  const { container } = render(
    <NativeImages.Provider value={true}>
      <ProjectImage project={project} />
    </NativeImages.Provider>,
  );
  const img = container.querySelector('img')!;
  const sources = [...container.querySelectorAll('picture > source')].map((s) => [s.getAttribute('type'), s.getAttribute('srcset')]);
  return { img, sources, inPicture: img.parentElement?.tagName === 'PICTURE' };
}

describe('ProjectImage', () => {
  it('gives a project with its own picture the same AVIF, WebP and JPEG widths as an illustrated one', () => {
    const own = { ...projects[0]!, image: 'content/images/captura.png' };
    const { img, sources, inPicture } = cover(own);
    expect(inPicture).toBe(true);
    expect(sources).toEqual([
      ['image/avif', coverSrcSet(own.id, 'avif')],
      ['image/webp', coverSrcSet(own.id, 'webp')],
    ]);
    expect(img.getAttribute('src')).toBe(coverUrl(own.id, 960, 'jpg'));
    expect(img.getAttribute('srcset')).toBe(coverSrcSet(own.id, 'jpg'));
    const { width, height } = coverSize(own, screenshots);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual([String(width), String(height)]);
    expect(img.getAttribute('src')).not.toContain('content/images');
  });

  it('cuts only tall covers to a square on phones', () => {
    for (const project of projects) {
      const { width, height } = coverSize(project, screenshots);
      expect(cover(project).img.className.includes('max-sm:aspect-square'), project.id).toBe(height > width);
      cleanup();
    }
  });
});
