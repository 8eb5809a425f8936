import type { ComponentType } from 'react';
import { showLazyImagesWithoutScript } from '../components/lazy-image-fallback';
import { partSelector } from '../lib/page-parts';
import { retry } from '../lib/retry';
import type { BelowTheFoldPart } from './below-the-fold';

/**
 * A part's code, fetched with retries (src/lib/retry.ts). An import() that rejects inside
 * React.lazy throws in its boundary, and with no error boundary React removes the whole page: one
 * lost chunk (a weak network, or a deploy that replaced the hashed chunks an open page still asks
 * for) left the visitor a blank screen. When every try has failed, the error is logged, the part
 * shows its images as a page without JavaScript does, and the promise never settles: React then
 * leaves the part's prerendered HTML as it is, readable, and the rest of the page keeps working.
 */
export function loadPart({ name, load }: BelowTheFoldPart): Promise<ComponentType> {
  return retry(load).catch((error: unknown) => {
    console.error(`No se pudo cargar el código de la sección «${name}»: queda como está, sin interacción`, error);
    const part = document.querySelector(partSelector(name));
    if (part) showLazyImagesWithoutScript(part);
    return new Promise<never>(() => {});
  });
}
