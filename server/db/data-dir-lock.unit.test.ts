import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tempDirForFile } from "../test/temp-dir.ts";
import { DataDirBusyError, lockDataDir } from "./data-dir-lock.ts";

const dir = tempDirForFile("lock");

describe("the embedded database's lock", () => {
  it("lets one opener at a time in, and the next after release", () => {
    const dataDir = path.join(dir, "a");
    const release = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirBusyError);
    expect(() => lockDataDir(dataDir)).toThrow(/stop the server first, or use PostgreSQL/);
    release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    lockDataDir(dataDir)();
  });

  it("takes over the lock of a process that is gone", () => {
    const dataDir = path.join(dir, "b");
    // Beyond pid_max: no such process can exist.
    writeFileSync(`${dataDir}.lock`, "4194399");
    const release = lockDataDir(dataDir);
    release();
  });
});
