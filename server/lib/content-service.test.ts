import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configEntries, contentVersions } from "../db/schema.ts";
import { createTestDb, type TestDb } from "../test/db.ts";
import { ContentCache } from "./content-cache.ts";
import { ContentService } from "./content-service.ts";

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
  await db.db.insert(contentVersions).values({ scope: "content" });
  await db.db
    .insert(configEntries)
    .values({ key: "download.links", language: "en_us", value: [{ channel: "apk" }] });
});
afterAll(() => db.dispose());

const serviceOf = () =>
  new ContentService(db.db, new ContentCache(db.db, { checkIntervalMs: 60_000 }));

describe("ContentService", () => {
  it("hands the API and the loaders one parsed value, loaded once", async () => {
    const content = serviceOf();
    const first = await content.config("download.links", "ja_jp");
    const second = await content.config("download.links", "ja_jp");
    expect(second.value).toBe(first.value);
    expect(first.value?.value).toEqual([{ channel: "apk" }]);
    expect(first.body.status).toBe(200);
    expect(JSON.parse(first.body.body)).toEqual({ code: 200, msg: "ok", data: first.value });
  });

  it("freezes shared values so no caller can change them for the next request", async () => {
    const { value } = await serviceOf().config("download.links", "en_us");
    expect(Object.isFrozen(value)).toBe(true);
    const links = value?.value as { channel: string }[];
    expect(() => links.push({ channel: "x" })).toThrow();
  });

  it("answers a missing entry with null for loaders and a 404 envelope for the API", async () => {
    const content = serviceOf();
    const missing = await content.config("nope", "en_us");
    expect(missing.value).toBeNull();
    expect(missing.body.status).toBe(404);
    expect(JSON.parse(missing.body.body).msg).toBe("key: no config entry named nope");
    const services = content.appServices();
    expect(await services.config("nope", "en_us")).toBeNull();
    expect(await services.config("download.links", "en_us")).toEqual({
      value: [{ channel: "apk" }],
      language: "en_us",
    });
  });
});
