// Draws the service models with three.js on one canvas (model-viewer.ts hands it over). It knows
// only what it is told (viewer-protocol.ts): the page owns the DOM, the renderer owns WebGL and frames.
import { Group, WebGLRenderer } from 'three';
import { createModelLoader } from './model-loader';
import { nextSwing, shouldAnimate, SWING_START, tiltFor, type LoopConditions, type Swing } from './motion';
import { createCamera, createScene, placeCamera } from './scene';
import type { ViewerCommand, ViewerEvent } from './viewer-protocol';

export interface ViewerRenderer {
  apply(command: ViewerCommand): void;
  dispose(): void;
}

interface Shown {
  key: string;
  pivot: Group | null;
  swing: Swing;
  drawn: boolean;
}

/** Returns null when the canvas gives no WebGL 2 context: the slides then keep their still pictures. */
export function createViewerRenderer(canvas: HTMLCanvasElement, emit: (event: ViewerEvent) => void): ViewerRenderer | null {
  const attributes: WebGLContextAttributes = { alpha: true, antialias: true, powerPreference: 'low-power' };
  const context = canvas.getContext('webgl2', attributes);
  if (!context) return null;

  const renderer = new WebGLRenderer({ canvas, context, ...attributes });
  const { scene, setTheme } = createScene();
  const camera = createCamera({ x: 0, y: 0, z: 5 }, 4 / 3);
  const load = createModelLoader((message, error) => emit({ type: 'error', message, detail: String(error) }));
  const swings = new Map<string, Swing>();

  let shown: Shown | null = null;
  let conditions: Omit<LoopConditions, 'modelReady'> = { onScreen: false, documentVisible: true, holdStill: false };
  let scrollY = 0;
  let contextLost = false;
  let frame = 0;
  let stillPending = false;
  let size = { width: 0, height: 0, pixelRatio: 0 };

  /** Takes the drawing buffer's new size; false when it is the one already in place. */
  function resized(next: typeof size) {
    if (next.width === size.width && next.height === size.height && next.pixelRatio === size.pixelRatio) return false;
    size = { width: next.width, height: next.height, pixelRatio: next.pixelRatio };
    return true;
  }

  function draw() {
    if (!shown?.pivot) return;
    shown.pivot.rotation.y = shown.swing.angle;
    shown.pivot.rotation.x = tiltFor(scrollY);
    renderer.render(scene, camera);
    emit({ type: 'frame', calls: renderer.info.render.calls });
    if (!shown.drawn) {
      shown.drawn = true;
      emit({ type: 'display', key: shown.key });
    }
  }

  function tick() {
    frame = requestAnimationFrame(tick);
    if (shown) shown.swing = nextSwing(shown.swing);
    draw();
  }

  /** Starts or stops the loop to match the conditions; a model holding still gets single frames. */
  function update() {
    const now = { ...conditions, modelReady: Boolean(shown?.pivot) && !contextLost };
    if (shouldAnimate(now)) {
      if (!frame) frame = requestAnimationFrame(tick);
      return;
    }
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
    if (now.holdStill && now.onScreen && now.documentVisible && now.modelReady && stillPending) {
      stillPending = false;
      draw();
    }
  }

  /** Something visible changed (size, model, theme): make sure a fresh frame gets drawn. */
  function invalidate() {
    stillPending = true;
    update();
  }

  function show(model: Extract<ViewerCommand, { type: 'show' }>['model']) {
    if (shown?.key === model.key) return;
    if (shown) swings.set(shown.key, shown.swing);
    if (shown?.pivot) scene.remove(shown.pivot);
    const next: Shown = { key: model.key, pivot: null, swing: swings.get(model.key) ?? SWING_START, drawn: false };
    shown = next;
    emit({ type: 'display', key: null });
    placeCamera(camera, model.camera);
    void load(model).then((object) => {
      if (shown !== next || !object) return; // switched away meanwhile, or failed (already logged)
      next.pivot = new Group().add(object);
      scene.add(next.pivot);
      invalidate();
    });
  }

  // A lost GPU context leaves a blank canvas: the page shows the still until three.js restores it.
  const onLost = () => {
    contextLost = true;
    if (shown) shown.drawn = false;
    emit({ type: 'display', key: null });
    update();
  };
  const onRestored = () => {
    contextLost = false;
    invalidate();
  };
  canvas.addEventListener('webglcontextlost', onLost);
  canvas.addEventListener('webglcontextrestored', onRestored);

  return {
    apply(command) {
      switch (command.type) {
        case 'size':
          // The page sends its slot's size whenever the canvas moves to another slide: the same
          // size redrew the model for nothing, while the visitor was choosing that slide.
          if (!resized(command)) return;
          renderer.setPixelRatio(command.pixelRatio);
          renderer.setSize(command.width, command.height, false);
          camera.aspect = command.width / command.height;
          camera.updateProjectionMatrix();
          return invalidate();
        case 'scroll':
          scrollY = command.scrollY;
          return;
        case 'conditions': {
          const { onScreen, documentVisible, holdStill } = command;
          // Holding still from now on: a running loop has just drawn the model in its pose, so only
          // a stopped one owes it a fresh frame (one more would compete with the tap that follows).
          if (holdStill && !conditions.holdStill && !frame) stillPending = true;
          conditions = { onScreen, documentVisible, holdStill };
          return update();
        }
        case 'theme':
          setTheme(command.theme);
          return invalidate();
        case 'show':
          return show(command.model);
        case 'preload':
          for (const model of command.models) void load(model);
          return;
      }
    },
    dispose() {
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      canvas.removeEventListener('webglcontextlost', onLost);
      canvas.removeEventListener('webglcontextrestored', onRestored);
      renderer.dispose();
    },
  };
}
