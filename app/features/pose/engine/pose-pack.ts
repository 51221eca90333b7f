import { strToU8, zipSync } from "fflate";
import {
  Box3,
  GLSL3,
  Mesh,
  MeshBasicMaterial,
  type Object3D,
  type PerspectiveCamera,
  ShaderMaterial,
  SRGBColorSpace,
  Vector3,
  WebGLRenderTarget,
} from "three";
import { OutlineEffect } from "three/examples/jsm/effects/OutlineEffect.js";
import { type Figure, openPoseDocument } from "../../../../contract/openpose.ts";
import type { JointName } from "../../../../contract/pose.ts";
import { drawSkeleton } from "../pack/openpose-draw.ts";
import { encodePng, pickChannels } from "../pack/png.ts";
import { exportSize, toImageRows } from "./export-png.ts";
import { figureKeyPoints, type Occluder } from "./keypoints.ts";
import type { Rig } from "./rig.ts";
import type { Stage } from "./stage.ts";
import type { PackOptions, PosePackFile, RenderStyle } from "./types.ts";

// The pose pack for AI image tools (issue 33, ADR 0026): in one camera and one size, the view,
// the OpenPose skeleton (JSON and picture), depth, normals, line art and a mask per figure, with
// a manifest, in one ZIP. Its own chunk with fflate: nothing of it loads until it is asked for.
//
// One offscreen pass draws every doll part and prop in a flat colour naming it (red: which part
// of which doll, or which prop) with its exact distance from the camera in the other three
// channels. From that pass come the masks, the boxes and the depth map; the keypoints' visibility
// is a ray from the camera to each point (keypoints.ts), exact at any size.

/** Layer of the doll parts and props: the pack's passes draw no floor, grid or gizmo. */
const PACK_LAYER = 7;
/** Red in the id pass: 1 + doll × 64 + joint for a doll's part, 200 + index for a prop. */
const PROP_ID = 200;

export interface PackInput extends PackOptions {
  stage: Stage;
  rigs: readonly Rig[];
  props: readonly Object3D[];
  /** Frames the camera as the PNG export does (guide, crop) and paints `style`; returns undo. */
  prepare: (style: RenderStyle) => () => void;
  /** The picture's width : height. */
  ratio: number;
  /** The lens, millimetres (35 mm equivalent), for the manifest. */
  focal: number;
}

const ID_VERTEX = `
out float vDepth;
out vec3 vNormal;
void main() {
  vec4 view = modelViewMatrix * vec4(position, 1.0);
  vDepth = -view.z;
  vNormal = normalMatrix * normal;
  gl_Position = projectionMatrix * view;
}`;
// The part's id, and its distance in 24 bits over near…far (green, blue, alpha: a millimetre's
// precision and more); beside it, in a second target of the same pass, the normal in the
// camera's frame packed as three's normal material packs it.
const ID_FRAGMENT = `
layout(location = 0) out vec4 gId;
layout(location = 1) out vec4 gNormal;
uniform float uId;
uniform float uNear;
uniform float uFar;
in float vDepth;
in vec3 vNormal;
void main() {
  float d = clamp((vDepth - uNear) / (uFar - uNear), 0.0, 1.0) * 16777215.0;
  float high = floor(d / 65536.0);
  float mid = floor((d - high * 65536.0) / 256.0);
  float low = d - high * 65536.0 - mid * 256.0;
  gId = vec4(uId, high, mid, low) / 255.0;
  vec3 n = normalize(vNormal) * (gl_FrontFacing ? 1.0 : -1.0);
  gNormal = vec4(n * 0.5 + 0.5, 1.0);
}`;

interface Pixels {
  width: number;
  height: number;
  /** RGBA, top-down. */
  data: Uint8ClampedArray;
}

/** One offscreen pass read back: RGBA rows bottom-up, as WebGL gives them, per target. */
const readTargets = (
  stage: Stage,
  width: number,
  height: number,
  render: (target: WebGLRenderTarget) => void,
  options: ConstructorParameters<typeof WebGLRenderTarget>[2] = {},
): Uint8Array[] => {
  const target = new WebGLRenderTarget(width, height, options);
  try {
    render(target);
    return target.textures.map((_, index) => {
      const raw = new Uint8Array(width * height * 4);
      stage.renderer.readRenderTargetPixels(target, 0, 0, width, height, raw, undefined, index);
      return raw;
    });
  } finally {
    stage.renderer.setRenderTarget(null);
    target.dispose();
  }
};
const readPass = (...args: Parameters<typeof readTargets>): Uint8Array =>
  readTargets(...args)[0] as Uint8Array;

