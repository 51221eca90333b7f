/**
 * `npm run pose:preview [-- out-dir]`: stick figures of every preset in content/poses (front, side
 * and top views; hands from the palm and the front) as PNG sheets, by forward kinematics over rough
 * adult bone offsets, to check presets by eye without the 3D doll. Left parts are blue, right
 * parts red. Also prints, per body preset, the lowest point (a grounded pose is near 0 m).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import {
  BODY_PRESETS,
  HAND_PRESETS,
  type HandPreset,
  handRotationsFor,
  poseWithHands,
} from "../app/features/pose/presets.ts";
import { JOINTS, type JointName, type Pose, type Rotation, type Vec3 } from "../contract/pose.ts";
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.ts";

type M3 = number[]; // row-major 3×3
const out = path.resolve(process.argv[2] ?? "/tmp/pose-preview");

/** Rest pelvis joint height (metres); Pose.hips is in these units. */
const PELVIS_HEIGHT = 0.92;
/** Rest offsets from the parent joint, left side (the right side mirrors x). */
const OFFSET: Record<string, Vec3> = {
  pelvis: [0, PELVIS_HEIGHT, 0],
  waist: [0, 0.1, 0],
  chest: [0, 0.16, 0],
  neck: [0, 0.18, 0],
  head: [0, 0.08, 0],
  shoulder: [0.03, 0.15, 0],
  upperArm: [0.15, 0, 0],
  lowerArm: [0, -0.28, 0],
  hand: [0, -0.25, 0],
  thumb1: [-0.01, -0.025, 0.03],
  thumb2: [0, -0.04, 0.015],
  index1: [0, -0.1, 0.03],
  index2: [0, -0.045, 0],
  middle1: [0, -0.105, 0.01],
  middle2: [0, -0.05, 0],
  ring1: [0, -0.1, -0.01],
  ring2: [0, -0.045, 0],
  pinky1: [0, -0.09, -0.03],
  pinky2: [0, -0.035, 0],
  thigh: [0.09, -0.06, 0],
  shin: [0, -0.41, 0],
  foot: [0, -0.4, 0],
};
/** Where leaf bones end, in their own frame. */
const TIP: Record<string, Vec3> = {
  head: [0, 0.22, 0],
  thumb2: [0, -0.03, 0],
  index2: [0, -0.045, 0],
  middle2: [0, -0.05, 0],
  ring2: [0, -0.045, 0],
  pinky2: [0, -0.035, 0],
  foot: [0, -0.05, 0.15],
};

const rad = Math.PI / 180;
const mul = (a: M3, b: M3): M3 =>
  [0, 1, 2].flatMap((r) =>
    [0, 1, 2].map((c) =>
      [0, 1, 2].reduce((s, k) => s + (a[r * 3 + k] ?? 0) * (b[k * 3 + c] ?? 0), 0),
    ),
  );
const apply = (m: M3, [x, y, z]: Vec3): Vec3 =>
  [0, 1, 2].map(
    (r) => (m[r * 3] ?? 0) * x + (m[r * 3 + 1] ?? 0) * y + (m[r * 3 + 2] ?? 0) * z,
  ) as unknown as Vec3;
const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
/** Euler XYZ as three.js composes it: Rx · Ry · Rz. */
const euler = ([x, y, z]: Rotation): M3 => {
  const [cx, sx, cy, sy, cz, sz] = [x, x, y, y, z, z].map((a, i) =>
    i % 2 ? Math.sin(a * rad) : Math.cos(a * rad),
  ) as [number, number, number, number, number, number];
  const rx = [1, 0, 0, 0, cx, -sx, 0, sx, cx];
  const ry = [cy, 0, sy, 0, 1, 0, -sy, 0, cy];
  const rz = [cz, -sz, 0, sz, cz, 0, 0, 0, 1];
  return mul(mul(rx, ry), rz);
};

interface Placed {
  name: JointName;
  at: Vec3;
  frame: M3;
}

/** World position and frame of every joint. */
function forward(pose: Pose): Map<JointName, Placed> {
  const placed = new Map<JointName, Placed>();
  for (const joint of JOINTS) {
    const part = joint.name.replace(/[LR]$/, "");
    const side = joint.name === part ? 0 : joint.name.endsWith("L") ? 1 : -1;
    const base = OFFSET[part] as Vec3;
    const offset: Vec3 = [side < 0 ? -base[0] : base[0], base[1], base[2]];
    const parent = joint.parent ? placed.get(joint.parent) : undefined;
    const origin = parent ? add(parent.at, apply(parent.frame, offset)) : add(offset, [0, 0, 0]);
    const at = parent
      ? origin
      : add(origin, pose.hips.map((h) => h * PELVIS_HEIGHT) as unknown as Vec3);
    const local = euler(pose.rotations[joint.name] ?? [0, 0, 0]);
    placed.set(joint.name, {
      name: joint.name,
      at,
      frame: parent ? mul(parent.frame, local) : local,
    });
  }
  return placed;
}

/**
 * The lowest point of the body's surface, roughly: joints less a 5 cm radius, the pelvis's seat,
 * toes and heels. A pose standing, sitting or lying on the floor comes out near 0.
 */
