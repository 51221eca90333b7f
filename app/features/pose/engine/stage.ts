import {
  BufferGeometry,
  Color,
  DirectionalLight,
  Float32BufferAttribute,
  GridHelper,
  HemisphereLight,
  LineBasicMaterial,
  LineSegments,
  type Material,
  Mesh,
  OrthographicCamera,
  PCFShadowMap,
  PerspectiveCamera,
  PlaneGeometry,
  Scene,
  ShadowMaterial,
  SphereGeometry,
  Vector3,
  WebGLRenderer,
  type WebGLRenderTarget,
} from "three";
import type { OutlineEffect } from "three/examples/jsm/effects/OutlineEffect.js";
import type { LightState } from "../../../../contract/pose.ts";
import { NIGHT, PAPER } from "./materials.ts";
import type { Background, Overlays, RenderStyle } from "./types.ts";

// The world the dolls stand in: renderer, camera, lights, floor, and the three layers drawn one
// after the other — the dolls (with ink outlines when asked), the gizmo (never outlined, never
// exported) and the screen-space overlays (thirds, horizon; never exported).

const DEG = Math.PI / 180;
const NO_OUTLINE = { visible: false };

export interface DrawOptions {
  style: RenderStyle;
  /** Screen: grid and gizmos and overlays; export: none of them, the chosen background. */
  target: "screen" | { renderTarget: WebGLRenderTarget; background: Background };
}

export interface Stage {
  renderer: WebGLRenderer;
  scene: Scene;
  gizmos: Scene;
  camera: PerspectiveCamera;
  setLight(light: LightState, centre: Vector3): void;
  setOverlays(overlays: Overlays): void;
  /** A dark page gets a dark stage on screen; exports keep their paper. */
  setDark(dark: boolean): void;
  resize(): void;
  /** A world point on the canvas in CSS pixels, or null behind the camera. */
  screenPosition(point: Vector3): { x: number; y: number } | null;
  /**
   * The ink style's outline pass, fetched on its first use (its own chunk: most visits never
   * draw ink). Exports await it; the screen draws ink without outlines until it is in.
   */
  inkReady(): Promise<void>;
  draw(options: DrawOptions): void;
  dispose(): void;
}

const lines = (points: number[], color: string) => {
  const geometry = new BufferGeometry();
  geometry.setAttribute("position", new Float32BufferAttribute(points, 3));
  return new LineSegments(
    geometry,
    new LineBasicMaterial({ color, depthTest: false, transparent: true, opacity: 0.75 }),
  );
};

/**
 * `software`: the screen goes without multisampling (exports keep it, in their own target).
 * `redraw`: called when something fetched on demand (the ink outlines) can now be drawn.
 */
