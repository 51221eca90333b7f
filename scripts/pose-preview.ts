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
import { JOINTS, type JointName, type Pose, type Vec3 } from "../contract/pose.ts";
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.ts";
import { add, apply, forward, lowestPoint, type Placed, TIP } from "./pose-skeleton.ts";

const out = path.resolve(process.argv[2] ?? "/tmp/pose-preview");

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
