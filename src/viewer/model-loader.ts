import type { Object3D } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { MeshoptDecoder } from 'three/examples/jsm/libs/meshopt_decoder.module.js';

// The decoder compiles its WebAssembly as soon as it is imported. If that fails (no WebAssembly,
// a stricter CSP), each model load reports it and is logged; this only keeps the decoder's own
// promise from surfacing as an unhandled page error as well.
MeshoptDecoder.ready.catch(() => undefined);

/**
 * Loads each .glb once (meshopt-compressed; three's bundled decoder needs no extra download)
 * and hands out the same scene on every later call. Paths are relative to the page. A failure
 * resolves to null after one `logError`:
 * spec §8 says a model load error is only logged, and the slide keeps its still.
 */
export function createModelLoader(logError: (message: string, error: unknown) => void) {
  const loader = new GLTFLoader().setMeshoptDecoder(MeshoptDecoder);
  const models = new Map<string, Promise<Object3D | null>>();

  return function load({ path }: { path: string }): Promise<Object3D | null> {
    let pending = models.get(path);
    if (!pending) {
      pending = loader.loadAsync(path).then(
        (gltf) => gltf.scene,
        (error: unknown) => {
          logError(`No se pudo cargar el modelo 3D ${path}`, error);
          return null;
        },
      );
      models.set(path, pending);
    }
    return pending;
  };
}
