import { existsSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DataDirBusyError, lockDataDir } from "./data-dir-lock.ts";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "inkdoll-lock-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

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
