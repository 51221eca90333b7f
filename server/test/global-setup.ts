import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { migrationsFolder, openDatabase } from "../db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * The postgres lane's files copy one migrated database (CREATE DATABASE … TEMPLATE) instead of
 * each running every migration again: the copy is a file copy on the server, the migrations were
 * a second or more of round trips per file.
 */
async function postgresTemplate(baseUrl: string) {
  const name = `inkdoll_template_${process.pid}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ driver: "postgres", url: url.toString(), max: 1 });
  await handle.migrate();
  await handle.close();
  return {
    name,
    drop: async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

const ROOT = path.resolve(import.meta.dirname, "../..");
const TEMPLATES = path.join(ROOT, "reports", "pglite-templates");

/** Names the migrated template by what makes it: the migrations and PGlite's version. */
async function templateKey() {
  const hash = createHash("sha256");
  const pglite = path.join(ROOT, "node_modules/@electric-sql/pglite/package.json");
  hash.update(JSON.parse(await readFile(pglite, "utf8")).version);
  const walk = async (dir: string): Promise<void> => {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else hash.update(`${path.relative(migrationsFolder, full)}\0`).update(await readFile(full));
    }
  };
  await walk(migrationsFolder);
  return hash.digest("hex").slice(0, 16);
}

/**
 * PGlite's initdb takes seconds: migrate one template and let each test file copy it. The lanes
 * of one `npm test` (api, slow, postgres) share it: made by the first, kept in reports/ under
 * the hash of the migrations and PGlite's version, written whole or not at all (a rename).
 * Making it cost 3.8 CPU-seconds a lane; an api lane start reusing it took 9.3 against 13.5
 * (2026-12-04).
 */
async function pgliteTemplate(): Promise<string> {
  const file = path.join(TEMPLATES, `${await templateKey()}.tar`);
  if (existsSync(file)) return file;
  await mkdir(TEMPLATES, { recursive: true });
  const client = new PGlite();
  const handle = await openDatabase({ driver: "pglite", client });
  await handle.migrate();
  const dump = await client.dumpDataDir("none");
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  await rename(partial, file);
  // Templates of earlier migrations are of no more use.
  for (const old of await readdir(TEMPLATES)) {
    if (old.endsWith(".tar") && old !== path.basename(file)) {
      await rm(path.join(TEMPLATES, old), { force: true });
    }
  }
  return file;
}

export default async function setup(project: TestProject) {
  project.provide("pgliteTemplate", await pgliteTemplate());
  const baseUrl = process.env.TEST_DATABASE_URL;
  const pgTemplate =
    project.name === "postgres" && baseUrl ? await postgresTemplate(baseUrl) : undefined;
  project.provide("postgresTemplate", pgTemplate?.name ?? "");
  return async () => {
    await pgTemplate?.drop();
  };
}