/** Rows bottom-up → top-down (exact values: no alpha arithmetic, unlike the view's rows). */
const topDown = (raw: Uint8Array, width: number, height: number): Pixels => {
  const data = new Uint8ClampedArray(raw.length);
  const row = width * 4;
  for (let y = 0; y < height; y++)
    data.set(raw.subarray((height - 1 - y) * row, (height - y) * row), y * row);
  return { width, height, data };
};

/** Every mesh of the dolls and props, with what it is: a doll's part, or a prop. */
const meshesOf = (rigs: readonly Rig[], props: readonly Object3D[]) => {
  const out: { mesh: Mesh; id: number; doll: number | null; joint: JointName | null }[] = [];
  rigs.forEach((rig, doll) => {
    const index = new Map([...rig.joints.keys()].map((joint, at) => [joint, at] as const));
    for (const mesh of rig.meshes) {
      const joint = (mesh.userData as { joint: JointName }).joint;
      out.push({ mesh, id: 1 + doll * 64 + (index.get(joint) ?? 0), doll, joint });
    }
  });
  props.forEach((root, index) => {
    root.traverse((object) => {
      if (object instanceof Mesh)
        out.push({ mesh: object, id: PROP_ID + index, doll: null, joint: null });
    });
  });
  return out;
};

/** Draws the meshes with the materials `pick` gives, on the pack's layer only. */
const withMaterials = (
  meshes: readonly { mesh: Mesh; id: number }[],
  camera: PerspectiveCamera,
  pick: (entry: { mesh: Mesh; id: number }) => Mesh["material"],
  draw: () => void,
) => {
  const saved = meshes.map(({ mesh }) => mesh.material);
  const layers = camera.layers.mask;
  for (const entry of meshes) {
    entry.mesh.material = pick(entry);
    entry.mesh.layers.enable(PACK_LAYER);
  }
  camera.layers.set(PACK_LAYER);
  try {
    draw();
  } finally {
    camera.layers.mask = layers;
    meshes.forEach(({ mesh }, index) => {
      mesh.material = saved[index] as Mesh["material"];
      mesh.layers.disable(PACK_LAYER);
    });
  }
};

const pngOf = (
  pixels: Pixels | Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  channels: 1 | 3 | 4,
) =>
  encodePng(
    pickChannels("data" in pixels ? pixels.data : pixels, channels),
    width,
    height,
    channels,
  );

