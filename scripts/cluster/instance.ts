import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { appendFileSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

export type Instance = {
  name: string;
  port: number;
  origin: string;
  pid(): number | undefined;
  running(): boolean;
  /** Everything it printed since the cluster started (all its lives). */
  logs(): string;
  /** Spawns `node server/main.ts` and resolves once /api/health/ready answers 200. */
  start(): Promise<void>;
  /** SIGTERM (graceful: SHUTDOWN_TIMEOUT_MS), then its exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: a crash. */
  kill(): Promise<void>;
  /** Resident memory in KiB from /proc, while running. */
  rssKb(): number | undefined;
};

/** One server process as `npm run serve` starts it, on a fixed port, its output in a log file. */
export function defineInstance(options: {
  name: string;
  port: number;
  dir: string;
  env: Record<string, string>;
}): Instance {
  const dataDir = path.join(options.dir, options.name);
  mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(options.dir, `${options.name}.log`);
  const origin = `http://127.0.0.1:${options.port}`;
  let child: ChildProcess | undefined;
  let exited: Promise<unknown> = Promise.resolve();

  const start = async () => {
    const proc = spawn(process.execPath, ["server/main.ts"], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(options.port),
        DATA_DIR: dataDir,
        ...options.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child = proc;
    exited = once(proc, "exit");
    const write = (c: Buffer) => appendFileSync(logFile, c);
    proc.stdout?.on("data", write);
    proc.stderr?.on("data", write);
    const started = Date.now();
    while (Date.now() - started < 120_000) {
      if (proc.exitCode !== null || proc.signalCode !== null) {
        throw new Error(`${options.name} exited while starting:\n${tail(logFile)}`);
      }
      const ok = await fetch(`${origin}/api/health/ready`)
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ok) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    proc.kill("SIGKILL");
    throw new Error(`${options.name} not ready after 120 s:\n${tail(logFile)}`);
  };

  return {
    name: options.name,
    port: options.port,
    origin,
    pid: () => child?.pid,
    running: () => Boolean(child && child.exitCode === null && child.signalCode === null),
    logs: () => {
      try {
        return readFileSync(logFile, "utf8");
      } catch {
        return "";
      }
    },
    start,
    async stop() {
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null)
        return proc?.exitCode ?? null;
      proc.kill("SIGTERM");
      await exited;
      return proc.exitCode;
    },
    async kill() {
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
      proc.kill("SIGKILL");
      await exited;
    },
    rssKb() {
      const pid = child?.pid;
      if (!pid) return undefined;
      try {
        const status = readFileSync(`/proc/${pid}/status`, "utf8");
        const match = /VmRSS:\s+(\d+) kB/.exec(status);
        return match ? Number(match[1]) : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

function tail(file: string) {
  try {
    return readFileSync(file, "utf8").split("\n").slice(-30).join("\n");
  } catch {
    return "(no output)";
  }
}
