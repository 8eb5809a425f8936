import { createContext, useContext, useRef, type ComponentProps } from 'react';
import { useNearViewport } from '../lib/use-on-screen';

/** How far ahead of the visitor's scroll an image starts loading. */
const IMAGE_PRELOAD_MARGIN = '50%';

/**
 * Inside it, images are plain `loading="lazy"` ones: for a page that ships no script to load them
 * (src/sections/complete-page/complete-page.tsx).
 */
export const NativeImages = createContext(false);

type Source = Pick<ComponentProps<'source'>, 'type' | 'srcSet' | 'sizes'>;

interface LazyImageProps extends Omit<ComponentProps<'img'>, 'src' | 'loading' | 'ref'> {
  src: string;
  /** Required: "" for a decorative picture. */
  alt: string;
  width: number;
  height: number;
  /** <source>s of a <picture> (formats, widths); none for a plain <img>. */
  sources?: Source[];
  /** Load now, whatever the scroll (e.g. a carousel's hidden slides once the carousel is near). */
  load?: boolean;
}

/**
 * An image fetched only when it comes near the viewport. Native `loading="lazy"` fetches far
 * ahead (the browser's margin is a few screens), so below-the-fold images used to compete with
 * the first paint. Until then it is an <img> without a file, whose width and height attributes
 * keep its box (no layout shift; and no placeholder file, which the page-speed model would count
 * as a request), drawn as nothing when decorative (src/styles/index.css); pages without JavaScript get the <noscript> copy (natively lazy), and so does a
 * part whose code never came (./lazy-image-fallback.ts).
 */
export function LazyImage({ src, alt, srcSet, sources = [], load, ...img }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const near = useNearViewport(ref, IMAGE_PRELOAD_MARGIN);
  // A page without scripts (NativeImages) leaves the loading to the browser: file and
  // sources at once, natively lazy, and no <noscript> copy.
  const native = useContext(NativeImages);
  const shown = native || (load ?? near);
  const element = (
    <img
      {...img}
      alt={alt}
      ref={ref}
      src={shown ? src : undefined}
      srcSet={shown ? srcSet : undefined}
      loading={native ? 'lazy' : undefined}
      data-lazy={native ? undefined : ''}
    />
  );
  return (
    <>
      {sources.length === 0 ? (
        element
      ) : (
        <picture>
          {shown && sources.map((source) => <source key={`${source.type}${source.srcSet}`} {...source} />)}
          {element}
        </picture>
      )}
      {/* The plain image, without the modern formats' <source>s: those bytes would be in every
          visitor's HTML (its first round trip) for the few who browse without JavaScript. */}
      {!native && (
        <noscript>
          <img {...img} alt={alt} src={src} srcSet={srcSet} loading="lazy" />
        </noscript>
      )}
    </>
  );
}
