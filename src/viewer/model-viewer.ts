// The lazy 3D viewer: this module and three.js form their own chunk, imported only when the
// services carousel approaches the viewport (use-model-viewer.ts). One WebGL canvas serves every
// slide: it is moved into the current slide's slot, and each model is loaded once and kept.
import { Group, WebGLRenderer, type PerspectiveCamera } from 'three';
import { reducedMotionQuery } from '../lib/reduced-motion';
import { createModelLoader } from './model-loader';
import { nextSwing, shouldAnimate, SWING_START, tiltFor, type Swing } from './motion';
import { createCamera, createScene, placeCamera, type CameraPosition, type ViewerTheme } from './scene';
import { recordFrame } from './viewer-stats';

export interface ViewerModel {
  key: string;
  /** Relative to the page, e.g. assets/models/app.glb. */
  path: string;
  camera: CameraPosition;
}

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
  setTheme(theme: ViewerTheme): void;
  dispose(): void;
}

interface Shown {
  key: string;
  pivot: Group | null;
  swing: Swing;
  drawn: boolean;
}

/** Returns null when the browser has no WebGL 2: the slides then keep their still pictures. */
export function createModelViewer({ onDisplay }: ModelViewerOptions): ModelViewer | null {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('webgl2', { alpha: true, antialias: true, powerPreference: 'low-power' });
  if (!context) return null;

  canvas.setAttribute('aria-hidden', 'true'); // decoration: the slide's title and bullets carry the content
  canvas.className = 'absolute inset-0 size-full opacity-0 transition-opacity duration-300';
  const renderer = new WebGLRenderer({ canvas, context, antialias: true, alpha: true });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  const { scene, setTheme } = createScene();
  const camera: PerspectiveCamera = createCamera({ x: 0, y: 0, z: 5 }, 4 / 3);
  const load = createModelLoader();
  const swings = new Map<string, Swing>();
  const motionQuery = reducedMotionQuery();

  let shown: Shown | null = null;
  let onScreen = false;
  let contextLost = false;
  let frame = 0;
  let stillPending = false;

  function draw() {
    if (!shown?.pivot) return;
    shown.pivot.rotation.y = shown.swing.angle;
    shown.pivot.rotation.x = tiltFor(window.scrollY);
    renderer.render(scene, camera);
    recordFrame(renderer.info.render.calls);
    if (!shown.drawn) {
      shown.drawn = true;
      canvas.style.opacity = '1';
      onDisplay(shown.key);
    }
  }

  function tick() {
    frame = requestAnimationFrame(tick);
    if (shown) shown.swing = nextSwing(shown.swing);
    draw();
  }

  /** Starts or stops the loop to match the conditions; under reduced motion draws single frames. */
  function update() {
    const conditions = {
      onScreen,
      documentVisible: document.visibilityState === 'visible',
      modelReady: Boolean(shown?.pivot) && !contextLost,
      reducedMotion: motionQuery?.matches ?? false,
    };
    if (shouldAnimate(conditions)) {
      if (!frame) frame = requestAnimationFrame(tick);
      return;
    }
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
    if (conditions.reducedMotion && conditions.onScreen && conditions.documentVisible && conditions.modelReady && stillPending) {
      stillPending = false;
      draw();
    }
  }

  /** Something visible changed (size, model, theme): make sure a fresh frame gets drawn. */
  function invalidate() {
    stillPending = true;
    update();
  }

  /** Matches the drawing buffer to the slot the canvas sits in (CSS stretches the canvas itself). */
  function resize() {
    const slot = canvas.parentElement;
    if (!slot || slot.clientWidth === 0 || slot.clientHeight === 0) return;
    renderer.setSize(slot.clientWidth, slot.clientHeight, false);
    camera.aspect = slot.clientWidth / slot.clientHeight;
    camera.updateProjectionMatrix();
    invalidate();
  }

  const resizeObserver = new ResizeObserver(resize);
  const onVisibility = () => update();
  document.addEventListener('visibilitychange', onVisibility);
  // A lost GPU context leaves a blank canvas: show the still picture until three.js restores it.
  canvas.addEventListener('webglcontextlost', () => {
    contextLost = true;
    if (shown) shown.drawn = false;
    canvas.style.opacity = '0';
    onDisplay(null);
    update();
  });
  canvas.addEventListener('webglcontextrestored', () => {
    contextLost = false;
    invalidate();
  });
  motionQuery?.addEventListener('change', invalidate);

  return {
    show(slot, model) {
      if (canvas.parentElement !== slot) {
        resizeObserver.disconnect();
        slot.append(canvas);
        resizeObserver.observe(slot);
        resize();
      }
      if (shown?.key === model.key) return;
      if (shown) swings.set(shown.key, shown.swing);
      if (shown?.pivot) scene.remove(shown.pivot);
      const next: Shown = { key: model.key, pivot: null, swing: swings.get(model.key) ?? SWING_START, drawn: false };
      shown = next;
      canvas.style.opacity = '0';
      onDisplay(null);
      placeCamera(camera, model.camera);
      void load(model).then((object) => {
        if (shown !== next || !object) return; // switched away meanwhile, or failed (already logged)
        next.pivot = new Group().add(object);
        scene.add(next.pivot);
        invalidate();
      });
    },
    preload(list) {
      for (const model of list) void load(model);
    },
    setOnScreen(value) {
      onScreen = value;
      update();
    },
    setTheme(theme) {
      setTheme(theme);
      invalidate();
    },
    dispose() {
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      resizeObserver.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
      motionQuery?.removeEventListener('change', invalidate);
      renderer.dispose();
      canvas.remove();
    },
  };
}
