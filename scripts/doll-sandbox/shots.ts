/**
 * `node scripts/doll-sandbox/shots.ts [outDir]`: screenshots of the sandbox doll in every body
 * type and style (for looking at while building the engine). Serves the sandbox with Vite on
 * SANDBOX_PORT (default 3400) and drives Chromium's software WebGL.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { createServer } from "vite";
import { BODY_TYPES } from "../../contract/pose.ts";
import { CHROMIUM_ARGS, ensureChromium } from "../chromium.ts";

export const WEBGL_ARGS = [
  ...CHROMIUM_ARGS,
  "--use-angle=swiftshader",
  "--enable-unsafe-swiftshader",
];

export const startSandbox = async (port: number) => {
  const server = await createServer({
    configFile: path.join(import.meta.dirname, "vite.config.ts"),
    server: { port, host: "127.0.0.1", strictPort: true },
  });
  await server.listen();
  return server;
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = process.argv[2] ?? "/tmp/doll-shots";
  mkdirSync(out, { recursive: true });
  const port = Number(process.env.SANDBOX_PORT ?? 3400);
  const server = await startSandbox(port);
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: WEBGL_ARGS });
  const page = await browser.newPage({ viewport: { width: 900, height: 900 } });
  page.on("console", (message) => console.log("page:", message.text()));
  page.on("pageerror", (error) => console.log("page error:", error.message));
  await page.goto(`http://127.0.0.1:${port}/?auto=0`);
  await page.waitForFunction(() => window.sandbox !== undefined);
  for (const body of BODY_TYPES) {
    for (const style of ["shaded", "ink", "silhouette"] as const) {
      const png = await page.evaluate(
        async ({ body, style }) => {
          const engine = await window.sandbox.mount(window.sandbox.sceneOf([body]));
          engine.select({ doll: 0, joint: "upperArmL" });
          engine.setStyle(style);
          return window.sandbox.exportBase64({ size: 900, background: "paper", style });
        },
        { body, style },
      );
      writeFileSync(path.join(out, `${body}-${style}.png`), Buffer.from(png, "base64"));
    }
  }
  // The screen: gizmo, overlays, lenses, camera presets, three dolls with a rim light.
  const screens: [string, string][] = [
    [
      "gizmo",
      "e.select({ doll: 0, joint: 'upperArmL' }); e.setJointRotation(0, 'upperArmL', [-40, 0, 30]);",
    ],
    ["overlays", "e.setOverlays({ thirds: true, horizon: true }); e.cameraPreset('eye');"],
    ["lens-18", "e.setCamera({ focal: 18 });"],
    ["lens-135", "e.setCamera({ focal: 135 });"],
    ["low", "e.cameraPreset('low'); e.setOverlays({ thirds: false, horizon: true });"],
    ["high", "e.cameraPreset('high'); e.setOverlays({ thirds: false, horizon: true });"],
    ["bird", "e.cameraPreset('bird');"],
    [
      "three-rim",
      "e.addDoll({ type: 'adultMale', height: 185, heads: 8 }); e.addDoll({ type: 'chibi', height: 90, heads: 3 }); e.setLight({ azimuth: -40, elevation: 35, intensity: 1.4, rim: true }); e.cameraPreset('eye');",
    ],
    [
      "sliders",
      "e.setBody(0, { type: 'adultFemale', height: 120, heads: 4 }); e.cameraPreset('eye');",
    ],
    [
      "ink-selected",
      "e.setStyle('ink'); e.select({ doll: 0, joint: 'thighR' }); e.setJointRotation(0, 'thighR', [-70, 0, -10]); e.setJointRotation(0, 'shinR', [80, 0, 0]);",
    ],
  ];
  for (const [name, script] of screens) {
    await page.evaluate(async (script) => {
      const e = await window.sandbox.mount(window.sandbox.sceneOf(["adultFemale"]));
      new Function("e", script)(e);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }, script);
    await page.screenshot({ path: path.join(out, `screen-${name}.png`) });
  }
  await browser.close();
  await server.close();
  console.log(out);
}
