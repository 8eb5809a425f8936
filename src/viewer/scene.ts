// The stage every service model stands on: camera and lights. Shared by the live viewer and by
// the script that renders the still fallback pictures, so both look the same.
import { DirectionalLight, HemisphereLight, PerspectiveCamera, Scene } from 'three';

/** Spec §9: field of view 75, near 0.1, far 1000. */
export const CAMERA_FOV = 75;
export const CAMERA_NEAR = 0.1;
export const CAMERA_FAR = 1000;

export type ViewerTheme = 'light' | 'dark';

export interface CameraPosition {
  x: number;
  y: number;
  z: number;
}

export function createCamera(position: CameraPosition, aspect: number): PerspectiveCamera {
  const camera = new PerspectiveCamera(CAMERA_FOV, aspect, CAMERA_NEAR, CAMERA_FAR);
  placeCamera(camera, position);
  return camera;
}

export function placeCamera(camera: PerspectiveCamera, { x, y, z }: CameraPosition): void {
  camera.position.set(x, y, z);
  camera.lookAt(0, 0, 0);
}

/**
 * Soft sky light plus a white key from the top right, an indigo-white fill from the left and a
 * cyan rim from behind that outlines the model's edges. The models sit on a light indigo panel
 * in the light theme and on a deep navy one in the dark theme; the dark theme gets more sky
 * and rim so the indigo bodies do not sink into the background.
 */
export function createScene() {
  const scene = new Scene();
  const sky = new HemisphereLight(0xffffff, 0x1e1b4b, 1.5);
  const key = new DirectionalLight(0xffffff, 2.2);
  key.position.set(3, 5, 6);
  const fill = new DirectionalLight(0xc7d2fe, 0.7);
  fill.position.set(-5, -1, 4);
  const rim = new DirectionalLight(0x67e8f9, 1.4);
  rim.position.set(-3, 4, -5);
  scene.add(sky, key, fill, rim);

  function setTheme(theme: ViewerTheme) {
    sky.intensity = theme === 'dark' ? 1.9 : 1.5;
    rim.intensity = theme === 'dark' ? 2.4 : 1.4;
  }
  return { scene, setTheme };
}