export const createStage = (
  canvas: HTMLCanvasElement,
  software: boolean,
  redraw: () => void = () => {},
): Stage => {
  const renderer = new WebGLRenderer({ canvas, antialias: !software, alpha: true });
  renderer.setPixelRatio(Math.min(globalThis.devicePixelRatio || 1, 2));
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = PCFShadowMap;
  // Shadows change with poses and light, not with the camera: an orbit skips the shadow pass.
  renderer.shadowMap.autoUpdate = false;
  renderer.shadowMap.needsUpdate = true;
  let outline: OutlineEffect | null = null;
  let outlineLoad: Promise<void> | null = null;
  const inkReady = () => {
    outlineLoad ??= import("three/examples/jsm/effects/OutlineEffect.js").then(
      ({ OutlineEffect }) => {
        outline = new OutlineEffect(renderer, { defaultThickness: 0.005, defaultColor: [0, 0, 0] });
        redraw();
      },
      (error: unknown) => {
        // Ink without outlines meanwhile; the next ink frame asks again.
        outlineLoad = null;
        throw error;
      },
    );
    return outlineLoad;
  };

  const scene = new Scene();
  const gizmos = new Scene();
  const camera = new PerspectiveCamera(27, 1, 0.05, 200);

  const hemi = new HemisphereLight("#ffffff", "#b8ad9c", 1.1);
  const key = new DirectionalLight("#ffffff", 1.2);
  key.castShadow = true;
  key.shadow.mapSize.set(1024, 1024);
  key.shadow.radius = 4;
  key.shadow.bias = -0.0005;
  key.shadow.normalBias = 0.02;
  Object.assign(key.shadow.camera, { left: -3, right: 3, top: 3, bottom: -3, near: 0.5, far: 30 });
  const rim = new DirectionalLight("#fff4e0", 0.9);
  scene.add(hemi, key, key.target, rim, rim.target);

  const floorMaterial = new ShadowMaterial({ color: "#2a2520", opacity: 0.22 });
  floorMaterial.userData.outlineParameters = NO_OUTLINE;
  const floor = new Mesh(new PlaneGeometry(60, 60).rotateX(-Math.PI / 2), floorMaterial);
  floor.receiveShadow = true;
  const grid = new GridHelper(20, 40, "#b7b09f", "#dcd6c8");
  // On a dark stage the same lines in the dark page's tones (its --line and --muted).
  const nightGrid = new GridHelper(20, 40, "#6b665b", "#3b3934");
  for (const lines of [grid, nightGrid]) {
    lines.position.y = 0.001;
    (lines.material as LineBasicMaterial).userData.outlineParameters = NO_OUTLINE;
  }
  nightGrid.visible = false;
  scene.add(floor, grid, nightGrid);
  let dark = false;

  // Overlays live in normalised device coordinates, so they follow the canvas, not the world.
  const overlay = new Scene();
  const overlayCamera = new OrthographicCamera(-1, 1, 1, -1, -1, 1);
  const third = 1 / 3;
  const thirds = lines(
    [
      -1,
      third,
      0,
      1,
      third,
      0,
      -1,
      -third,
      0,
      1,
      -third,
      0,
      third,
      -1,
      0,
      third,
      1,
      0,
      -third,
      -1,
      0,
      -third,
      1,
      0,
    ],
    "#56534c",
  );
  const horizon = lines([-1, 0, 0, 1, 0, 0], "#e4352b");
  overlay.add(thirds, horizon);
  thirds.visible = false;
  horizon.visible = false;
  let showHorizon = false;

  const placeHorizon = () => {
    const forward = camera.getWorldDirection(new Vector3()).setY(0);
    horizon.visible = false;
    if (!showHorizon || forward.lengthSq() < 1e-6) return;
    const far = camera.position.clone().addScaledVector(forward.normalize(), 1e4);
    far.y = camera.position.y;
    const y = far.project(camera).y;
    if (Math.abs(y) > 1) return;
    horizon.position.y = y;
    horizon.visible = true;
  };

  const background = new Color();
  return {
    renderer,
    scene,
    gizmos,
    camera,
    setLight: (light, centre) => {
      const direction = (azimuth: number, elevation: number) =>
        new Vector3(
          Math.sin(azimuth * DEG) * Math.cos(elevation * DEG),
          Math.sin(elevation * DEG),
          Math.cos(azimuth * DEG) * Math.cos(elevation * DEG),
        );
      key.intensity = light.intensity;
      key.target.position.copy(centre);
      key.position.copy(centre).addScaledVector(direction(light.azimuth, light.elevation), 10);
      // The rim light comes from behind, opposite the key, to separate the figure from paper.
      rim.visible = light.rim;
      rim.target.position.copy(centre);
      rim.position.copy(centre).addScaledVector(direction(light.azimuth + 180, 25), 10);
      hemi.intensity = 0.9 + 0.25 * Math.min(1, light.intensity);
      key.updateMatrixWorld();
      rim.updateMatrixWorld();
    },
    setOverlays: (overlays) => {
      thirds.visible = overlays.thirds;
      showHorizon = overlays.horizon;
    },
    setDark: (next) => {
      dark = next;
    },
    resize: () => {
      const width = Math.max(1, canvas.clientWidth);
      const height = Math.max(1, canvas.clientHeight);
      renderer.setSize(width, height, false);
      camera.aspect = width / height;
      camera.updateProjectionMatrix();
    },
    inkReady,
    screenPosition: (point) => {
      camera.updateMatrixWorld();
      const ndc = point.clone().project(camera);
      if (ndc.z > 1) return null;
      return {
        x: ((ndc.x + 1) / 2) * canvas.clientWidth,
        y: ((1 - ndc.y) / 2) * canvas.clientHeight,
      };
    },
    draw: ({ style, target }) => {
      const screen = target === "screen";
      const lined = screen && style !== "silhouette";
      // A silhouette is ink on paper: on a dark stage it would vanish, so it keeps the paper.
      const night = screen && dark && style !== "silhouette";
      grid.visible = lined && !night;
      nightGrid.visible = lined && night;
      const paper = screen || target.background === "paper";
      floor.visible = paper && style !== "silhouette";
      background.copy(night ? NIGHT : PAPER);
      renderer.setClearColor(background, paper ? 1 : 0);
      renderer.setRenderTarget(screen ? null : target.renderTarget);
      renderer.clear();
      if (style === "ink") {
        // Tones come from the toon ramp, not from fill light: a fixed, dim fill keeps the
        // three steps apart whatever the key's intensity. three's lights are physical (a white
        // surface facing a key of intensity π is white), hence the π.
        const fill = hemi.intensity;
        const keyIntensity = key.intensity;
        hemi.intensity = 0.22;
        key.intensity = Math.PI;
        if (outline) outline.render(scene, camera);
        else {
          renderer.render(scene, camera);
          inkReady().catch((error: unknown) => console.error(error));
        }
        hemi.intensity = fill;
        key.intensity = keyIntensity;
      } else renderer.render(scene, camera);
      if (screen) {
        renderer.autoClear = false;
        renderer.clearDepth();
        renderer.render(gizmos, camera);
        placeHorizon();
        if (thirds.visible || horizon.visible) renderer.render(overlay, overlayCamera);
        renderer.autoClear = true;
      }
      renderer.setRenderTarget(null);
    },
    dispose: () => {
      for (const object of [floor, grid, nightGrid, thirds, horizon]) {
        object.geometry.dispose();
        (object.material as LineBasicMaterial).dispose();
      }
      key.shadow.map?.dispose();
      key.dispose();
      rim.dispose();
      renderer.dispose();
    },
  };
};

