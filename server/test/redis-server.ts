import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

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

const lockFile = (port: number) => path.join(tmpdir(), `inkdoll-test-redis-${port}.lock`);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Claims a port for this process until release(). A free port alone is not enough: a test that
 * stops its server to make an outage frees the port, and another file starting a server then
 * took it, so the first test's restart failed or its instances talked to the other's Redis
 * (the postgres lane runs these files side by side). A lock of a process that died is taken over.
 */
function claim(port: number): boolean {
  const file = lockFile(port);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return true;
    } catch {
      const owner = Number(readFileSync(file, { encoding: "utf8", flag: "a+" }) || 0);
      if (owner && alive(owner)) return false;
      rmSync(file, { force: true });
    }
  }
  return false;
}

export type OwnRedis = {
  url: string;
  port: number;
  /** Kills the server (SIGKILL: an outage, not a polite shutdown). */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  /** Stops it for good and gives the port back. */
  dispose(): Promise<void>;
};

/**
 * A redis-server of the test's own on a free port in 6390-6399 (never the machine's Redis),
 * without persistence, so a test may stop and restart it.
 */
export async function startOwnRedis(): Promise<OwnRedis> {
  let port = 0;
  for (let candidate = 6390; candidate <= 6399 && !port; candidate++) {
    if (!claim(candidate)) continue;
    if (await portFree(candidate)) port = candidate;
    else rmSync(lockFile(candidate), { force: true });
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
  const release = () => rmSync(lockFile(port), { force: true });
  process.once("exit", release);
  const dispose = async () => {
    await stop();
    release();
    process.off("exit", release);
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, stop, start, dispose };
}
