import path from "node:path";
import { fileURLToPath } from "node:url";
import { syncContent } from "../db/seed.ts";
import type { TestApp } from "./app.ts";

export const contentDir = fileURLToPath(new URL("../../content", import.meta.url));

/** Seeds the repository's demo content into a test app's database. */
export async function seedContent(t: TestApp, dir = contentDir): Promise<void> {
  await syncContent(t.db.db, { contentDir: path.resolve(dir) });
}
