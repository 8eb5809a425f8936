import { useCallback, useEffect, useState, type RefObject } from 'react';
import { observeIntersection } from '../lib/observe-intersection';
import { retry } from '../lib/retry';
import type { ModelViewer, ViewerModel } from './model-viewer';
import type { ViewerTheme } from './scene';

/**
 * How much of the carousel must be on screen before the 3D chunk is fetched. The services
 * carousel starts right at the fold on many phones (843 px down on a 412 × 823 screen): a
 * visitor who never scrolls, and sees only its top edge, must not pay for three.js nor for the
 * frames it draws. The still picture covers the moment of loading.
 */
export const VIEWER_LOAD_RATIO = 0.3;

interface UseModelViewerOptions {
  /** The element whose visibility decides loading and drawing (the carousel). */
  target: RefObject<HTMLElement | null>;
  /** The model of the current slide, and where its canvas goes. */
  current: ViewerModel;
  getSlot: (key: string) => HTMLElement | null | undefined;
  /** Every model, loaded after the current one so that later slides switch at once. */
  all: readonly ViewerModel[];
  theme: ViewerTheme;
  /** The visitor paused the swing with the model's own button. */
  paused: boolean;
}

/**
 * Loads the viewer chunk (three.js included) with import() once enough of the target is on
 * screen, then keeps it fed with the current slide, visibility and theme. Returns the key of
 * the model drawn on the canvas right now (null before that), so the slide can fade out its
 * still picture only when a real frame is there to replace it, and what to call while a mouse is
 * on the carousel's buttons (the model then holds still).
 */
export function useModelViewer({ target, current, getSlot, all, theme, paused }: UseModelViewerOptions): {
  displayed: string | null;
  setChoosing: (choosing: boolean) => void;
} {
  const [viewer, setViewer] = useState<ModelViewer | null>(null);
  const [onScreen, setOnScreen] = useState(false);
  const [displayed, setDisplayed] = useState<string | null>(null);

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    let disposed = false;
    let requested = false;
    let created: ModelViewer | null = null;
    // 0: drawing starts and stops with any visibility; the ratio: loading waits for a real look.
    const stop = observeIntersection(element, { threshold: [0, VIEWER_LOAD_RATIO] }, ({ isIntersecting, intersectionRatio }) => {
      setOnScreen(isIntersecting);
      if (!isIntersecting || requested || intersectionRatio < VIEWER_LOAD_RATIO) return;
      requested = true;
      retry(() => import('./model-viewer'))
        .then(({ createModelViewer }) => {
          if (disposed) return;
          created = createModelViewer({ onDisplay: setDisplayed });
          setViewer(created);
        })
        .catch((error: unknown) => console.error('No se pudo cargar el visor 3D', error));
    });
    return () => {
      disposed = true;
      stop();
      created?.dispose();
      setViewer(null);
      setDisplayed(null);
    };
  }, [target]);

  useEffect(() => viewer?.setOnScreen(onScreen), [viewer, onScreen]);
  useEffect(() => viewer?.setTheme(theme), [viewer, theme]);
  useEffect(() => viewer?.setPaused(paused), [viewer, paused]);
  useEffect(() => {
    const slot = getSlot(current.key);
    if (viewer && slot) viewer.show(slot, current);
  }, [viewer, current, getSlot]);
  useEffect(() => viewer?.preload(all), [viewer, all]);
  // Straight to the viewer, not through state: the section need not render when the mouse comes.
  const setChoosing = useCallback((choosing: boolean) => viewer?.setChoosing(choosing), [viewer]);

  return { displayed, setChoosing };
}
