import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";

/** Another live process has the embedded database open. */
export class DataDirBusyError extends Error {
  readonly dataDir: string;
  readonly pid: number;
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid} (the server?). ` +
        "PGlite allows one process at a time: stop the server first, or use PostgreSQL (DATABASE_URL).",
    );
    this.name = "DataDirBusyError";
    this.dataDir = dataDir;
    this.pid = pid;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite is single-process: two processes opening one data directory corrupt it. Each opener
 * takes `<dataDir>.lock` (O_EXCL, holding its pid) first; a lock whose process is gone (a crash,
 * kill -9) is taken over. Returns the release function (also run at process exit).
 */
export function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir}.lock`;
  for (let tries = 0; tries < 3; tries++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let held = true;
      const release = () => {
        if (!held) return;
        held = false;
        process.off("exit", release);
        rmSync(file, { force: true });
      };
      process.on("exit", release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      let pid = Number.NaN;
      try {
        pid = Number(readFileSync(file, "utf8").trim());
      } catch {
        continue; // released meanwhile
      }
      if (Number.isInteger(pid) && pid > 0 && alive(pid)) throw new DataDirBusyError(dataDir, pid);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock ${dataDir}`);
}
