// The viewer worker: three.js, the models and the frame loop run here, on the OffscreenCanvas the
// page handed over, so the page's own thread never waits for a WebGL frame. Software WebGL (no
// GPU) made each of those frames hold the page's thread 25–40 ms at 4× CPU, and a tap waited
// behind them; drawn here, the page's frames carry no canvas work at all.
import { createViewerRenderer, type ViewerRenderer } from './viewer-renderer';
import type { ViewerCommand, ViewerEvent, ViewerInit } from './viewer-protocol';

/** The parts of DedicatedWorkerGlobalScope used here (the project's types are the page's, not a worker's). */
interface WorkerScope {
  postMessage(event: ViewerEvent): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ViewerInit | ViewerCommand>) => void): void;
  requestAnimationFrame(callback: () => void): number;
  cancelAnimationFrame(handle: number): void;
}

const scope = self as unknown as WorkerScope;
let renderer: ViewerRenderer | null = null;

scope.addEventListener('message', ({ data }) => {
  if (data.type !== 'init') return renderer?.apply(data);
  renderer = createViewerRenderer(data.canvas, {
    baseUrl: data.baseUrl,
    requestFrame: (callback) => scope.requestAnimationFrame(callback),
    cancelFrame: (handle) => scope.cancelAnimationFrame(handle),
    emit: (event) => scope.postMessage(event),
  });
  scope.postMessage({ type: 'ready', webgl2: renderer !== null });
});
