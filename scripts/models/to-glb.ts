// Turns a model's parts into a compressed .glb: one primitive per material (one draw call
// each), then weld + meshopt (EXT_meshopt_compression + KHR_mesh_quantization). GLTFLoader
// decodes meshopt with three's bundled decoder, so the page downloads no extra decoder.
import { Document, Logger, NodeIO } from '@gltf-transform/core';
import { EXTMeshoptCompression, KHRMeshQuantization } from '@gltf-transform/extensions';
import { dedup, meshopt, prune, weld } from '@gltf-transform/functions';
import { MeshoptEncoder } from 'meshoptimizer';
import { Color, type BufferGeometry } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { MaterialSpec } from './palette.ts';
import type { Part } from './shapes.ts';

/** Position and normal only: the models carry no textures, so UVs would be dead weight. */
function bare(geometry: BufferGeometry): BufferGeometry {
  const flat = geometry.index ? geometry.toNonIndexed() : geometry;
  for (const name of Object.keys(flat.attributes)) if (name !== 'position' && name !== 'normal') flat.deleteAttribute(name);
  return flat;
}

/** glTF colours are linear; three's Color converts from the sRGB hex we write. */
function linear(hex: string): [number, number, number] {
  const color = new Color(hex);
  return [color.r, color.g, color.b];
}

function createMaterial(doc: Document, spec: MaterialSpec) {
  const rgb = linear(spec.color);
  const glow = spec.glow ?? 0;
  return doc
    .createMaterial(spec.name)
    .setBaseColorFactor([...rgb, 1])
    .setMetallicFactor(spec.metalness)
    .setRoughnessFactor(spec.roughness)
    .setEmissiveFactor([rgb[0] * glow, rgb[1] * glow, rgb[2] * glow]);
}

export async function toGlb(name: string, parts: Part[]): Promise<Uint8Array> {
  await MeshoptEncoder.ready;
  const doc = new Document().setLogger(new Logger(Logger.Verbosity.WARN));
  const buffer = doc.createBuffer();
  const mesh = doc.createMesh(name);

  const byMaterial = new Map<string, { spec: MaterialSpec; geometries: BufferGeometry[] }>();
  for (const { material, geometry } of parts) {
    const entry = byMaterial.get(material.name) ?? { spec: material, geometries: [] };
    entry.geometries.push(bare(geometry));
    byMaterial.set(material.name, entry);
  }
  for (const { spec, geometries } of byMaterial.values()) {
    const merged = mergeGeometries(geometries);
    if (!merged) throw new Error(`${name}: could not merge the "${spec.name}" parts`);
    const accessor = (attribute: 'position' | 'normal') =>
      doc
        .createAccessor()
        .setType('VEC3')
        .setArray(new Float32Array(merged.getAttribute(attribute).array))
        .setBuffer(buffer);
    mesh.addPrimitive(
      doc
        .createPrimitive()
        .setAttribute('POSITION', accessor('position'))
        .setAttribute('NORMAL', accessor('normal'))
        .setMaterial(createMaterial(doc, spec)),
    );
  }
  doc.createScene(name).addChild(doc.createNode(name).setMesh(mesh));

  await doc.transform(weld(), dedup(), prune(), meshopt({ encoder: MeshoptEncoder, level: 'medium' }));
  const io = new NodeIO()
    .registerExtensions([EXTMeshoptCompression, KHRMeshQuantization])
    .registerDependencies({ 'meshopt.encoder': MeshoptEncoder });
  return io.writeBinary(doc);
}
