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
  await page.screenshot({ path: path.join(out, "screen.png") });
  await browser.close();
  await server.close();
  console.log(out);
}
