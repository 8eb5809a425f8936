// The lazy 3D viewer's page side: this small module loads when the services carousel approaches
// the viewport (use-model-viewer.ts). One canvas serves every slide: it is moved into the current
// slide's slot. Its drawing is handed to a worker (OffscreenCanvas): with WebGL in software, a
// frame drawn on the page's thread held it 27–60 ms at 4× CPU and a tap on the carousel waited
// behind it. Where no worker can draw, the same renderer runs here, loaded on demand.
import { reducedMotionQuery } from '../lib/reduced-motion';
import type { ViewerCommand, ViewerEvent, ViewerInit, ViewerModel } from './viewer-protocol';
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

interface Backend {
  send(command: ViewerCommand): void;
  dispose(): void;
}

function createCanvas(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true'); // decoration: the slide's title and bullets carry the content
  canvas.className = 'absolute inset-0 size-full opacity-0 transition-opacity duration-300';
  return canvas;
}

/** Without WebGL 2 (in the worker and here) nothing is ever displayed: the slides keep their still pictures. */
export function createModelViewer({ onDisplay }: ModelViewerOptions): ModelViewer {
  let canvas = createCanvas();
  let backend: Backend | null = null;
  let disposed = false;
  let requested: string | null = null;
  let onScreen = false;
  let choosing = false;
  let paused = false;
  const motionQuery = reducedMotionQuery();
  // The last command of each kind: a renderer that starts late (or anew, on the page) gets them all.
  const latest = new Map<ViewerCommand['type'], ViewerCommand>();

  function send(command: ViewerCommand) {
    latest.set(command.type, command);
    backend?.send(command);
  }

  function attach(next: Backend) {
    if (disposed) return next.dispose();
    backend = next;
    for (const command of latest.values()) next.send(command);
  }

  function receive(event: ViewerEvent) {
    if (event.type === 'frame') return recordFrame(event.calls);
    if (event.type === 'error') return console.error(event.message, event.detail);
    if (event.type !== 'display' || (event.key !== null && event.key !== requested)) return; // a late frame of the slide just left
    canvas.style.opacity = event.key ? '1' : '0';
    onDisplay(event.key);
  }

  /** The worker path: false where the browser cannot hand a canvas to a worker. */
  function drawInWorker(): boolean {
    if (!('transferControlToOffscreen' in canvas) || typeof Worker !== 'function') return false;
    const offscreen = canvas.transferControlToOffscreen();
    const worker = new Worker(new URL('./viewer-worker.ts', import.meta.url), { type: 'module' });
    const fallBack = () => {
      worker.terminate();
      drawOnPage();
    };
    // The worker's script failed to load or start: draw here. A later error is the browser's to report.
    worker.addEventListener('error', () => {
      if (!backend) fallBack();
    });
    worker.addEventListener('message', ({ data }: MessageEvent<ViewerEvent>) => {
      if (data.type !== 'ready') return receive(data);
      if (!data.webgl2) return fallBack();
      attach({ send: (command) => worker.postMessage(command), dispose: () => worker.terminate() });
    });
    worker.postMessage({ type: 'init', canvas: offscreen, baseUrl: document.baseURI } satisfies ViewerInit, [offscreen]);
    return true;
  }

  /** The page-thread path, on a fresh canvas (one handed to a worker can never draw here). */
  function drawOnPage() {
    const fresh = createCanvas();
    canvas.replaceWith(fresh);
    canvas = fresh;
    import('./viewer-renderer')
      .then(({ createViewerRenderer }) => {
        if (disposed) return;
        const renderer = createViewerRenderer(canvas, {
          baseUrl: document.baseURI,
          requestFrame: (callback) => requestAnimationFrame(callback),
          cancelFrame: (handle) => cancelAnimationFrame(handle),
          emit: receive,
        });
        if (renderer) attach({ send: (command) => renderer.apply(command), dispose: () => renderer.dispose() });
      })
      .catch((error: unknown) => console.error('No se pudo cargar el visor 3D', error));
  }

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
  if (!drawInWorker()) drawOnPage();

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
      disposed = true;
      backend?.dispose();
      resizeObserver.disconnect();
      document.removeEventListener('visibilitychange', sendConditions);
      motionQuery?.removeEventListener('change', sendConditions);
      window.removeEventListener('scroll', sendScroll);
      canvas.remove();
    },
  };
}
