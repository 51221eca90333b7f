import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";

/** Why Redis fault tests cannot run here, or undefined when `redis-server` is on PATH. */
export function redisServerMissing(): string | undefined {
  const found = spawnSync("redis-server", ["--version"], { stdio: "ignore" });
  return found.status === 0 ? undefined : "redis-server is not on PATH";
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

export type OwnRedis = {
  url: string;
  port: number;
  /** Kills the server (SIGKILL: an outage, not a polite shutdown). */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
};

/**
 * A redis-server of the test's own on a free port in 6390-6399 (never the machine's Redis),
 * without persistence, so a test may stop and restart it.
 */
export async function startOwnRedis(): Promise<OwnRedis> {
  let port = 0;
  for (let candidate = 6390; candidate <= 6399 && !port; candidate++) {
    if (await portFree(candidate)) port = candidate;
  }
  if (!port) throw new Error("no free port in 6390-6399 for a test redis-server");
  let child: ChildProcess | undefined;

  const start = async () => {
    const proc = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    child = proc;
    let out = "";
    await new Promise<void>((resolve, reject) => {
      proc.stdout?.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes("Ready to accept connections")) resolve();
      });
      proc.once("exit", (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
    });
  };
  const stop = async () => {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null) return;
    const exited = once(proc, "exit");
    proc.kill("SIGKILL");
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, stop, start };
}
