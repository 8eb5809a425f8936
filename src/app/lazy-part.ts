import { lazy, type ComponentType } from 'react';
import { holdsTap } from '../boot/early-taps';
import { showLazyImagesWithoutScript } from '../components/lazy-image-fallback';
import { observeIntersection } from '../lib/observe-intersection';
import { partSelector } from '../lib/page-parts';
import { retry } from '../lib/retry';
import type { BelowTheFoldPart } from './below-the-fold';

/**
 * A part as React's lazy component: its code comes when the visitor nears it, or at once if a tap
 * waits for it (src/boot/early-taps.ts); until then React leaves its prerendered HTML as it is. A
 * tap held after this check is on screen, so the observer answers at its next frame. The User
 * Timing marks say how far the part came: a performance panel shows them, a test waiting in vain
 * prints them.
 */
export function lazyPart(part: BelowTheFoldPart): ComponentType {
  return lazy(async () => {
    performance.mark(`part ${part.name}: asked`);
    const element = document.querySelector(partSelector(part.name));
    if (element && !holdsTap(element)) await near(element);
    performance.mark(`part ${part.name}: near`);
    const Component = await loadPart(part);
    performance.mark(`part ${part.name}: code`);
    return { default: Component };
  });
}

/**
 * Resolves when the element comes within a screen of the viewport. The observer alone: a press
 * inside a part still waiting never reaches a listener on it (React stops it at the root), and
 * what a tab key or a jump focuses comes on screen, which the observer reports the next frame.
 */
function near(element: Element): Promise<void> {
  return new Promise((resolve) => {
    const stopObserving = observeIntersection(element, { rootMargin: '100% 0px' }, ({ isIntersecting }) => {
      if (!isIntersecting) return;
      stopObserving();
      resolve();
    });
  });
}

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
