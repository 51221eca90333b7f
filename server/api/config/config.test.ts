import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configEntries } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { seedContent } from "../../test/seed.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t);
  // The download facts moved to the releases table (content/releases.json); translated and list
  // values of the kind the apps read are made here.
  await t.db.db.insert(configEntries).values([
    { key: "test.appName", language: "en_us", value: "Inkdoll — 3D Pose Reference" },
    { key: "test.appName", language: "zh_cn", value: "Inkdoll 3D 绘画人偶" },
    { key: "test.version", language: "ko_kr", value: { version: "4.8.2", label: "버전 4.8.2" } },
    { key: "test.version", language: "en_us", value: { version: "4.8.2", label: "Version 4.8.2" } },
    {
      key: "test.links",
      language: "en_us",
      value: [
        { platform: "ios", channel: "appstore" },
        { platform: "android", channel: "googleplay" },
        { platform: "android", channel: "apk" },
        { platform: "android", channel: "huawei" },
      ],
    },
  ]);
});
afterAll(() => t.close());

function get(query: string, language?: string) {
  return t.app.inject({
    url: `/api/support/singleConfig?${query}`,
    headers: language ? { "x-language": language } : {},
  });
}

describe("GET /api/support/singleConfig", () => {
  it("returns the value in the asked language", async () => {
    const res = await get("key=test.appName&from=2", "zh_cn");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 200,
      data: { key: "test.appName", value: "Inkdoll 3D 绘画人偶", language: "zh_cn" },
    });
    expect(res.json().data.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("falls back to en_us and says so", async () => {
    const res = await get("key=support.email", "ja_jp");
    expect(res.json().data).toMatchObject({ value: "support@inkdoll.example", language: "en_us" });
  });

  it("treats an unknown x-language as en_us", async () => {
    const res = await get("key=test.appName", "de_de");
    expect(res.json().data).toMatchObject({
      value: "Inkdoll — 3D Pose Reference",
      language: "en_us",
    });
  });

  it("has the marketing, AI app, support and ICP entries", async () => {
    for (const key of [
      "marketing.figures",
      "ai.releaseDate",
      "support.email",
      "site.icp",
      "subsites",
    ]) {
      expect((await get(`key=${key}`)).statusCode, key).toBe(200);
    }
  });

  it("filters list values by the extra query entries", async () => {
    const all = (await get("key=test.links")).json().data.value;
    expect(all.length).toBeGreaterThan(2);
    const android = (await get("key=test.links&platform=android")).json().data.value;
    expect(android.length).toBeGreaterThan(0);
    expect(android.every((l: { platform: string }) => l.platform === "android")).toBe(true);
    const apk = (await get("key=test.links&platform=android&channel=apk")).json().data.value;
    expect(apk).toHaveLength(1);
    const none = (await get("key=test.links&platform=symbian")).json().data.value;
    expect(none).toEqual([]);
  });

  it("answers an unknown key with a 404 envelope", async () => {
    const res = await get("key=no.such.key");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 404,
      msg: "key: no config entry named no.such.key",
      data: { reason: "not_found" },
    });
  });

  it.each([
    ["", /^key:/],
    ["key=", /^key:/],
    ["key=bad%20key", /^key:/],
    [`key=${"a".repeat(200)}`, /^key:/],
    ["key=a&key=b", /^key:/],
    [`key=a&f=${"x".repeat(300)}`, /^f:/],
  ])("rejects %s with 400 naming the field", async (query, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(message);
  });

  it("is cacheable with an ETag that answers 304", async () => {
    const first = await get("key=test.version", "ko_kr");
    expect(first.headers["cache-control"]).toMatch(/public, max-age=\d+/);
    expect(first.headers.vary).toMatch(/x-language/);
    const etag = String(first.headers.etag);
    const second = await t.app.inject({
      url: "/api/support/singleConfig?key=test.version",
      headers: { "x-language": "ko_kr", "if-none-match": etag },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe("");
    const otherLanguage = await t.app.inject({
      url: "/api/support/singleConfig?key=test.version",
      headers: { "x-language": "es_es", "if-none-match": etag },
    });
    expect(otherLanguage.statusCode).toBe(200);
  });
});
