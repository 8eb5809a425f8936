import type { ComponentType } from 'react';
import { showLazyImagesWithoutScript } from '../components/lazy-image-fallback';
import { partSelector } from '../lib/page-parts';
import { retry } from '../lib/retry';
import type { BelowTheFoldPart } from './below-the-fold';

/**
 * A part's code, fetched with retries. A rejected lazy import removed the whole page (one lost
 * chunk, a weak network or a new deploy, left a blank screen). So when every try has failed the
 * error is logged, the part shows its images as without JavaScript, and the promise never
 * settles: React leaves the part's prerendered HTML as it is, and the rest keeps working.
 */
export function loadPart({ name, load }: BelowTheFoldPart): Promise<ComponentType> {
  return retry(load).catch((error: unknown) => {
    console.error(`No se pudo cargar el código de la sección «${name}»: queda como está, sin interacción`, error);
    const part = document.querySelector(partSelector(name));
    if (part) showLazyImagesWithoutScript(part);
    return new Promise<never>(() => {});
  });
}
