import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { inject } from "vitest";
import { type DbHandle, openDatabase } from "../db/client.ts";

export type TestDb = DbHandle & { url?: string; dispose(): Promise<void> };

let templateBytes: Buffer | undefined;

async function pgliteFromTemplate(): Promise<TestDb> {
  templateBytes ??= await readFile(inject("pgliteTemplate"));
  const client = new PGlite({ loadDataDir: new Blob([new Uint8Array(templateBytes)]) });
  const handle = await openDatabase({ driver: "pglite", client });
  return { ...handle, dispose: () => handle.close() };
}

/** The postgres lane's migrated template (global-setup.ts), or none outside that lane. */
function postgresTemplateName(): string {
  try {
    return inject("postgresTemplate") ?? "";
  } catch {
    return "";
  }
}

/** A database of its own on the PostgreSQL server, migrated, dropped afterwards. */
export async function postgresDatabase(baseUrl: string): Promise<TestDb> {
  const name = `inkdoll_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  const template = postgresTemplateName();
  await admin.unsafe(`create database "${name}"${template ? ` template "${template}"` : ""}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ driver: "postgres", url: url.toString(), max: 20 });
  // A copy of the lane's template is migrated already; migrate() then finds nothing to do.
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    dispose: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/** The database the current project runs on: PGlite by default, PostgreSQL in that project. */
export async function createTestDb(): Promise<TestDb> {
  if (process.env.TEST_DB === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DATABASE_URL is required for the postgres project");
    return postgresDatabase(url);
  }
  return pgliteFromTemplate();
}
