import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";

/** Why a private Redis cannot run here, or undefined when `redis-server` is on PATH. */
export function redisServerMissing(): string | undefined {
  const found = spawnSync("redis-server", ["--version"], { stdio: "ignore" });
  return found.status === 0 ? undefined : "redis-server is not on PATH";
}

export type PrivateRedis = {
  url: string;
  /** SIGKILL: an outage, not a polite shutdown. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
};

/** A redis-server of the run's own on `port`, without persistence (server/test/redis-server.ts). */
export async function startPrivateRedis(port: number): Promise<PrivateRedis> {
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
  return { url: `redis://127.0.0.1:${port}`, stop, start };
}
