import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CampaignView } from "../../../contract/campaigns.ts";
import { auditEntries, contentVersions } from "../../db/schema.ts";
import { bearer } from "../../test/app.ts";
import { giftClient } from "../../test/gifts.ts";
import { staffedAppForFile } from "../../test/per-file.ts";
import { seedContent } from "../../test/seed.ts";
import { ADMIN_ONLY } from "../../test/staff.ts";

const { t, staff } = staffedAppForFile({ seed: true });
const gifts = giftClient(() => t);

const call = (method: "GET" | "POST", url: string, payload?: unknown, token = staff.admin.token) =>
  t.app.inject({
    method,
    url: `/api/admin/campaigns${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const list = async (): Promise<CampaignView[]> => (await call("GET", "/")).json().data;
const find = async (code: string) => (await list()).find((c) => c.code === code);
const NEW = {
  code: "SPRING-SKETCH-2027",
  kind: "pro_days",
  amount: 3,
  maxClaims: 2,
  expiresAt: "2026-07-01T00:00:00Z",
  messages: { en_us: "Three days of Pro for spring.", ja_jp: "春の Pro 3日間。" },
};
const editOf = (c: CampaignView, change: Record<string, unknown>) => ({
  maxClaims: c.maxClaims,
  expiresAt: c.expiresAt,
  messages: c.messages,
  paused: c.state === "paused",
  editedAt: c.editedAt,
  ...change,
});

describe("who may manage campaigns", () => {
  it.each(ADMIN_ONLY)("%s: %i", async (who, status) => {
    const token = staff[who].token;
    expect((await call("GET", "/", undefined, token)).statusCode).toBe(status);
    const create = await call("POST", "/", { ...NEW, code: `PERMISSION-TEST-${who}` }, token);
    expect(create.statusCode).toBe(status);
    const seeded = await find("INKDOLL-WELCOME-2027");
    if (!seeded) throw new Error("no seeded campaign");
    const edit = await call("POST", `/${seeded.id}`, editOf(seeded, {}), token);
    expect(edit.statusCode).toBe(status === 200 ? 200 : 403);
  });

  it("refuses without a login", async () => {
    expect((await t.app.inject({ url: "/api/admin/campaigns" })).statusCode).toBe(401);
  });
});

describe("campaigns", () => {
  it("creates one, refuses a taken code and bad input by field", async () => {
    const res = await call("POST", "/", NEW);
    expect(res.statusCode).toBe(200);
    const again = await call("POST", "/", NEW);
    expect(again.statusCode).toBe(409);
    expect(again.json().data).toMatchObject({ reason: "conflict", field: "code" });
    for (const [body, field] of [
      [{ ...NEW, code: "short" }, "code"],
      [{ ...NEW, code: "BAD-AMOUNT-CAMPAIGN", amount: 0 }, "amount"],
      [{ ...NEW, code: "NO-ENGLISH-CAMPAIGN", messages: { ja_jp: "x" } }, "messages.en_us"],
      [{ ...NEW, code: "BAD-EXPIRY-CAMPAIGN", expiresAt: "soon" }, "expiresAt"],
    ] as const) {
      const bad = await call("POST", "/", body);
      expect(bad.statusCode, field).toBe(400);
      expect(bad.json().data.field).toBe(field);
    }
    const made = await find(NEW.code);
    expect(made).toMatchObject({ state: "active", claimsCount: 0, maxClaims: 2 });
    expect(made?.messages).toEqual(NEW.messages);
    const [audit] = await t.db.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.entityId, String(made?.id)));
    expect(audit).toMatchObject({ action: "manage:campaign", entity: "campaign" });
  });

  it("is claimed through the gift API; pausing refuses claims, resuming allows them", async () => {
    const campaign = await find(NEW.code);
    if (!campaign) throw new Error("no campaign");
    const first = await gifts.account("First");
    expect((await gifts.claim(NEW.code, first.token)).statusCode).toBe(200);

    const paused = await call("POST", `/${campaign.id}`, editOf(campaign, { paused: true }));
    expect(paused.statusCode).toBe(200);
    const second = await gifts.account("Second");
    const refused = await gifts.claim(NEW.code, second.token);
    expect(refused.json().data.reason).toBe("revoked");
    const pausedView = await find(NEW.code);
    expect(pausedView?.state).toBe("paused");

    // The edit made from the older version loses.
    const stale = await call("POST", `/${campaign.id}`, editOf(campaign, { paused: false }));
    expect(stale.statusCode).toBe(409);

    if (!pausedView) throw new Error("no campaign");
    expect(
      (await call("POST", `/${campaign.id}`, editOf(pausedView, { paused: false }))).statusCode,
    ).toBe(200);
    expect((await gifts.claim(NEW.code, second.token)).statusCode).toBe(200);
    const full = await find(NEW.code);
    expect(full).toMatchObject({ state: "full", claimsCount: 2 });
    expect(full?.claimsPerDay.at(-1)).toEqual({ day: "2026-06-01", count: 2 });
    expect(full?.claimsPerDay).toHaveLength(30);

    if (!full) throw new Error("no campaign");
    const below = await call("POST", `/${campaign.id}`, editOf(full, { maxClaims: 1 }));
    expect(below.statusCode).toBe(400);
    expect(below.json().data.field).toBe("maxClaims");
    const more = await call("POST", `/${campaign.id}`, editOf(full, { maxClaims: 5 }));
    expect(more.statusCode).toBe(200);
    expect((await find(NEW.code))?.state).toBe("active");
    expect((await call("POST", "/999999", editOf(full, {}))).statusCode).toBe(404);
  });

  it("keeps an operator's edit of a seeded campaign when content/ is seeded again", async () => {
    const seeded = await find("INKDOLL-AI-LAUNCH-2027");
    if (!seeded) throw new Error("no seeded campaign");
    const messages = { ...seeded.messages, en_us: "Edited in the console." };
    const res = await call("POST", `/${seeded.id}`, editOf(seeded, { maxClaims: 42, messages }));
    expect(res.statusCode).toBe(200);
    await t.db.db
      .update(contentVersions)
      .set({ checksum: "an older deploy" })
      .where(eq(contentVersions.scope, "seed"));
    await seedContent(t);
    const after = await find("INKDOLL-AI-LAUNCH-2027");
    expect(after).toMatchObject({ maxClaims: 42 });
    expect(after?.messages.en_us).toBe("Edited in the console.");
    const info = await gifts.info("INKDOLL-AI-LAUNCH-2027");
    expect(info.json().data.message).toBe("Edited in the console.");
  });
});
