import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { DATA_LANGUAGES, type DataLanguage } from "../../contract/language.ts";
import {
  BODY_DEFAULTS,
  BODY_TYPES,
  DEFAULT_LIGHT,
  type Doll,
  HAND_PARTS,
  type JointName,
  MAX_DOLLS,
  POSE_VERSION,
  type Pose,
  type Rotation,
  type Scene,
  type Vec3,
} from "../../contract/pose.ts";
import { SceneSchema } from "../../contract/pose-schema.ts";
import { THEME_SLUG, THEME_TAGS, type ThemeTag } from "../../contract/themes.ts";

// content/themes/<slug>.json: a theme's texts in six languages and its poses. A pose names body
// presets of content/poses (with their hand presets, or others) and where each doll stands; the
// camera is given as a direction and a lens, and framed here round the dolls. What comes out is a
// full Scene, checked against the doll's own schema, so a bad file stops the seed by name.

const Texts = z.object(
  Object.fromEntries(DATA_LANGUAGES.map((l) => [l, z.string().trim().min(1).max(400)])) as Record<
    DataLanguage,
    z.ZodString
  >,
);
const Id = z.string().regex(THEME_SLUG).max(60);

const ThemeDollSchema = z.strictObject({
  preset: z.string().min(1),
  body: z.enum(BODY_TYPES).default("adultFemale"),
  position: z.tuple([z.number(), z.number()]).default([0, 0]),
  facing: z.number().min(-180).max(180).default(0),
  hands: z.object({ L: z.string().optional(), R: z.string().optional() }).optional(),
});

const ThemeCameraSchema = z.strictObject({
  /** Degrees round the dolls; 0 looks at their front. */
  azimuth: z.number().min(-180).max(180),
  /** Degrees above (or, negative, below) the dolls' middle. */
  elevation: z.number().min(-60).max(89),
  focal: z.number().min(18).max(135),
  /** `upper`: the head, chest and hands fill the frame (close-ups of hands). */
  frame: z.enum(["full", "upper"]).default("full"),
  /** Closer than the estimate frames (a lying doll seen end on, a figure from straight above). */
  zoom: z.number().min(0.5).max(3).default(1),
});

const ThemeFileSchema = z.strictObject({
  slug: Id,
  order: z.number().int().min(0),
  tags: z.array(z.enum(THEME_TAGS)).min(1).max(6),
  cover: Id,
  title: Texts,
  description: Texts,
  poses: z
    .array(
      z.strictObject({
        id: Id,
        // A pose of one doll that is its preset as the editor has it takes the preset's names:
        // one name for one pose, on the theme page and in the editor alike (issue 32).
        names: Texts.optional(),
        dolls: z.array(ThemeDollSchema).min(1).max(MAX_DOLLS),
        camera: ThemeCameraSchema,
        light: z
          .object({
            azimuth: z.number(),
            elevation: z.number(),
            intensity: z.number(),
            rim: z.boolean(),
          })
          .optional(),
      }),
    )
    .min(1)
    .max(60),
});

export type ThemePoseSource = { id: string; names: Record<DataLanguage, string>; scene: Scene };
export type ThemeSource = {
  slug: string;
  sortOrder: number;
  tags: ThemeTag[];
  cover: string;
  titles: Record<DataLanguage, string>;
  descriptions: Record<DataLanguage, string>;
  poses: ThemePoseSource[];
};

type BodyPresetFile = {
  presets: {
    id: string;
    pose: Pose;
    hands: { L: string; R: string };
    names: Record<DataLanguage, string>;
  }[];
};
type HandPresetFile = { presets: { id: string; rotations: Record<string, Rotation> }[] };

type Presets = {
  bodies: Map<string, BodyPresetFile["presets"][number]>;
  hands: Map<string, HandPresetFile["presets"][number]>;
};

async function readPresets(contentDir: string): Promise<Presets> {
  const read = async <T>(file: string) =>
    JSON.parse(await readFile(path.join(contentDir, "poses", file), "utf8")) as T;
  const bodies = await read<BodyPresetFile>("body.json");
  const hands = await read<HandPresetFile>("hands.json");
  return {
    bodies: new Map(bodies.presets.map((p) => [p.id, p])),
    hands: new Map(hands.presets.map((p) => [p.id, p])),
  };
}

/**
 * The body preset with a hand preset on each hand, as the editor applies it (presets.ts): the
 * right hand mirrors the left one's rotations as [x, -y, -z]; the body's own wrist wins.
 */
function composePose(
  presets: Presets,
  preset: BodyPresetFile["presets"][number],
  handIds: { L: string; R: string },
  where: string,
): Pose {
  const rotations: Pose["rotations"] = { ...preset.pose.rotations };
  for (const side of ["L", "R"] as const) {
    const hand = presets.hands.get(handIds[side]);
    if (!hand) throw new Error(`${where}: no hand preset "${handIds[side]}" in content/poses`);
    for (const part of HAND_PARTS) {
      const name = `${part}${side}` as JointName;
      if (part === "hand" && preset.pose.rotations[name]) continue;
      const rotation = hand.rotations[part];
      if (!rotation) {
        delete rotations[name];
        continue;
      }
      const [x, y, zr] = rotation;
      rotations[name] = side === "L" ? [x, y, zr] : [x, -y || 0, -zr || 0];
    }
  }
  return { rotations, hips: preset.pose.hips };
}

const round = (value: number, step = 0.01) => Math.round(value / step) * step;

/**
 * A camera looking at the dolls from a direction, far enough for them to fill a 4:5 frame: the
 * dolls' height and spread estimated from their bodies and how far their hips drop (seated and
 * lying poses are lower and wider).
 */
