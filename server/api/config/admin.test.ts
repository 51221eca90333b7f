import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEntries, configEntries, contentVersions } from "../../db/schema.ts";
import { bearer } from "../../test/app.ts";
import { staffedAppForFile } from "../../test/per-file.ts";
import { seedContent } from "../../test/seed.ts";
import { ADMIN_ONLY } from "../../test/staff.ts";
import { CONFIG_KEYS } from "./values.ts";

const { t, staff } = staffedAppForFile({ seed: true });

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
  it.each(ADMIN_ONLY)("%s: %i", async (who, status) => {
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
  it("lists every key of content/config.json, each under en_us", async () => {
    const keys = await list();
    expect(keys.map((k) => k.key).sort()).toEqual([...CONFIG_KEYS].sort());
    for (const key of keys) {
      expect(key.perLanguage).toBe(false);
      expect(key.values.map((v) => v.language)).toEqual(["en_us"]);
    }
  });

  it("saves a value, audits it, serves it publicly, and seeding keeps it", async () => {
    const current = await entryOf("business.email");
    const res = await save("business.email", {
      language: "en_us",
      value: "deals@inkdoll.example",
      updatedAt: current?.updatedAt,
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json().data.values[0];
    expect(saved.value).toBe("deals@inkdoll.example");
    expect(saved.editedAt).not.toBeNull();
    expect(saved.updatedAt).not.toBe(current?.updatedAt);
    const [audit] = await t.db.db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.entity, "config"), eq(auditEntries.entityId, "business.email:en_us")),
      );
    expect(audit).toMatchObject({ action: "update:config", after: "deals@inkdoll.example" });
    expect(audit?.before).toBe(current?.value);
    await expect
      .poll(() => publicValue("business.email").then((d) => d?.value))
      .toBe("deals@inkdoll.example");
    // A deploy seeds content/ again: the operator's edit stays, untouched keys follow the file.
    await t.db.db
      .update(configEntries)
      .set({ value: "stale" })
      .where(eq(configEntries.key, "site.icp"));
    // A deploy whose content/ differs (another checksum) seeds again.
    await t.db.db
      .update(contentVersions)
      .set({ checksum: "an older deploy" })
      .where(eq(contentVersions.scope, "seed"));
    await seedContent(t);
    expect((await entryOf("business.email"))?.value).toBe("deals@inkdoll.example");
    expect((await entryOf("site.domain"))?.value).not.toBe("stale");
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
    const subsites = await entryOf("subsites");
    const hosts = subsites?.value as { production: Record<string, string>; test: unknown };
    const badUrl = await save("subsites", {
      language: "en_us",
      value: { ...hosts, production: { ...hosts.production, ai: "javascript:alert(1)" } },
      updatedAt: subsites?.updatedAt,
    });
    expect(badUrl.json().data).toMatchObject({
      reason: "invalid_input",
      field: "value.production.ai",
    });
    const badHosts = await save("subsites", {
      language: "en_us",
      value: { ...hosts, testHosts: "test.inkdoll.example <script>" },
      updatedAt: subsites?.updatedAt,
    });
    expect(badHosts.json().data).toMatchObject({
      reason: "invalid_input",
      field: "value.testHosts",
    });
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

describe("social links", () => {
  it("takes https profile addresses, refuses others naming the network, and serves them", async () => {
    const current = await entryOf("social.links");
    expect(current?.value).toEqual({ x: "", youtube: "", pixiv: "", discord: "", bilibili: "" });
    const links = {
      x: "https://x.com/inkdoll",
      youtube: "https://www.youtube.com/@inkdoll",
      pixiv: "",
      discord: "https://discord.gg/inkdoll",
      bilibili: "",
    };
    for (const [field, value] of [
      ["youtube", "http://www.youtube.com/@inkdoll"],
      ["pixiv", "javascript:alert(1)"],
      ["discord", "discord.gg/inkdoll"],
    ] as const) {
      const bad = await save("social.links", {
        language: "en_us",
        value: { ...links, [field]: value },
        updatedAt: current?.updatedAt,
      });
      expect(bad.statusCode, field).toBe(400);
      expect(bad.json().data).toMatchObject({ reason: "invalid_input", field: `value.${field}` });
    }
    const unknown = await save("social.links", {
      language: "en_us",
      value: { ...links, myspace: "https://myspace.example" },
      updatedAt: current?.updatedAt,
    });
    expect(unknown.json().data).toMatchObject({ reason: "invalid_input", field: "value" });
    const res = await save("social.links", {
      language: "en_us",
      value: links,
      updatedAt: current?.updatedAt,
    });
    expect(res.statusCode, res.body).toBe(200);
    await expect.poll(() => publicValue("social.links").then((d) => d?.value)).toEqual(links);
  });
});
