import { randomUUID } from "node:crypto";
import { cp, mkdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";

/**
 * A folder of the test file's own under the system's temporary folder: its path at once, the
 * folder made in `beforeAll` (a copy of `from` when given, e.g. content/) and removed in
 * `afterAll`, after what the file registered later (an app reading it) has closed.
 */
export function tempDirForFile(prefix: string, from?: string): string {
  const dir = path.join(tmpdir(), `inkdoll-${prefix}-${randomUUID()}`);
  beforeAll(async () => {
    await (from ? cp(from, dir, { recursive: true }) : mkdir(dir, { recursive: true }));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  return dir;
}