export function frameCamera(dolls: Doll[], camera: z.infer<typeof ThemeCameraSchema>) {
  let top = 0;
  let minX = Infinity;
  let maxX = -Infinity;
  let sumZ = 0;
  for (const doll of dolls) {
    const height = doll.body.height / 100;
    const lift = doll.pose.hips[1];
    const lying = lift <= -0.85;
    // Raised arms reach about 1.2 heights; a raised pelvis (a jump) lifts the whole doll.
    const seated = lift < -0.2;
    const dollTop = lying ? height * 0.4 : height * ((seated ? 1 : 1.2) + 0.5 * lift);
    const half = lying ? height * 0.7 : height * (seated ? 0.35 : 0.45);
    top = Math.max(top, dollTop);
    minX = Math.min(minX, doll.position[0] - half);
    maxX = Math.max(maxX, doll.position[0] + half);
    sumZ += doll.position[1];
  }
  const upper = camera.frame === "upper";
  const frameHeight = upper ? top * 0.62 : top * 1.08;
  const frameWidth = (maxX - minX) * (upper ? 0.95 : 1.1);
  // The doll quotes focal lengths against the 24 mm height of a 35 mm frame (vertical field of
  // view); the thumbnails are portrait 4:5, so the width is 0.8 of the height.
  const halfFov = Math.atan(12 / camera.focal);
  const needed = Math.max(frameHeight, frameWidth / 0.8) / 2;
  const distance = needed / Math.tan(halfFov) / camera.zoom + 0.3;
  const target: Vec3 = [
    round((minX + maxX) / 2),
    round(upper ? top * 0.65 : top / 2),
    round(sumZ / dolls.length),
  ];
  const azimuth = (camera.azimuth * Math.PI) / 180;
  const elevation = (camera.elevation * Math.PI) / 180;
  const position: Vec3 = [
    round(target[0] + Math.sin(azimuth) * Math.cos(elevation) * distance),
    round(Math.max(0.05, target[1] + Math.sin(elevation) * distance)),
    round(target[2] + Math.cos(azimuth) * Math.cos(elevation) * distance),
  ];
  return { position, target, focal: camera.focal };
}

type ThemeFile = z.infer<typeof ThemeFileSchema>;

function sceneOf(presets: Presets, pose: ThemeFile["poses"][number], where: string): Scene {
  const dolls: Doll[] = pose.dolls.map((spec) => {
    const preset = presets.bodies.get(spec.preset);
    if (!preset) throw new Error(`${where}: no body preset "${spec.preset}" in content/poses`);
    return {
      body: BODY_DEFAULTS[spec.body],
      pose: composePose(presets, preset, { ...preset.hands, ...spec.hands }, where),
      position: spec.position,
      facing: spec.facing,
    };
  });
  const scene = {
    v: POSE_VERSION,
    dolls,
    camera: frameCamera(dolls, pose.camera),
    light: pose.light ?? DEFAULT_LIGHT,
  };
  const parsed = SceneSchema.safeParse(scene);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${where}: the scene is not valid: ${issue?.path.join(".")} ${issue?.message}`);
  }
  return parsed.data;
}

/** A pose's own names, or those of the one preset it shows. */
function poseNames(
  presets: Presets,
  pose: { names?: Record<DataLanguage, string>; dolls: { preset: string }[] },
  where: string,
): Record<DataLanguage, string> {
  if (pose.names) return pose.names;
  const [only, ...others] = pose.dolls;
  const preset = only && others.length === 0 ? presets.bodies.get(only.preset) : undefined;
  if (!preset) throw new Error(`${where}: names: a scene of several dolls needs its own names`);
  return preset.names;
}

/** One theme file, parsed and composed; throws naming the file and the field. */
export function parseThemeFile(value: unknown, where: string, presets: Presets): ThemeSource {
  const parsed = ThemeFileSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${where}: ${issue?.path.join(".")} ${issue?.message}`);
  }
  const file = parsed.data;
  if (`${file.slug}.json` !== path.basename(where)) {
    throw new Error(`${where}: slug "${file.slug}" does not match the file name`);
  }
  const ids = file.poses.map((p) => p.id);
  const twice = ids.find((id, index) => ids.indexOf(id) !== index);
  if (twice) throw new Error(`${where}: pose id "${twice}" appears twice`);
  if (!ids.includes(file.cover)) throw new Error(`${where}: cover "${file.cover}" is not a pose`);
  return {
    slug: file.slug,
    sortOrder: file.order,
    tags: file.tags,
    cover: file.cover,
    titles: file.title,
    descriptions: file.description,
    poses: file.poses.map((pose) => ({
      id: pose.id,
      names: poseNames(presets, pose, `${where} pose "${pose.id}"`),
      scene: sceneOf(presets, pose, `${where} pose "${pose.id}"`),
    })),
  };
}

/** content/themes/*.json, every scene composed from content/poses and checked. */
export async function loadThemes(contentDir: string): Promise<ThemeSource[]> {
  const base = path.join(contentDir, "themes");
  const files = (await readdir(base).catch(() => [] as string[])).filter((f) =>
    f.endsWith(".json"),
  );
  if (files.length === 0) return [];
  const presets = await readPresets(contentDir);
  const themes: ThemeSource[] = [];
  for (const name of files.sort()) {
    const where = path.join("themes", name);
    let value: unknown;
    try {
      value = JSON.parse(await readFile(path.join(base, name), "utf8"));
    } catch (error) {
      throw new Error(`${where}: not valid JSON (${(error as Error).message})`);
    }
    themes.push(parseThemeFile(value, where, presets));
  }
  return themes.sort((a, b) => a.sortOrder - b.sortOrder || a.slug.localeCompare(b.slug));
}
