import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries, configEntries, contentVersions } from "../../db/schema.ts";
import { bearer, createTestApp, type TestApp } from "../../test/app.ts";
import { seedContent } from "../../test/seed.ts";
import { createStaffOfEveryRole } from "../../test/staff.ts";

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStaffOfEveryRole>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t);
  staff = await createStaffOfEveryRole(t);
});
afterAll(() => t.close());

type KeyView = {
  key: string;
  perLanguage: boolean;
  values: { language: string; value: unknown; updatedAt: string; editedAt: string | null }[];
};

const list = async (token = staff.admin.token): Promise<KeyView[]> => {
  const res = await t.app.inject({ url: "/api/admin/config", headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const entryOf = async (key: string, language = "en_us") =>
  (await list()).find((k) => k.key === key)?.values.find((v) => v.language === language);
const save = (key: string, body: unknown, token = staff.admin.token) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/config/${key}`,
    payload: body as object,
    headers: bearer(token),
  });
const publicValue = async (key: string, language = "en_us") =>
  (
    await t.app.inject({
      url: `/api/support/singleConfig?key=${key}&from=2`,
      headers: { "x-language": language },
    })
  ).json().data;

describe("who may edit configuration", () => {
  it.each([
    ["admin", 200],
    ["editor", 403],
    ["support", 403],
    ["moderator", 403],
    ["noTwoFactor", 403],
  ] as const)("%s: %i", async (who, status) => {
    const token = staff[who].token;
    const read = await t.app.inject({ url: "/api/admin/config", headers: bearer(token) });
    expect(read.statusCode).toBe(status);
    const current = await entryOf("site.icp");
    const write = await save(
      "site.icp",
      { language: "en_us", value: `ICP ${who}`, updatedAt: current?.updatedAt ?? null },
      token,
    );
    expect(write.statusCode).toBe(status);
  });

  it("refuses without a login", async () => {
    expect((await t.app.inject({ url: "/api/admin/config" })).statusCode).toBe(401);
  });
});

describe("editing", () => {
  it("lists every key, per language where the value is per language", async () => {
    const keys = await list();
    const appName = keys.find((k) => k.key === "download.appName");
    expect(appName?.perLanguage).toBe(true);
    expect(appName?.values.map((v) => v.language).sort()).toEqual(
      ["en_us", "es_es", "ja_jp", "ko_kr", "zh_cn", "zh_hk"].sort(),
    );
    expect(keys.find((k) => k.key === "marketing.figures")?.perLanguage).toBe(false);
  });

  it("saves a value, audits it, serves it publicly, and seeding keeps it", async () => {
    const current = await entryOf("download.appName", "ja_jp");
    const res = await save("download.appName", {
      language: "ja_jp",
      value: "Inkdoll 編集済み",
      updatedAt: current?.updatedAt,
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json().data.values.find((v: { language: string }) => v.language === "ja_jp");
    expect(saved.value).toBe("Inkdoll 編集済み");
    expect(saved.editedAt).not.toBeNull();
    expect(saved.updatedAt).not.toBe(current?.updatedAt);
    const [audit] = await t.db.db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.entity, "config"), eq(auditEntries.entityId, "download.appName:ja_jp")),
      );
    expect(audit).toMatchObject({ action: "update:config", after: "Inkdoll 編集済み" });
    expect(audit?.before).toBe(current?.value);
    await expect
      .poll(() => publicValue("download.appName", "ja_jp").then((d) => d?.value))
      .toBe("Inkdoll 編集済み");
    // A deploy seeds content/ again: the operator's edit stays, untouched keys follow the file.
    await t.db.db
      .update(configEntries)
      .set({ value: "stale" })
      .where(and(eq(configEntries.key, "download.appName"), eq(configEntries.language, "ko_kr")));
    // A deploy whose content/ differs (another checksum) seeds again.
    await t.db.db
      .update(contentVersions)
      .set({ checksum: "an older deploy" })
      .where(eq(contentVersions.scope, "seed"));
    await seedContent(t);
    expect((await entryOf("download.appName", "ja_jp"))?.value).toBe("Inkdoll 編集済み");
    expect((await entryOf("download.appName", "ko_kr"))?.value).not.toBe("stale");
  });

  it("refuses a bad value with the field named", async () => {
    const figures = await entryOf("marketing.figures");
    const bad = await save("marketing.figures", {
      language: "en_us",
      value: { assets: -1, proFeatures: 50, freeDolls: 30 },
      updatedAt: figures?.updatedAt,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data).toMatchObject({ reason: "invalid_input", field: "value.assets" });
    const links = await entryOf("download.links");
    const badUrl = await save("download.links", {
      language: "en_us",
      value: [{ platform: "ios", channel: "appstore", url: "javascript:alert(1)" }],
      updatedAt: links?.updatedAt,
    });
    expect(badUrl.json().data).toMatchObject({ reason: "invalid_input", field: "value.0.url" });
    const perLanguage = await save("marketing.figures", {
      language: "ja_jp",
      value: { assets: 1, proFeatures: 1, freeDolls: 1 },
      updatedAt: null,
    });
    expect(perLanguage.json().data).toMatchObject({ reason: "invalid_input", field: "language" });
    const unknown = await save("no.such.key", { language: "en_us", value: 1, updatedAt: null });
    expect(unknown.statusCode).toBe(404);
    const noLanguage = await save("site.icp", { value: "x", updatedAt: null });
    expect(noLanguage.json().data).toMatchObject({ reason: "invalid_input", field: "language" });
    expect((await entryOf("marketing.figures"))?.value).toEqual(figures?.value);
  });

  it("lets one of two concurrent edits from the same version win, the other gets conflict", async () => {
    const current = await entryOf("support.email");
    const results = await Promise.all(
      ["one@inkdoll.example", "two@inkdoll.example"].map((value) =>
        save("support.email", { language: "en_us", value, updatedAt: current?.updatedAt }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409);
    expect(loser?.json().data.reason).toBe("conflict");
    const winner = results.find((r) => r.statusCode === 200)?.json().data.values[0].value;
    expect((await entryOf("support.email"))?.value).toBe(winner);
  });
});
