import type { Project } from '../../../content';
import { LazyImage } from '../../components/lazy-image';
import { coverSize, coverSrcSet, coverUrl } from './project-cover';
import { screenshots } from './screenshot-sizes';

/** The card is the full width on phones, half from 640 px, a third from 768 px, a quarter from 1024 px
 *  (capped by the 72rem container): the browser picks 640 or 960 px files from this. */
const sizes = '(min-width: 1024px) 280px, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw';

/**
 * The cover, illustration or the owner's real picture alike: AVIF, then WebP, then JPEG, at two
 * widths, with its intrinsic size so the card keeps its height before the file arrives.
 * Decorative (the card's heading names the project), hence alt="".
 */
export function ProjectImage({ project }: { project: Project }) {
  const { width, height } = coverSize(project, screenshots);
  // In the single column of a phone a tall cover would cost a screen: there it is cut to its
  // central square, which holds a whole tall illustration (scripts/art/project-art-svg.ts) and
  // the middle of a phone's screenshot. From 640 px the covers' own shapes give the masonry its rhythm.
  const crop = height > width ? 'max-sm:aspect-square max-sm:object-cover' : '';
  return (
    <LazyImage
      sources={[
        { type: 'image/avif', srcSet: coverSrcSet(project.id, 'avif'), sizes },
        { type: 'image/webp', srcSet: coverSrcSet(project.id, 'webp'), sizes },
      ]}
      src={coverUrl(project.id, 960, 'jpg')}
      srcSet={coverSrcSet(project.id, 'jpg')}
      sizes={sizes}
      alt=""
      width={width}
      height={height}
      decoding="async"
      className={`block h-auto w-full ${crop}`}
    />
  );
}
