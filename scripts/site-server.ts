import { type ChildProcess, spawn } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/**
 * The built site on `port` with a fresh PGlite database of its own (migrated and seeded on
 * start), for the scripts that drive it in Chromium: benchmarks and renders. Resolves once
 * /api/health/ready answers.
 */
export async function startSite(
  port: number,
  name: string,
): Promise<{ origin: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(tmpdir(), `inkdoll-${name}-${process.pid}`),
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
    stdio: "inherit",
  });
  const origin = `http://127.0.0.1:${port}`;
  // A fresh PGlite migrates and seeds first: on shared, loaded cores that can take a minute.
  for (let i = 0; i < 1200; i++) {
    const ready = await fetch(`${origin}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { origin, child };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`the server did not start on ${port}`);
}
