// Runs inside headless Chromium (see render-stills.ts): draws one model with the live viewer's
// camera and lights (src/viewer/scene.ts) and hands back the picture as a PNG data URL.
import { Group, WebGLRenderer } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { MeshoptDecoder } from 'three/examples/jsm/libs/meshopt_decoder.module.js';
import { createCamera, createScene, type CameraPosition } from '../../src/viewer/scene';

export interface StillRequest {
  url: string;
  camera: CameraPosition;
  width: number;
  height: number;
  rotation: { x: number; y: number };
}

declare global {
  interface Window {
    renderStill: (request: StillRequest) => Promise<string>;
  }
}

window.renderStill = async ({ url, camera: position, width, height, rotation }) => {
  const renderer = new WebGLRenderer({ antialias: true, alpha: true, preserveDrawingBuffer: true });
  renderer.setPixelRatio(1);
  renderer.setSize(width, height, false);
  const { scene } = createScene();
  const camera = createCamera(position, width / height);
  const gltf = await new GLTFLoader().setMeshoptDecoder(MeshoptDecoder).loadAsync(url);
  const pivot = new Group().add(gltf.scene);
  pivot.rotation.set(rotation.x, rotation.y, 0);
  scene.add(pivot);
  renderer.render(scene, camera);
  const png = renderer.domElement.toDataURL('image/png');
  renderer.dispose();
  return png;
};