function lowestPoint(placed: Map<JointName, Placed>) {
  const ys = [...placed.values()].map(
    (p) => p.at[1] - (/^(foot|thumb|index|middle|ring|pinky)/.test(p.name) ? 0 : 0.05),
  );
  const seat = placed.get("pelvis") as Placed;
  ys.push(add(seat.at, apply(seat.frame, [0, -0.12, 0]))[1]);
  for (const side of ["L", "R"]) {
    const foot = placed.get(`foot${side}` as JointName) as Placed;
    ys.push(add(foot.at, apply(foot.frame, TIP.foot as Vec3))[1]);
    ys.push(add(foot.at, apply(foot.frame, [0, -0.05, -0.05]))[1]);
  }
  return Math.min(...ys);
}

type View = (p: Vec3) => [number, number];
const colour = (name: string) =>
  name.endsWith("L") ? "#2563eb" : name.endsWith("R") ? "#dc2626" : "#111";

function drawSkeleton(placed: Map<JointName, Placed>, view: View, scale: number, only?: RegExp) {
  const lines: string[] = [];
  const line = (a: Vec3, b: Vec3, c: string, w: number) => {
    const [x1, y1] = view(a);
    const [x2, y2] = view(b);
    lines.push(
      `<line x1="${x1 * scale}" y1="${y1 * scale}" x2="${x2 * scale}" y2="${y2 * scale}" stroke="${c}" stroke-width="${w}" stroke-linecap="round"/>`,
    );
  };
  for (const joint of JOINTS) {
    if (only && !only.test(joint.name)) continue;
    const here = placed.get(joint.name) as Placed;
    const parent = joint.parent ? placed.get(joint.parent) : undefined;
    const part = joint.name.replace(/[LR]$/, "");
    const thin = /thumb|index|middle|ring|pinky/.test(part);
    if (parent && (!only || only.test(parent.name)))
      line(parent.at, here.at, colour(joint.name), thin ? 1.5 : 3);
    const tip = TIP[part];
    if (tip)
      line(here.at, add(here.at, apply(here.frame, tip)), colour(joint.name), thin ? 1.5 : 3);
    if (part === "head") {
      // The face: a short stroke forward from the middle of the head.
      const mid = add(here.at, apply(here.frame, [0, 0.1, 0]));
      line(mid, add(mid, apply(here.frame, [0, 0, 0.12])), "#16a34a", 3);
    }
    if (part === "hand")
      line(here.at, add(here.at, apply(here.frame, [-0.04, -0.05, 0])), "#f59e0b", 2);
  }
  return lines.join("");
}

const VIEWS: Record<string, View> = {
  front: ([x, y]) => [x, -y],
  side: ([, y, z]) => [z, -y],
  top: ([x, , z]) => [x, z],
};

function bodySvg(pose: Pose) {
  const placed = forward(pose);
  const panels = Object.entries(VIEWS).map(([label, view], i) => {
    const floor = label === "top" ? "" : `<line x1="-150" y1="0" x2="150" y2="0" stroke="#aaa"/>`;
    const dy = label === "top" ? -100 : 0;
    return `<g transform="translate(${160 + i * 300} ${label === "top" ? 250 : 350})"><text x="-140" y="${-330 - dy}" font-size="12" fill="#666">${label}</text>${floor}<g transform="translate(0 ${dy})">${drawSkeleton(placed, view, 140)}</g></g>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="380" viewBox="0 0 900 380">${panels.join("")}</svg>`;
}

function handSvg(preset: HandPreset) {
  const placed = forward({ rotations: handRotationsFor("L", preset), hips: [0, 0, 0] });
  const wrist = (placed.get("handL") as Placed).at;
  const only = /(hand|thumb|index|middle|ring|pinky)\d?L|lowerArmL/;
  const views: Record<string, View> = {
    palm: ([, y, z]) => [z - wrist[2], -(y - wrist[1])],
    front: ([x, y]) => [-(x - wrist[0]), -(y - wrist[1])],
  };
  const panels = Object.entries(views).map(
    ([label, view], i) =>
      `<g transform="translate(${110 + i * 210} 40)"><text x="-90" y="-20" font-size="12" fill="#666">${label}</text>${drawSkeleton(placed, view, 900, only)}</g>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="260" viewBox="0 0 420 260">${panels.join("")}</svg>`;
}

mkdirSync(out, { recursive: true });
const cards: string[] = [];
for (const preset of BODY_PRESETS) {
  const pose = poseWithHands(preset);
  const lowest = lowestPoint(forward(pose));
  console.log(`${preset.id.padEnd(22)} lowest point ${lowest.toFixed(2)} m`);
  cards.push(
    `<figure><figcaption>${preset.group} / ${preset.id} (lowest ${lowest.toFixed(2)} m)</figcaption>${bodySvg(pose)}</figure>`,
  );
}
for (const hand of HAND_PRESETS)
  cards.push(`<figure><figcaption>hand / ${hand.id}</figcaption>${handSvg(hand)}</figure>`);

const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1860, height: 800 } });
const perSheet = 8;
for (let i = 0; i < cards.length; i += perSheet) {
  const html = `<style>body{margin:8px;font:13px sans-serif;display:grid;grid-template-columns:repeat(2,920px);gap:6px}figure{margin:0;border:1px solid #ddd}</style>${cards.slice(i, i + perSheet).join("")}`;
  writeFileSync(path.join(out, `sheet-${i / perSheet + 1}.html`), html);
  await page.setContent(html);
  const file = path.join(out, `sheet-${i / perSheet + 1}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
}
await browser.close();
