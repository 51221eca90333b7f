/**
 * `npm run renders`: the site's imagery from the real doll. Serves the doll sandbox with Vite,
 * drives it in headless Chromium (software WebGL), renders every job of renders.config.ts in the
 * ink style and writes AVIF, WebP and PNG at each width into public/renders/, with
 * public/renders/manifest.json listing width and height per file for `srcset`.
 *
 * POSES_DIR points at another presets folder (default content/poses); RENDERS_PORT picks the
 * sandbox port (default 3401); `npm run renders -- hero` renders only the named jobs.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { withHand } from "../app/features/pose/engine/scene-state.ts";
import {
  BODY_DEFAULTS,
  DEFAULT_LIGHT,
  type Doll,
  POSE_VERSION,
  type Pose,
  type Rotation,
  type Scene,
} from "../contract/pose.ts";
import { ensureChromium } from "./chromium.ts";
import { startSandbox, WEBGL_ARGS } from "./doll-sandbox/shots.ts";
import { type RenderFile, writeRenderSizes } from "./render-files.ts";
import { RENDER_DEFAULTS, RENDER_JOBS, type RenderDoll, type RenderJob } from "./renders.config.ts";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "public/renders");
const posesDir = path.resolve(root, process.env.POSES_DIR ?? "content/poses");

interface BodyPreset {
  id: string;
  pose: Pose;
  hands?: { L?: string; R?: string };
}
interface HandPreset {
  id: string;
  rotations: Partial<Record<string, Rotation>>;
}

const readPresets = <T extends { id: string }>(file: string): Map<string, T> => {
  const full = path.join(posesDir, file);
  if (!existsSync(full)) return new Map();
  const { presets } = JSON.parse(readFileSync(full, "utf8")) as { presets: T[] };
  return new Map(presets.map((preset) => [preset.id, preset]));
};
const bodies = readPresets<BodyPreset>("body.json");
const hands = readPresets<HandPreset>("hands.json");

const dollOf = (spec: RenderDoll, job: string): Doll => {
  const preset = spec.preset ? bodies.get(spec.preset) : undefined;
  if (spec.preset && !preset) {
    console.warn(`${job}: preset ${spec.preset} not found in ${posesDir}; using the inline pose`);
  }
  let pose: Pose = preset?.pose ?? spec.pose ?? { rotations: {}, hips: [0, 0, 0] };
  for (const [side, id] of Object.entries({ ...preset?.hands, ...spec.hands })) {
    const hand = id ? hands.get(id) : undefined;
    if (hand) pose = withHand(pose, side as "L" | "R", hand.rotations);
  }
  return {
    body: BODY_DEFAULTS[spec.body ?? "adultFemale"],
    pose,
    position: spec.position ?? [0, 0],
    facing: spec.facing ?? 0,
  };
};

const sceneOf = (job: RenderJob): Scene => {
  const azimuth = ((job.camera?.azimuth ?? 0) * Math.PI) / 180;
  return {
    v: POSE_VERSION,
    dolls: job.dolls.map((doll) => dollOf(doll, job.name)),
    // Only the direction matters: the camera preset frames the posed dolls from it.
    camera: {
      position: job.camera?.position ?? [Math.sin(azimuth) * 4, 1.2, Math.cos(azimuth) * 4],
      target: job.camera?.target ?? [0, 0.9, 0],
      focal: job.camera?.position ? (job.camera.focal ?? 50) : 50,
    },
    light: { ...DEFAULT_LIGHT, ...job.light },
  };
};

const only = process.argv.slice(2);
const jobs = RENDER_JOBS.filter((job) => only.length === 0 || only.includes(job.name));
mkdirSync(out, { recursive: true });
const port = Number(process.env.RENDERS_PORT ?? 3401);
const server = await startSandbox(port);
const browser = await chromium.launch({ executablePath: ensureChromium(), args: WEBGL_ARGS });
const manifestPath = path.join(out, "manifest.json");
const manifest: Record<
  string,
  {
    aspect: number;
    files: RenderFile[];
  }
> = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, "utf8")) : {};

try {
  for (const job of jobs) {
    const widest = Math.max(...job.widths);
    // Drawn half again as large as the widest output, then scaled down: smoother ink lines.
    const drawWidth = Math.min(2048, Math.round(widest * 1.5), Math.round(2048 * job.aspect));
    const viewport = { width: 1000, height: Math.round(1000 / job.aspect) };
    const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
    page.on("pageerror", (error) => console.error(`${job.name}: ${error.message}`));
    await page.goto(`http://127.0.0.1:${port}/?auto=0`);
    await page.waitForFunction(() => window.sandbox !== undefined);
    const base64 = await page.evaluate(
      async ({ scene, camera, size, background, style, setPiece }) => {
        const engine = await window.sandbox.mount(scene, setPiece);
        // An exact view is already in the scene; otherwise frame the dolls from its direction.
        if (!camera.position) {
          engine.setCamera({ focal: camera.focal ?? 50 });
          engine.cameraPreset(camera.preset ?? "eye");
        }
        return window.sandbox.exportBase64({ size, background, style });
      },
      {
        scene: sceneOf(job),
        camera: job.camera ?? {},
        size: job.aspect >= 1 ? drawWidth : Math.round(drawWidth / job.aspect),
        background: job.background ?? RENDER_DEFAULTS.background,
        style: job.style ?? RENDER_DEFAULTS.style,
        setPiece: job.setPiece,
      },
    );
    await page.close();
    const source = Buffer.from(base64, "base64");
    if (job.cover) {
      const folder = path.join(root, "content/articles", job.cover);
      const width = Math.max(...job.widths);
      await sharp(source)
        .resize(width, Math.round(width / job.aspect), { fit: "fill", kernel: "lanczos3" })
        .webp({ quality: 80, alphaQuality: 90, effort: 6 })
        .toFile(path.join(folder, "cover.webp"));
      rmSync(path.join(folder, "cover.svg"), { force: true });
      console.log(
        `${job.name}: ${job.cover}/cover.webp, ${Math.round(statSync(path.join(folder, "cover.webp")).size / 1024)} KB`,
      );
      continue;
    }
    const files = await writeRenderSizes(
      source,
      job.name,
      job.widths,
      job.aspect,
      out,
      manifest[job.name]?.files,
    );
    manifest[job.name] = { aspect: job.aspect, files };
    const bytes = files
      .flatMap((file) => [file.avif, file.webp, file.png])
      .reduce((sum, file) => sum + statSync(path.join(out, file)).size, 0);
    console.log(
      `${job.name}: ${files.map((file) => file.width).join("/")} px, ${Math.round(bytes / 1024)} KB`,
    );
  }
  const sorted = Object.fromEntries(
    Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(manifestPath, `${JSON.stringify(sorted, null, 2)}\n`);
} finally {
  await browser.close();
  await server.close();
}