export const buildPosePack = (input: PackInput): PosePackFile => {
  const { stage, rigs, props } = input;
  const [width, height] = exportSize(input.size, input.ratio);
  const restore = input.prepare(input.style);
  const camera = stage.camera;
  const renderer = stage.renderer;
  const files: Record<string, Uint8Array> = {};
  try {
    camera.updateMatrixWorld();
    const meshes = meshesOf(rigs, props);

    // The view, as the PNG export draws it.
    renderer.shadowMap.needsUpdate = true;
    const view = readPass(
      stage,
      width,
      height,
      (target) =>
        stage.draw({
          style: input.style,
          target: { renderTarget: target, background: input.background },
        }),
      { samples: 4, colorSpace: SRGBColorSpace },
    );
    files["view.png"] = pngOf(toImageRows(view, width, height), width, height, 4);

    // Ids and distances.
    const box = new Box3();
    for (const rig of rigs) box.expandByObject(rig.root);
    for (const prop of props) box.expandByObject(prop);
    const forward = camera.getWorldDirection(new Vector3());
    let near = Number.POSITIVE_INFINITY;
    let far = 0;
    for (const x of [box.min.x, box.max.x])
      for (const y of [box.min.y, box.max.y])
        for (const z of [box.min.z, box.max.z]) {
          const along = new Vector3(x, y, z).sub(camera.position).dot(forward);
          near = Math.min(near, along);
          far = Math.max(far, along);
        }
    near = Math.max(camera.near, near - 0.1);
    far = Math.max(near + 0.01, far + 0.1);
    const idMaterials = new Map<number, ShaderMaterial>();
    const idMaterial = (id: number) => {
      let material = idMaterials.get(id);
      if (!material) {
        material = new ShaderMaterial({
          glslVersion: GLSL3,
          vertexShader: ID_VERTEX,
          fragmentShader: ID_FRAGMENT,
          uniforms: { uId: { value: id }, uNear: { value: near }, uFar: { value: far } },
        });
        idMaterials.set(id, material);
      }
      return material;
    };
    let ids: Pixels;
    let normals: Pixels;
    try {
      const [idRaw, normalRaw] = readTargets(
        stage,
        width,
        height,
        (target) => {
          withMaterials(
            meshes,
            camera,
            ({ id }) => idMaterial(id),
            () => {
              renderer.setRenderTarget(target);
              renderer.setClearColor(0x000000, 0);
              renderer.clear();
              renderer.render(stage.scene, camera);
            },
          );
        },
        { count: 2 },
      );
      ids = topDown(idRaw as Uint8Array, width, height);
      normals = topDown(normalRaw as Uint8Array, width, height);
    } finally {
      for (const material of idMaterials.values()) material.dispose();
    }
    const count = width * height;
    const idAt = new Uint8Array(count);
    const distance = new Float32Array(count);
    for (let i = 0; i < count; i++) {
      const id = ids.data[i * 4] ?? 0;
      idAt[i] = id;
      distance[i] =
        id === 0
          ? Number.POSITIVE_INFINITY
          : near +
            (((ids.data[i * 4 + 1] ?? 0) * 65536 +
              (ids.data[i * 4 + 2] ?? 0) * 256 +
              (ids.data[i * 4 + 3] ?? 0)) /
              16777215) *
              (far - near);
    }

    // Depth: near is white, the farthest of the figures a dark grey, nothing black.
    let nearest = Number.POSITIVE_INFINITY;
    let farthest = 0;
    for (let i = 0; i < count; i++) {
      if (idAt[i] === 0) continue;
      nearest = Math.min(nearest, distance[i] as number);
      farthest = Math.max(farthest, distance[i] as number);
    }
    const depth = new Uint8Array(count);
    const span = Math.max(1e-6, farthest - nearest);
    for (let i = 0; i < count; i++)
      if (idAt[i] !== 0)
        depth[i] = Math.round(255 - (((distance[i] as number) - nearest) / span) * 215);
    files["depth.png"] = encodePng(depth, width, height, 1);

    // Normals in the camera's frame, as ControlNet 1.1's normal model reads them (ADR 0026):
    // red towards the picture's left, green up, blue towards the viewer; no surface faces the
    // viewer flat (128, 128, 255).
    const normal = new Uint8Array(count * 3);
    for (let i = 0; i < count; i++) {
      if (idAt[i] === 0) {
        normal.set([128, 128, 255], i * 3);
        continue;
      }
      normal[i * 3] = 255 - (normals.data[i * 4] ?? 0);
      normal[i * 3 + 1] = normals.data[i * 4 + 1] ?? 0;
      normal[i * 3 + 2] = normals.data[i * 4 + 2] ?? 0;
    }
    files["normal.png"] = encodePng(normal, width, height, 3);

    // Line art: the ink style's outlines, white on black.
    const fill = new MeshBasicMaterial({ color: 0x000000 });
    fill.userData.outlineParameters = { thickness: 0.004, color: [1, 1, 1], alpha: 1 };
    const outline = new OutlineEffect(renderer, {
      defaultThickness: 0.004,
      defaultColor: [1, 1, 1],
    });
    let lines: Pixels;
    try {
      lines = topDown(
        readPass(stage, width, height, (target) => {
          withMaterials(
            meshes,
            camera,
            () => fill,
            () => {
              renderer.setRenderTarget(target);
              renderer.setClearColor(0x000000, 1);
              renderer.clear();
              outline.render(stage.scene, camera);
            },
          );
        }),
        width,
        height,
      );
    } finally {
      fill.dispose();
    }
    files["lineart.png"] = pngOf(lines, width, height, 1);

    // Keypoints, each tested against what lies in front of it.
    const occluders: Occluder[] = meshes.map(({ mesh, doll, joint }) => ({ mesh, doll, joint }));
    const figures: Figure[] = rigs.map((rig, doll) =>
      figureKeyPoints(rig, doll, camera, width, height, occluders),
    );
    const skeleton = drawSkeleton(figures, width, height, input.keepHidden);
    files["openpose.png"] = pngOf(skeleton.data, width, height, 3);
    files["openpose.json"] = strToU8(
      `${JSON.stringify(openPoseDocument(figures, width, height))}\n`,
    );

    // A mask and a box per figure (what the camera sees of it).
    const boxes = rigs.map(() => ({ left: width, top: height, right: -1, bottom: -1 }));
    const masks = rigs.map(() => new Uint8Array(count));
    for (let i = 0; i < count; i++) {
      const id = idAt[i] as number;
      if (id === 0 || id >= PROP_ID) continue;
      const doll = Math.floor((id - 1) / 64);
      const mask = masks[doll];
      const extent = boxes[doll];
      if (!mask || !extent) continue;
      mask[i] = 255;
      const x = i % width;
      const y = Math.floor(i / width);
      extent.left = Math.min(extent.left, x);
      extent.right = Math.max(extent.right, x);
      extent.top = Math.min(extent.top, y);
      extent.bottom = Math.max(extent.bottom, y);
    }
    masks.forEach((mask, doll) => {
      files[`masks/figure-${doll + 1}.png`] = encodePng(mask, width, height, 1);
    });

    const manifest = {
      format: "inkdoll-pose-pack",
      version: 1,
      name: input.name,
      created: input.created,
      scene: input.link,
      size: { width, height },
      camera: cameraSheet(camera, width, height, input.focal),
      openpose: {
        model: "COCO-18 body, 21-point hands",
        hiddenPoints: input.keepHidden ? "drawn dimmer, confidence 0" : "left out, confidence 0",
      },
      figures: figures.map((figure, doll) => {
        const extent = boxes[doll] as (typeof boxes)[number];
        const seen = extent.right >= 0;
        return {
          label: figure.label,
          doll: doll + 1,
          box: seen
            ? {
                x: extent.left,
                y: extent.top,
                width: extent.right - extent.left + 1,
                height: extent.bottom - extent.top + 1,
              }
            : null,
          mask: `masks/figure-${doll + 1}.png`,
          visibleBodyPoints: figure.body.filter((point) => point.seen).length,
        };
      }),
      files: {
        view: "view.png",
        openposeJson: "openpose.json",
        openposePicture: "openpose.png",
        depth: "depth.png",
        normal: "normal.png",
        lineart: "lineart.png",
      },
      conventions: {
        depth: "8-bit greyscale, nearest surface 255, farthest figure surface 40, empty 0",
        normal:
          "camera space; red +1 = towards the picture's left, green +1 = up, blue +1 = towards the viewer",
        lineart: "white outlines on black",
      },
    };
    files["manifest.json"] = strToU8(`${JSON.stringify(manifest, null, 2)}\n`);
  } finally {
    restore();
  }
  // PNGs are deflated already: stored, not compressed again.
  const entries: Record<string, [Uint8Array, { level: 0 | 6 }]> = {};
  for (const [file, bytes] of Object.entries(files))
    entries[file] = [bytes, { level: file.endsWith(".png") ? 0 : 6 }];
  const zip = zipSync(entries) as Uint8Array<ArrayBuffer>;
  return {
    zip: new Blob([zip], { type: "application/zip" }),
    width,
    height,
    files: Object.keys(files),
  };
};

