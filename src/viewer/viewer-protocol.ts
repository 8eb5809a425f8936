// What the page's side of the viewer tells the renderer and what the renderer tells back: the
// renderer owns WebGL and its frames, the page the DOM and the visitor's wishes.
import type { CameraPosition, ViewerTheme } from './scene';

export interface ViewerModel {
  key: string;
  /** Relative to the page, e.g. assets/models/app.glb. */
  path: string;
  camera: CameraPosition;
}

/** What only the page knows: the slot's size, scroll, visibility, the visitor's wishes and pointer, the slide. */
export type ViewerCommand =
  | { type: 'size'; width: number; height: number; pixelRatio: number }
  | { type: 'scroll'; scrollY: number }
  | { type: 'conditions'; onScreen: boolean; documentVisible: boolean; holdStill: boolean }
  | { type: 'theme'; theme: ViewerTheme }
  | { type: 'show'; model: ViewerModel }
  | { type: 'preload'; models: readonly ViewerModel[] };

export type ViewerEvent =
  /** A frame was drawn with this many WebGL draw calls (viewer-stats.ts counts them). */
  | { type: 'frame'; calls: number }
  /** The model now on the canvas (after its first frame), or null while switching or after a context loss. */
  | { type: 'display'; key: string | null }
  /** Something only worth logging (a model that failed to load): the page's console gets it. */
  | { type: 'error'; message: string; detail: string };
