import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.ts";

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
  const baseUrl = process.env.TEST_DATABASE_URL;
  const pgTemplate =
    project.name === "postgres" && baseUrl ? await postgresTemplate(baseUrl) : undefined;
  project.provide("postgresTemplate", pgTemplate?.name ?? "");
  return async () => {
    await rm(dir, { recursive: true, force: true });
    await pgTemplate?.drop();
  };
}
