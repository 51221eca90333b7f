import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");

/** Tests that start the real server need the React Router build. */
export function ensureBuild() {
  if (!existsSync(path.join(ROOT, "build/server/index.js"))) {
    execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "ignore" });
  }
}

export type ServerProcess = {
  child: ChildProcess;
  origin: string;
  output(): string;
  /** The exit code once it has exited (null when a signal ended it). */
  exited: Promise<number | null>;
  /** SIGTERM, then its exit code. */
  stop(): Promise<number | null>;
};

/**
 * `node server/main.ts` on a free port, on `dataDir` (PGlite) or `databaseUrl`; resolves once it
 * logs its address. `output()` is everything it printed, for failure messages.
 */
export function startServerProcess(options: {
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      // info: the listening address is read from the log.
      LOG_LEVEL: "info",
      DATABASE_URL: options.databaseUrl ?? "",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const stop = () => {
    child.kill("SIGTERM");
    return exited;
  };
  return new Promise((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /"address":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(out);
      if (match?.[1]) resolve({ child, origin: match[1], output: () => out, exited, stop });
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    child.once("exit", (code) => reject(new Error(`server exited early (${code}): ${out}`)));
  });
}
