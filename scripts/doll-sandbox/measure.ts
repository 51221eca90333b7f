/**
 * `npm run doll:measure`: the doll engine's figures and a browser check of its
 * gestures, on the built sandbox in headless Chromium with software WebGL (SwiftShader):
 * - gzip size of every chunk of the bundle (the engine chunk holds three.js);
 * - frame times of a 5-second orbit (requestAnimationFrame timestamps, median and p95);
 * - JS heap after garbage collection, before and after 10 create/dispose cycles;
 * - tap selection, an IK drag, a move drag, a gizmo rotation, export determinism.
 * Exits non-zero when a check fails. SANDBOX_PORT picks the port (default 3402).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { build, preview } from "vite";
import { ensureChromium } from "../chromium.ts";
import { WEBGL_ARGS } from "./shots.ts";

const configFile = path.join(import.meta.dirname, "vite.config.ts");
const outDir = path.resolve(import.meta.dirname, "../../node_modules/.cache/doll-sandbox");
await build({ configFile, logLevel: "warn" });
const assets = path.join(outDir, "assets");
const chunks = readdirSync(assets)
  .filter((file) => file.endsWith(".js"))
  .map((file) => {
    const bytes = readFileSync(path.join(assets, file));
    return {
      file,
      kb: +(bytes.length / 1024).toFixed(1),
      gzipKb: +(gzipSync(bytes, { level: 9 }).length / 1024).toFixed(1),
    };
  });
console.log("chunks", chunks);

const port = Number(process.env.SANDBOX_PORT ?? 3402);
const server = await preview({
  configFile,
  preview: { port, host: "127.0.0.1", strictPort: true },
});
const browser = await chromium.launch({ executablePath: ensureChromium(), args: WEBGL_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures.push(what);
};
page.on("pageerror", (error) => failures.push(`page error: ${error.message}`));
await page.goto(`http://127.0.0.1:${port}/?auto=0`);
await page.waitForFunction(() => window.sandbox !== undefined);
const cdp = await page.context().newCDPSession(page);
const heap = async () => {
  await cdp.send("HeapProfiler.collectGarbage");
  await cdp.send("HeapProfiler.collectGarbage");
  const { usedSize } = (await cdp.send("Runtime.getHeapUsage")) as { usedSize: number };
  return +(usedSize / 1024 / 1024).toFixed(2);
};

// Heap: one warm-up cycle loads and compiles the engine; then ten more.
const cycle = (times: number) =>
  page.evaluate(async (times) => {
    for (let i = 0; i < times; i++) {
      const engine = await window.sandbox.mount(
        window.sandbox.sceneOf(["adultFemale", "adultMale", "chibi"]),
      );
      engine.setStyle(i % 2 ? "ink" : "shaded");
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      window.sandbox.unmount();
    }
    window.sandbox.events.length = 0;
  }, times);
const cold = await heap();
await cycle(1);
const warm = await heap();
await cycle(10);
const ten = await heap();
await cycle(10);
const twenty = await heap();
await cycle(10);
const thirty = await heap();
console.log("heap MB after GC", {
  cold,
  afterOneCycle: warm,
  after10: ten,
  after20: twenty,
  after30: thirty,
});
// The first cycles grow the heap once (compiled code, warmed caches); a leak would keep growing.
check(
  thirty - ten < 0.25,
  "no growth per create/dispose cycle once warm (cycles 10 → 30 < 0.25 MB)",
);

// Frame time of a 5-second orbit, one doll shaded and three dolls in ink.
for (const [label, bodies, style] of [
  ["1 doll, shaded", ["adultFemale"], "shaded"],
  ["3 dolls, ink", ["adultFemale", "adultMale", "chibi"], "ink"],
] as const) {
  const deltas = await page.evaluate(
    async ({ bodies, style }) => {
      const engine = await window.sandbox.mount(window.sandbox.sceneOf([...bodies]));
      engine.setStyle(style);
      return window.sandbox.orbit(5);
    },
    { bodies, style },
  );
  const sorted = [...deltas].sort((a, b) => a - b);
  const at = (q: number) =>
    +(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1);
  console.log(`orbit ${label}: ${deltas.length} frames, median ${at(0.5)} ms, p95 ${at(0.95)} ms`);
}

// Gestures on one doll, through real pointer events.
await page.evaluate(async () => {
  const engine = await window.sandbox.mount(window.sandbox.sceneOf(["adultMale"]));
  window.sandbox.events.length = 0;
  return engine;
});
const screen = (joint: string) =>
  page.evaluate(
    (joint) => window.sandbox.engine?.jointScreenPosition(0, joint as never) ?? null,
    joint,
  );
const events = () => page.evaluate(() => [...window.sandbox.events]);
const clear = () => page.evaluate(() => (window.sandbox.events.length = 0));
const settle = () =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

// Tap the chest (between the chest and neck joints): selects it.
const chest = await screen("chest");
const neck = await screen("neck");
if (chest && neck) await page.mouse.click(chest.x, (chest.y + neck.y) / 2);
check((await events()).includes("select:0/chest"), "a tap on the chest selects it");
await page.mouse.click(20, 700);
check((await events()).includes("select:none"), "a tap on empty floor clears the selection");

// IK: drag the left hand up and forward-ish; the elbow must stay within limits.
await page.evaluate(() => window.sandbox.engine?.setMode("ik"));
await clear();
const hand = (await screen("handL")) as { x: number; y: number };
const handTip = { x: hand.x, y: hand.y + 12 };
await page.mouse.move(handTip.x, handTip.y);
await page.mouse.down();
for (let i = 1; i <= 10; i++) await page.mouse.move(handTip.x + i * 6, handTip.y - i * 18);
await page.mouse.up();
await settle();
const moved = (await screen("handL")) as { x: number; y: number };
const ikScene = await page.evaluate(() => window.sandbox.engine?.getScene());
const elbow = ikScene?.dolls[0]?.pose.rotations.lowerArmL ?? [0, 0, 0];
const ikEvents = await events();
console.log("ik", { hand, moved, elbow, upperArm: ikScene?.dolls[0]?.pose.rotations.upperArmL });
check(moved.y < hand.y - 80, "an IK drag raises the hand");
check(elbow[0] <= 0 && elbow[0] >= -150, "the elbow stays within its limits");
check(
  ikEvents.includes("live") && ikEvents.filter((e) => e === "commit").length === 1,
  "IK: live changes, one commit",
);
check(!ikEvents.includes("camera"), "the camera does not orbit during an IK drag");

// Move: drag the doll along the floor by its pelvis.
await page.evaluate(() => window.sandbox.engine?.setMode("move"));
await clear();
const pelvis = (await screen("pelvis")) as { x: number; y: number };
await page.mouse.move(pelvis.x, pelvis.y + 5);
await page.mouse.down();
for (let i = 1; i <= 8; i++) await page.mouse.move(pelvis.x + i * 15, pelvis.y + 5);
await page.mouse.up();
const position = await page.evaluate(() => window.sandbox.engine?.getScene().dolls[0]?.position);
console.log("move", position);
check((position?.[0] ?? 0) > 0.2, "a move drag slides the doll across the floor");
check(!(await events()).includes("camera"), "the camera does not orbit during a move drag");

// Rotate gizmo: select the head, drag across the gizmo's rings.
await page.evaluate(() => {
  window.sandbox.engine?.setMode("rotate");
  window.sandbox.engine?.select({ doll: 0, joint: "head" });
});
await settle();
await clear();
const head = (await screen("head")) as { x: number; y: number };
let turned = false;
for (const [dx, dy] of [
  [0, -70],
  [70, 0],
  [0, 70],
  [-50, -50],
  [50, -50],
] as const) {
  await page.mouse.move(head.x + dx, head.y + dy);
  await page.mouse.down();
  for (let i = 1; i <= 6; i++) await page.mouse.move(head.x + dx + i * 12, head.y + dy + i * 4);
  await page.mouse.up();
  const rotation = await page.evaluate(
    () => window.sandbox.engine?.getScene().dolls[0]?.pose.rotations.head,
  );
  if (rotation) {
    console.log("gizmo turned the head", rotation);
    turned = true;
    break;
  }
}
check(turned, "a drag on the rotate gizmo turns the selected joint");
const gizmoEvents = await events();
check(!turned || gizmoEvents.includes("commit"), "the gizmo drag ends with a commit");

// Exports: same scene and size give the same bytes; a different pose gives different ones.
const exports = await page.evaluate(async () => {
  const options = { size: 640, background: "paper", style: "ink" } as const;
  const a = await window.sandbox.exportBase64(options);
  const b = await window.sandbox.exportBase64(options);
  const scene = window.sandbox.engine?.getScene();
  window.sandbox.unmount();
  const engine = await window.sandbox.mount(scene as never);
  engine.setStyle("silhouette");
  engine.select({ doll: 0, joint: "chest" });
  const c = await window.sandbox.exportBase64(options);
  engine.setJointRotation(0, "upperArmR", [-90, 0, 0]);
  const d = await window.sandbox.exportBase64(options);
  const t = await window.sandbox.exportBase64({
    size: 640,
    background: "transparent",
    style: "ink",
  });
  return {
    same: a === b,
    restored: a === c,
    differs: a !== d,
    transparent: t !== a,
    bytes: a.length,
  };
});
console.log("exports", exports);
check(
  exports.same && exports.restored && exports.differs && exports.transparent,
  "exports are deterministic",
);

// A lost WebGL context: exports refuse while it is gone, and after the restore the same scene
// draws the same pixels again.
const context = await page.evaluate(async () => {
  const options = { size: 480, background: "paper", style: "shaded" } as const;
  const before = await window.sandbox.exportBase64(options);
  const canvas = document.querySelector("#stage canvas") as HTMLCanvasElement;
  const gl = canvas.getContext("webgl2") as WebGL2RenderingContext;
  const lose = gl.getExtension("WEBGL_lose_context") as WEBGL_lose_context;
  const wait = (type: string) =>
    new Promise((resolve) => canvas.addEventListener(type, resolve, { once: true }));
  const lost = wait("webglcontextlost");
  lose.loseContext();
  await lost;
  const refused = await window.sandbox.exportBase64(options).then(
    () => false,
    () => true,
  );
  // Chromium allows the restore only in a later task than the lost event.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const restored = wait("webglcontextrestored");
  lose.restoreContext();
  await restored;
  await new Promise((resolve) => setTimeout(resolve, 50));
  const after = await window.sandbox.exportBase64(options);
  return { refused, same: before === after };
});
console.log("context loss", context);
check(
  context.refused && context.same,
  "a lost context pauses, a restored one draws the same scene",
);

await browser.close();
server.httpServer.close();
if (failures.length) {
  console.error(failures);
  process.exit(1);
}