/**
 * The camera for a drawing app's perspective ruler: the lens, the frame, the horizon and the
 * vanishing points of the floor's two axes and of the vertical, in the picture's pixels (null
 * where an axis runs parallel to the picture: its lines never meet).
 */
export const cameraSheet = (
  camera: PerspectiveCamera,
  width: number,
  height: number,
  focal: number,
) => {
  camera.updateMatrixWorld();
  const toPixels = (ndc: Vector3) => ({
    x: Math.round(((ndc.x + 1) / 2) * width * 10) / 10,
    y: Math.round(((1 - ndc.y) / 2) * height * 10) / 10,
  });
  const vanishing = (direction: Vector3) => {
    const inView = direction.clone().transformDirection(camera.matrixWorldInverse);
    if (Math.abs(inView.z) < 1e-6) return null;
    // A direction and its opposite meet at one point: the one in front of the camera.
    const ahead = inView.z < 0 ? direction : direction.clone().negate();
    const far = camera.position.clone().addScaledVector(ahead, 1e6);
    return toPixels(far.project(camera));
  };
  const forward = camera.getWorldDirection(new Vector3()).setY(0);
  let horizon: { from: { x: number; y: number }; to: { x: number; y: number } } | null = null;
  if (forward.lengthSq() > 1e-9) {
    forward.normalize();
    const side = new Vector3(forward.z, 0, -forward.x);
    const a = camera.position.clone().addScaledVector(forward, 1e6).addScaledVector(side, 1e6);
    const b = camera.position.clone().addScaledVector(forward, 1e6).addScaledVector(side, -1e6);
    horizon = { from: toPixels(a.project(camera)), to: toPixels(b.project(camera)) };
  }
  return {
    focalLength: focal,
    frame: "35 mm equivalent (24 mm high)",
    verticalFov: Math.round(camera.getEffectiveFOV() * 100) / 100,
    position: camera.position.toArray().map((value) => Math.round(value * 1000) / 1000),
    horizon,
    vanishingPoints: {
      x: vanishing(new Vector3(1, 0, 0)),
      y: vanishing(new Vector3(0, 1, 0)),
      z: vanishing(new Vector3(0, 0, 1)),
    },
  };
};
