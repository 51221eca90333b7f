import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/** PGlite's initdb takes seconds: migrate one template per run and let each test file copy it. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), "inkdoll-template-"));
  const file = path.join(dir, "template.tar");
  const client = new PGlite();
  const handle = await openDatabase({ driver: "pglite", client });
  await handle.migrate();
  const dump = await client.dumpDataDir("none");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide("pgliteTemplate", file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
