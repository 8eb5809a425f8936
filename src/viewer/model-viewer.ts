// The lazy 3D viewer's page side: this chunk (three.js with it) loads when the services carousel
// approaches the viewport (use-model-viewer.ts). One canvas serves every slide: it is moved into the
// current slide's slot, and the renderer draws on it on the page's own thread.
// Not in a worker (OffscreenCanvas): the worker path is more code (its own messages, a fallback
// to here) and bought no measured speed. Drawn here, a tap's next paint measured the same
// (bench/taps.ts at 4× CPU: a services dot 152 ms against 176 at 375 px, 112 against 128 at
// 1280 px, medians of 3). Chromium's rare stall of the whole page (a layer tree never ready to
// activate; npm run soak:walk) came with both: 4 in 967 walked visits with the worker, 1 in about
// 900 with the page drawing, so it is not the worker's alone. It was met only on the software
// compositor with SwiftShader's WebGL, a pairing a visitor's Chromium never has: it gives no WebGL
// when it composites in software, and the slides keep their stills (scripts/chromium.ts).
import { reducedMotionQuery } from '../lib/reduced-motion';
import type { ViewerCommand, ViewerEvent, ViewerModel } from './viewer-protocol';
import { createViewerRenderer } from './viewer-renderer';
import type { ViewerTheme } from './scene';
import { recordFrame } from './viewer-stats';

export type { ViewerModel } from './viewer-protocol';

export interface ModelViewerOptions {
  /** The key of the model now visible on the canvas (after its first frame), or null while switching. */
  onDisplay: (key: string | null) => void;
}

export interface ModelViewer {
  /** Moves the canvas into `slot` and shows `model` there, loading it on first use. */
  show(slot: HTMLElement, model: ViewerModel): void;
  /** Loads models ahead of time so that later slides switch without waiting. */
  preload(models: readonly ViewerModel[]): void;
  setOnScreen(onScreen: boolean): void;
  /** A mouse is on the carousel's buttons: the model holds still meanwhile (motion.ts, holdStill). */
  setChoosing(choosing: boolean): void;
  /** The visitor paused the model's swing with its button (WCAG 2.2.2), or let it go on. */
  setPaused(paused: boolean): void;
  setTheme(theme: ViewerTheme): void;
  dispose(): void;
}

function createCanvas(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true'); // decoration: the slide's title and bullets carry the content
  canvas.className = 'absolute inset-0 size-full opacity-0 transition-opacity duration-300';
  return canvas;
}

/** Without WebGL 2 nothing is ever displayed: the slides keep their still pictures. */
export function createModelViewer({ onDisplay }: ModelViewerOptions): ModelViewer {
  const canvas = createCanvas();
  let requested: string | null = null;
  let onScreen = false;
  let choosing = false;
  let paused = false;
  const motionQuery = reducedMotionQuery();

  function receive(event: ViewerEvent) {
    if (event.type === 'frame') return recordFrame(event.calls);
    if (event.type === 'error') return console.error(event.message, event.detail);
    if (event.type !== 'display' || (event.key !== null && event.key !== requested)) return; // a late frame of the slide just left
    canvas.style.opacity = event.key ? '1' : '0';
    onDisplay(event.key);
  }

  const renderer = createViewerRenderer(canvas, receive);
  const send = (command: ViewerCommand) => renderer?.apply(command);

  /** Matches the drawing buffer to the slot the canvas sits in (CSS stretches the canvas itself). */
  function resize() {
    const slot = canvas.parentElement;
    if (!slot || slot.clientWidth === 0 || slot.clientHeight === 0) return;
    send({ type: 'size', width: slot.clientWidth, height: slot.clientHeight, pixelRatio: Math.min(window.devicePixelRatio, 2) });
  }

  function sendConditions() {
    const documentVisible = document.visibilityState === 'visible';
    send({ type: 'conditions', onScreen, documentVisible, holdStill: choosing || paused || (motionQuery?.matches ?? false) });
  }

  const sendScroll = () => send({ type: 'scroll', scrollY: window.scrollY });
  const resizeObserver = new ResizeObserver(resize);
  document.addEventListener('visibilitychange', sendConditions);
  motionQuery?.addEventListener('change', sendConditions);
  window.addEventListener('scroll', sendScroll, { passive: true });
  sendScroll();
  sendConditions();

  return {
    show(slot, model) {
      if (canvas.parentElement !== slot) {
        resizeObserver.disconnect();
        slot.append(canvas);
        resizeObserver.observe(slot);
        resize();
      }
      if (requested === model.key) return;
      requested = model.key;
      canvas.style.opacity = '0';
      onDisplay(null);
      send({ type: 'show', model });
    },
    preload(models) {
      send({ type: 'preload', models });
    },
    setOnScreen(value) {
      onScreen = value;
      sendConditions();
    },
    setChoosing(value) {
      choosing = value;
      sendConditions();
    },
    setPaused(value) {
      paused = value;
      sendConditions();
    },
    setTheme(theme) {
      send({ type: 'theme', theme });
    },
    dispose() {
      renderer?.dispose();
      resizeObserver.disconnect();
      document.removeEventListener('visibilitychange', sendConditions);
      motionQuery?.removeEventListener('change', sendConditions);
      window.removeEventListener('scroll', sendScroll);
      canvas.remove();
    },
  };
}
