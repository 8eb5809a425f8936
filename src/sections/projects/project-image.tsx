import type { Project } from '../../../content';
import { LazyImage } from '../../components/lazy-image';
import { coverLayout, coverSizes, coverSrcSet, coverUrl } from './project-cover';

/** The card is the full width on phones, half from 640 px, a third from 768 px, a quarter from 1024 px
 *  (capped by the 72rem container): the browser picks 640 or 960 px files from this. */
const sizes = '(min-width: 1024px) 280px, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw';

/**
 * The cover: AVIF, then WebP, then JPEG, at two widths, with its intrinsic size so the card keeps its
 * height before the file arrives. Decorative (the card's heading names the project), hence alt="".
 */
export function ProjectImage({ project }: { project: Project }) {
  const layout = coverLayout(project);
  const { width, height } = coverSizes[layout];
  // In the single column of a phone the tall covers would cost a screen each: there they are cut to
  // their central square, which holds the whole illustration (scripts/art/project-art-svg.ts). From
  // 640 px the covers' own shapes give the masonry its rhythm.
  const crop = layout === 'phone' ? 'max-sm:aspect-square max-sm:object-cover' : '';
  const imgClass = `block h-auto w-full ${crop}`;
  if (project.image) {
    // A custom image has one file of unknown size: a 3:2 frame keeps the layout stable.
    return (
      <LazyImage
        src={project.image}
        alt=""
        width={960}
        height={640}
        decoding="async"
        className={`${imgClass} sm:aspect-[3/2] sm:object-cover`}
      />
    );
  }
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
      className={imgClass}
    />
  );
}
