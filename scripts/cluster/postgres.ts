/**
 * A PostgreSQL server of the run's own (initdb in a temporary directory, its own port), so
 * tests may stop and restart it; the machine's PostgreSQL is never touched. As root its programs
 * run as the `postgres` user (PostgreSQL refuses root), spawned with that uid directly so that
 * signals reach the server itself.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, realpathSync } from "node:fs";
import path from "node:path";

/** The directory of initdb and postgres: PATH first, then Debian's /usr/lib/postgresql/N/bin. */
export function postgresBinDir(): string | undefined {
  const onPath = spawnSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" });
  // Through symlinks (/usr/local/bin/initdb → …/15/bin/initdb), where pg_dump and the rest live.
  if (onPath.status === 0 && onPath.stdout.trim()) {
    return path.dirname(realpathSync(onPath.stdout.trim()));
  }
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, "bin/initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], "bin") : undefined;
}

/** Why a private PostgreSQL cannot run here, or undefined. */
export function privatePostgresMissing(): string | undefined {
  if (!postgresBinDir()) return "PostgreSQL server binaries (initdb, postgres) are not installed";
  if (process.getuid?.() === 0) {
    const user = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    if (user.status !== 0) return "running as root but there is no postgres user to run PostgreSQL";
  }
  return undefined;
}

export type PrivatePostgres = {
  port: number;
  /** postgres://postgres@127.0.0.1:port/<database> */
  url(database?: string): string;
  bin: string;
  /** Fast shutdown (SIGINT): sessions are cut, a checkpoint is written. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /**
   * Runs a client program (pg_dump, pg_restore, createdb, psql) of the server's version against
   * it: `input` on its standard input, its standard output returned.
   */
  run(program: string, args: string[], input?: Buffer): Buffer;
};

export async function startPrivatePostgres(options: {
  dir: string;
  port: number;
}): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error("PostgreSQL server binaries not found");
  const asRoot = process.getuid?.() === 0;
  const data = path.join(options.dir, "pgdata");
  const socketDir = path.join(options.dir, "pgsocket");
  mkdirSync(socketDir, { recursive: true });
  let user = {};
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    user = { uid, gid, env: { ...process.env, HOME: "/tmp", USER: "postgres" } };
    chmodSync(options.dir, 0o755);
    chownSync(socketDir, uid, gid);
    mkdirSync(data, { recursive: true });
    chownSync(data, uid, gid);
  }
  execFileSync(
    path.join(bin, "initdb"),
    ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"],
    { stdio: "ignore", cwd: "/", ...user },
  );

  let child: ChildProcess | undefined;
  let out = "";
  const start = async () => {
    const args = [
      "-D",
      data,
      "-p",
      String(options.port),
      "-k",
      socketDir,
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "max_connections=100",
      "-c",
      "shared_buffers=32MB",
    ];
    const proc = spawn(path.join(bin, "postgres"), args, {
      stdio: ["ignore", "pipe", "pipe"],
      cwd: "/",
      ...user,
    });
    child = proc;
    await new Promise<void>((resolve, reject) => {
      const collect = (c: Buffer) => {
        out += c.toString();
        if (out.includes("ready to accept connections")) {
          out = "";
          resolve();
        }
      };
      proc.stdout?.on("data", collect);
      proc.stderr?.on("data", collect);
      proc.once("exit", (code) => reject(new Error(`postgres exited (${code}): ${out}`)));
    });
  };
  const stop = async () => {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null) return;
    const exited = once(proc, "exit");
    proc.kill("SIGINT");
    await exited;
  };
  await start();
  const url = (database = "postgres") =>
    `postgres://postgres@127.0.0.1:${options.port}/${database}`;
  return {
    port: options.port,
    url,
    bin,
    stop,
    start,
    run: (program, args, input) => {
      const full = ["-h", "127.0.0.1", "-p", String(options.port), "-U", "postgres", ...args];
      return execFileSync(path.join(bin, program), full, {
        cwd: "/",
        ...user,
        maxBuffer: 512 * 1024 * 1024,
        ...(input ? { input } : { stdio: ["ignore", "pipe", "pipe"] }),
      });
    },
  };
}
