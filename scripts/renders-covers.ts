import type { RenderDoll, RenderJob } from "./renders.config.ts";

/** A pupil writing while a teacher points at the board: the classroom scenes' two dolls. */
export const CLASSROOM_PAIR: RenderDoll[] = [
  { preset: "everyday-writing", body: "teen", hands: { R: "pen" }, facing: 180 },
  {
    preset: "everyday-pointing",
    body: "adultFemale",
    hands: { R: "pointing" },
    position: [0.55, -1.95],
    facing: -65,
  },
];

/**
 * Covers for the articles about posing, framing and lighting the doll. The others (the AI
 * modes, the brush, cloud saving) are not about the doll and keep their drawings.
 */
export function covers(): RenderJob[] {
  const cover = (slug: string, job: Omit<RenderJob, "name" | "widths" | "aspect" | "cover">) => ({
    name: `cover-${slug.replace("/", "-")}`,
    widths: [800],
    aspect: 16 / 9,
    cover: slug,
    // The cover box is the page's surface colour, dark in the dark scheme: ink needs its paper.
    background: "paper" as const,
    ...job,
  });
  return [
    cover("blog/dynamic-action-poses", {
      dolls: [
        { preset: "action-jump", body: "adultMale", position: [-0.55, 0], facing: 20 },
        { preset: "action-kick", body: "adultFemale", position: [0.55, 0], facing: -30 },
      ],
      camera: { preset: "low", focal: 24, azimuth: 10 },
    }),
    cover("blog/composing-a-two-character-panel", {
      dolls: [
        {
          preset: "everyday-pointing",
          body: "adultFemale",
          hands: { R: "pointing" },
          position: [-0.45, 0],
          facing: 60,
        },
        { preset: "stand-arms-crossed", body: "adultMale", position: [0.5, -0.2], facing: -50 },
      ],
      camera: { preset: "eye", focal: 50, azimuth: 0 },
    }),
    cover("blog/foreshortening-with-a-posed-doll", {
      // The fist comes straight at a wide lens: the arm shortens, the fist grows.
      // A hand points straight into a wide lens close by: the arm shortens, the hand grows.
      dolls: [{ preset: "everyday-pointing", body: "adultMale", hands: { R: "pointing" } }],
      camera: { focal: 18, position: [-0.38, 1.45, 1.1], target: [-0.05, 1.08, 0] },
    }),
    cover("blog/three-point-lighting-for-manga-panels", {
      dolls: [{ preset: "stand-look-back", body: "adultFemale", facing: 30 }],
      camera: { preset: "eye", focal: 50, azimuth: 0 },
      light: { azimuth: -70, elevation: 35, intensity: 1.4, rim: true },
    }),
    cover("blog/freeze-frame-perspective-grids", {
      dolls: CLASSROOM_PAIR,
      setPiece: "classroom",
      camera: { focal: 18, position: [2.4, 1.2, 2.8], target: [-0.8, 1.1, -1.4] },
    }),
    cover("manual/getting-started-with-inkdoll-doll", {
      dolls: [
        { preset: "stand-relaxed", body: "adultFemale", position: [-0.4, 0], facing: 10 },
        {
          preset: "everyday-wave",
          body: "chibi",
          hands: { R: "open" },
          position: [0.45, 0.1],
          facing: -15,
        },
      ],
      camera: { preset: "eye", focal: 50, azimuth: 0 },
    }),
    cover("manual/posing-joints-and-presets", {
      dolls: [
        { preset: "everyday-thinking", body: "adultMale", position: [-0.5, 0], facing: 20 },
        { preset: "everyday-peace", body: "teen", position: [0.5, 0], facing: -20 },
      ],
      camera: { preset: "eye", focal: 50, azimuth: 0 },
    }),
    cover("manual/camera-lens-and-perspective", {
      dolls: [
        { preset: "stand-contrapposto", body: "adultFemale", position: [-0.8, 0], facing: 20 },
        { preset: "everyday-walk", body: "adultMale", position: [0, -0.3], facing: 0 },
        { preset: "stand-hands-on-hips", body: "teen", position: [0.8, 0], facing: -20 },
      ],
      camera: { preset: "high", focal: 24, azimuth: 20 },
    }),
    cover("manual/lighting-setup", {
      dolls: [{ preset: "everyday-stretch", body: "adultFemale", facing: -20 }],
      camera: { preset: "eye", focal: 50, azimuth: 0 },
      light: { azimuth: 80, elevation: 20, intensity: 1.5, rim: true },
    }),
    cover("manual/composing-scenes-and-panels", {
      dolls: [
        { preset: "action-punch", body: "adultMale", position: [-0.45, 0], facing: 50 },
        { preset: "action-fighting-stance", body: "adultFemale", position: [0.5, 0], facing: -60 },
      ],
      camera: { preset: "eye", focal: 35, azimuth: 0 },
    }),
  ];
}
