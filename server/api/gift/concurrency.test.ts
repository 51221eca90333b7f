import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { giftClaims, gifts, rewards } from "../../db/schema.ts";
import { createAccounts } from "../../test/accounts.ts";
import { client } from "../../test/app.ts";
import { giftClient } from "../../test/gifts.ts";
import { testAppForFile } from "../../test/per-file.ts";

const t = testAppForFile();

const accounts = (n: number) => createAccounts(t, n);

const { post } = client(() => t);
const giftCalls = giftClient(() => t);
const claim = (code: string, token: string) => post("/api/gift/claim", { code }, token);

async function newGift(maxClaims: number) {
  const { code } = await giftCalls.makeGift(await giftCalls.account(), {
    message: "race",
    maxClaims,
  });
  const [row] = await t.db.db.select().from(gifts).where(eq(gifts.code, code));
  return { code, id: row?.id ?? 0 };
}

async function ledgerOf(giftId: number) {
  const ledger = await t.db.db.select().from(rewards).where(eq(rewards.giftId, giftId));
  const claims = await t.db.db.select().from(giftClaims).where(eq(giftClaims.giftId, giftId));
  const [gift] = await t.db.db.select().from(gifts).where(eq(gifts.id, giftId));
  return { ledger, claims, gift };
}

describe("claims under concurrency", () => {
  it("200 accounts at once on 10 slots: exactly 10 rewards, 190 none_left", async () => {
    const users = await accounts(200);
    const gift = await newGift(10);
    const started = performance.now();
    const results = await Promise.all(users.map((u) => claim(gift.code, u.token)));
    const elapsed = Math.round(performance.now() - started);
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(190);
    for (const r of refused) expect(r.json().data.reason).toBe("none_left");
    const { ledger, claims, gift: row } = await ledgerOf(gift.id);
    expect(ledger).toHaveLength(10);
    expect(claims).toHaveLength(10);
    expect(row?.claimsCount).toBe(10);
    for (const r of ok) expect(r.json().data.reward).toMatchObject({ kind: "pro_days", amount: 7 });
    expect(new Set(ledger.map((r) => r.userId)).size).toBe(10);
    expect(new Set(claims.map((c) => c.userId))).toEqual(new Set(ledger.map((r) => r.userId)));
    console.info(`[${t.db.driver}] 200 concurrent claims on 10 slots: ${elapsed} ms`);
  }, 60_000);

  it("one account in 20 parallel requests gets exactly one reward", async () => {
    const [user] = await accounts(1);
    const gift = await newGift(5);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => claim(gift.code, user?.token ?? "")),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().data.reason).toBe("already_claimed");
    }
    const { ledger, claims, gift: row } = await ledgerOf(gift.id);
    expect(ledger).toHaveLength(1);
    expect(claims).toHaveLength(1);
    // The slots taken by the refused requests were rolled back with them.
    expect(row?.claimsCount).toBe(1);
  }, 60_000);

  it("the database itself refuses overselling and double grants", async () => {
    const gift = await newGift(1);
    const [user] = await accounts(1);
    await expect(
      t.db.db.execute(sql`update gifts set claims_count = 2 where id = ${gift.id}`),
    ).rejects.toThrow();
    await t.db.db.insert(rewards).values({
      userId: user?.id ?? 0,
      giftId: gift.id,
      kind: "pro_days",
      amount: 1,
      createdAt: t.clock.now(),
    });
    await expect(
      t.db.db.insert(rewards).values({
        userId: user?.id ?? 0,
        giftId: gift.id,
        kind: "pro_days",
        amount: 1,
        createdAt: t.clock.now(),
      }),
    ).rejects.toThrow();
  });
});