/**
 * A lost context (a tab in the background on a phone, a GPU reset) pauses drawing; three
 * rebuilds its programs and uploads on restore, and the next frame shows the same scene. The
 * canvas's CSS size is watched too. Returns the function that stops watching.
 */
export const watchCanvas = (
  canvas: HTMLCanvasElement,
  on: { lost(): void; restored(): void; resized(): void },
): (() => void) => {
  const lost = (event: Event) => {
    event.preventDefault();
    on.lost();
  };
  const restored = () => on.restored();
  canvas.addEventListener("webglcontextlost", lost);
  canvas.addEventListener("webglcontextrestored", restored);
  const observer =
    typeof ResizeObserver === "undefined" ? null : new ResizeObserver(() => on.resized());
  observer?.observe(canvas);
  return () => {
    observer?.disconnect();
    canvas.removeEventListener("webglcontextlost", lost);
    canvas.removeEventListener("webglcontextrestored", restored);
  };
};

/**
 * Issues the first frame's shader programs: three's compile only issues them (it checks the
 * result on first use), so the GPU compiles while the dolls are built instead of during the
 * first draw. A stand-in mesh carries the doll's `material`.
 */
export const warmPrograms = (stage: Stage, material: Material) => {
  const warm = new Mesh(new SphereGeometry(0.01), material);
  warm.castShadow = true;
  stage.scene.add(warm);
  stage.renderer.compile(stage.scene, stage.camera);
  warm.removeFromParent();
  warm.geometry.dispose();
};
