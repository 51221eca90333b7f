import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GIFT_LIMITS, GIFT_REFUSAL_REASONS } from "../../../contract/gift.ts";
import { giftClaims, gifts, rewards } from "../../db/schema.ts";
import { syncContent } from "../../db/seed.ts";
import { createAccount, type TestAccount } from "../../test/accounts.ts";
import { client, createTestApp, freshAddress, type TestApp } from "../../test/app.ts";
import { contentDir, seedContent } from "../../test/seed.ts";
import { deleteUser } from "../user/repository.ts";
import { GIFT_CODE_WEIGHT, GIFT_RATE_LIMITS } from "./routes.ts";
import { revokeGiftsOfUser } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t);
});
afterAll(() => t.close());

const DAY = 24 * 3600 * 1000;

const { post, get } = client(() => t);
const account = (nickname = "Member") => createAccount(t.db.db, { nickname, now: t.clock.now() });

const info = (code: string, token?: string, ip?: string) =>
  get(`/api/gift/info?code=${encodeURIComponent(code)}`, token, ip);
const claim = (code: string, token?: string, ip?: string) =>
  post("/api/gift/claim", { code }, token, ip);

async function makeGift(
  sender: TestAccount,
  body: Partial<{
    templateId: string;
    message: string;
    maxClaims: number;
    expiresInDays: number;
  }> = {},
) {
  const res = await post(
    "/api/gift/create",
    { templateId: "pro-7", message: "", maxClaims: 3, expiresInDays: 7, ...body },
    sender.token,
  );
  expect(res.json()).toMatchObject({ code: 200 });
  return res.json().data as { code: string; [key: string]: unknown };
}

async function claimsCount(code: string) {
  const [row] = await t.db.db.select().from(gifts).where(eq(gifts.code, code));
  return row?.claimsCount;
}

describe("templates", () => {
  it("lists the templates and the limits, with no titles", async () => {
    const res = await get("/api/gift/templates");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 200,
      msg: "ok",
      data: {
        templates: [
          { id: "pro-7", benefit: { kind: "pro_days", amount: 7 } },
          { id: "dolls-3", benefit: { kind: "doll_pack", amount: 3 } },
          { id: "ai-50", benefit: { kind: "ai_credits", amount: 50 } },
        ],
        limits: { maxActive: 5, maxClaims: 10, maxDays: 30, maxMessage: 200 },
      },
    });
  });
});

describe("create", () => {
  it("makes a gift with an unguessable URL-safe code and answers its view", async () => {
    const aki = await account("Aki");
    const res = await post(
      "/api/gift/create",
      { templateId: "dolls-3", message: "  Enjoy the dolls!  ", maxClaims: 2, expiresInDays: 10 },
      aki.token,
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.code).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(data).toEqual({
      code: data.code,
      templateId: "dolls-3",
      benefit: { kind: "doll_pack", amount: 3 },
      sender: { nickname: "Aki" },
      campaign: false,
      message: "Enjoy the dolls!",
      expiresAt: new Date(t.clock.now().getTime() + 10 * DAY).toISOString(),
      maxClaims: 2,
      claimsLeft: 2,
      state: "active",
      createdAt: t.clock.now().toISOString(),
      revokedAt: null,
    });
    const other = await makeGift(aki);
    expect(other.code).not.toBe(data.code);
  });

  it("names the bad field, and needs a login", async () => {
    const mika = await account("Mika");
    const good = { templateId: "ai-50", message: "", maxClaims: 1, expiresInDays: 1 };
    for (const [body, field] of [
      [{ ...good, templateId: "pro-9999" }, /^templateId: must be one of pro-7, dolls-3, ai-50/],
      [{ ...good, templateId: undefined }, /^templateId:/],
      [{ ...good, message: "x".repeat(201) }, /^message: must be at most 200 characters/],
      [{ ...good, message: "a\u0007b" }, /^message: must not contain control characters/],
      [{ ...good, message: 12 }, /^message:/],
      [{ ...good, maxClaims: 0 }, /^maxClaims: must be a whole number from 1 to 10/],
      [{ ...good, maxClaims: 11 }, /^maxClaims:/],
      [{ ...good, maxClaims: 2.5 }, /^maxClaims:/],
      [{ ...good, maxClaims: "3" }, /^maxClaims:/],
      [{ ...good, expiresInDays: 0 }, /^expiresInDays: must be a whole number from 1 to 30/],
      [{ ...good, expiresInDays: 31 }, /^expiresInDays:/],
      [{ ...good, expiresInDays: undefined }, /^expiresInDays:/],
    ] as const) {
      const res = await post("/api/gift/create", body, mika.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe(400);
      expect(res.json().msg).toMatch(field);
    }
    // 200 characters are counted as characters, not UTF-16 units; inner line breaks stay.
    const emoji = await post(
      "/api/gift/create",
      { ...good, message: `${"🎁".repeat(198)}\n!` },
      mika.token,
    );
    expect(emoji.json().data.message).toBe(`${"🎁".repeat(198)}\n!`);
    const { message: _m, ...noMessage } = good;
    expect((await post("/api/gift/create", noMessage, mika.token)).json().data.message).toBe("");
    const anonymous = await post("/api/gift/create", good);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe(2);
  });

  it("allows 5 active gifts; revoked, expired and fully claimed ones free a place", async () => {
    const ren = await account("Ren");
    const made = [];
    for (let i = 0; i < GIFT_LIMITS.maxActive; i++) {
      made.push(await makeGift(ren, { maxClaims: 1, expiresInDays: i === 0 ? 1 : 10 }));
    }
    const sixth = await post(
      "/api/gift/create",
      { templateId: "pro-7", message: "", maxClaims: 1, expiresInDays: 5 },
      ren.token,
    );
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toEqual({
      code: 409,
      msg: "gifts: at most 5 active gifts",
      data: { reason: "too_many_active" },
    });
    // Revoked: a place again.
    await post("/api/gift/revoke", { code: made[1]?.code }, ren.token);
    await makeGift(ren);
    expect((await post("/api/gift/create", { ...sixthBody() }, ren.token)).statusCode).toBe(409);
    // Fully claimed: a place again.
    const friend = await account("Friend");
    expect((await claim(String(made[2]?.code), friend.token)).json().code).toBe(200);
    await makeGift(ren);
    expect((await post("/api/gift/create", sixthBody(), ren.token)).statusCode).toBe(409);
    // Expired (the first lasted one day): a place again.
    t.clock.advance(DAY + 1000);
    await makeGift(ren);
    expect((await post("/api/gift/create", sixthBody(), ren.token)).statusCode).toBe(409);
  });

  it("keeps the limit when creations race", async () => {
    const sora = await account("Sora");
    const results = await Promise.all(
      Array.from({ length: 12 }, () => post("/api/gift/create", sixthBody(), sora.token)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(GIFT_LIMITS.maxActive);
    expect(codes.filter((c) => c === 409)).toHaveLength(12 - GIFT_LIMITS.maxActive);
    const mine = await t.db.db.select().from(gifts).where(eq(gifts.senderId, sora.id));
    expect(mine).toHaveLength(GIFT_LIMITS.maxActive);
  });
});

function sixthBody() {
  return { templateId: "pro-7", message: "", maxClaims: 1, expiresInDays: 5 };
}

describe("info", () => {
  it("shows the public view to anyone, and never claims", async () => {
    const aki = await account("Aki");
    const gift = await makeGift(aki, { message: "For you", maxClaims: 2 });
    for (let i = 0; i < 5; i++) {
      const res = await info(gift.code);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ ...gift, claimsLeft: 2 });
      expect(res.json().data.viewer).toBeUndefined();
      expect(res.body).not.toMatch(/@example\.com|email/);
    }
    const friend = await account("Friend");
    await info(gift.code, friend.token);
    expect(await claimsCount(gift.code)).toBe(0);
    expect(await t.db.db.select().from(rewards).where(eq(rewards.userId, friend.id))).toHaveLength(
      0,
    );
  });

  it("tells a logged-in viewer whether they sent or claimed it; a bad token is anonymous", async () => {
    const aki = await account("Aki");
    const friend = await account("Friend");
    const gift = await makeGift(aki);
    expect((await info(gift.code, aki.token)).json().data.viewer).toEqual({
      isSender: true,
      claimed: false,
    });
    expect((await info(gift.code, friend.token)).json().data.viewer).toEqual({
      isSender: false,
      claimed: false,
    });
    await claim(gift.code, friend.token);
    expect((await info(gift.code, friend.token)).json().data.viewer).toEqual({
      isSender: false,
      claimed: true,
    });
    for (const token of ["x".repeat(43), "short"]) {
      const res = await info(gift.code, token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.viewer).toBeUndefined();
    }
  });

  it("answers 404 for an unknown code, 400 for a malformed one", async () => {
    const unknown = await info("A".repeat(24));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 404,
      msg: "code: no gift has this code",
      data: { reason: "not_found" },
    });
    for (const bad of ["", "short", "has space in it!!", "x".repeat(65), "ünïcode-ünïcode-ü"]) {
      const res = await info(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toMatch(/^code:/);
    }
    expect((await get("/api/gift/info")).json().msg).toMatch(/^code:/);
  });

  it("answers 410 with the greyed-out card for expired and revoked gifts, 200 when fully claimed", async () => {
    const aki = await account("Aki");
    const short = await makeGift(aki, { expiresInDays: 1 });
    const revoked = await makeGift(aki);
    const full = await makeGift(aki, { maxClaims: 1 });
    await post("/api/gift/revoke", { code: revoked.code }, aki.token);
    await claim(full.code, (await account()).token);
    t.clock.advance(DAY);
    const expired = await info(short.code, aki.token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({
      code: 410,
      msg: "code: this gift has expired",
      data: {
        reason: "expired",
        state: "expired",
        gift: { code: short.code, state: "expired", viewer: { isSender: true, claimed: false } },
      },
    });
    const gone = await info(revoked.code);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({
      code: 410,
      msg: "code: this gift has been revoked",
      data: { reason: "revoked", state: "revoked", gift: { code: revoked.code, claimsLeft: 3 } },
    });
    expect(gone.json().data.gift.revokedAt).toMatch(/^\d{4}-/);
    const taken = await info(full.code);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().data).toMatchObject({ state: "claimed", claimsLeft: 0 });
  });
});

describe("claim", () => {
  it("grants the benefit once, through the rewards ledger", async () => {
    const aki = await account("Aki");
    const friend = await account("Friend");
    const gift = await makeGift(aki, { templateId: "ai-50", maxClaims: 3 });
    const res = await claim(gift.code, friend.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 200,
      msg: "ok",
      data: {
        reward: { kind: "ai_credits", amount: 50, grantedAt: t.clock.now().toISOString() },
        gift: { ...gift, claimsLeft: 2 },
      },
    });
    const ledger = await t.db.db.select().from(rewards).where(eq(rewards.userId, friend.id));
    expect(ledger).toMatchObject([{ kind: "ai_credits", amount: 50 }]);
    const again = await claim(gift.code, friend.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 409,
      msg: "code: you have already claimed this gift",
      data: { reason: "already_claimed", state: "active", gift: { claimsLeft: 2 } },
    });
    expect(await claimsCount(gift.code)).toBe(1);
    expect(await t.db.db.select().from(rewards).where(eq(rewards.userId, friend.id))).toHaveLength(
      1,
    );
  });

  it("refuses the sender's own gift, the last slot taken, unknown and malformed codes", async () => {
    const aki = await account("Aki");
    const gift = await makeGift(aki, { maxClaims: 1 });
    const own = await claim(gift.code, aki.token);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({
      msg: "code: you cannot claim your own gift",
      data: { reason: "own_gift" },
    });
    expect((await claim(gift.code, (await account()).token)).statusCode).toBe(200);
    const late = await claim(gift.code, (await account()).token);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 409,
      msg: "code: every claim of this gift has been taken",
      data: { reason: "none_left", state: "claimed", gift: { claimsLeft: 0 } },
    });
    const unknown = await claim("Z".repeat(22), (await account()).token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 404,
      msg: "code: no gift has this code",
      data: { reason: "not_found" },
    });
    const malformed = await claim("nope", (await account()).token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().msg).toMatch(/^code:/);
    const anonymous = await claim(gift.code);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe(2);
  });

  it("refuses after expiry (410 expired) and after revocation (410 revoked)", async () => {
    const aki = await account("Aki");
    const soon = await makeGift(aki, { expiresInDays: 2 });
    const revoked = await makeGift(aki);
    await post("/api/gift/revoke", { code: revoked.code }, aki.token);
    const friend = await account("Friend");
    t.clock.advance(2 * DAY - 1000);
    expect((await claim(soon.code, (await account()).token)).statusCode).toBe(200);
    t.clock.advance(1000);
    const expired = await claim(soon.code, friend.token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({
      code: 410,
      msg: "code: this gift has expired",
      data: { reason: "expired", state: "expired", gift: { code: soon.code } },
    });
    const gone = await claim(revoked.code, friend.token);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({
      code: 410,
      msg: "code: this gift has been revoked",
      data: { reason: "revoked", state: "revoked" },
    });
    expect(await t.db.db.select().from(rewards).where(eq(rewards.userId, friend.id))).toHaveLength(
      0,
    );
  });

  it("uses only the refusal reasons of the contract", async () => {
    expect(GIFT_REFUSAL_REASONS).toEqual(
      expect.arrayContaining([
        "already_claimed",
        "own_gift",
        "none_left",
        "expired",
        "revoked",
        "not_found",
        "too_many_active",
      ]),
    );
  });
});

describe("revoke", () => {
  it("is for the sender only, ends the remainder and keeps the claims made", async () => {
    const aki = await account("Aki");
    const friend = await account("Friend");
    const gift = await makeGift(aki, { maxClaims: 3 });
    await claim(gift.code, friend.token);
    const stranger = await post("/api/gift/revoke", { code: gift.code }, friend.token);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({
      code: 403,
      msg: "code: only the sender can revoke this gift",
      data: { reason: "not_owner" },
    });
    const unknown = await post("/api/gift/revoke", { code: "Q".repeat(24) }, aki.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().data).toEqual({ reason: "not_found" });
    expect((await post("/api/gift/revoke", { code: "bad" }, aki.token)).json().msg).toMatch(
      /^code:/,
    );
    expect((await post("/api/gift/revoke", { code: gift.code })).statusCode).toBe(401);

    t.clock.advance(60_000);
    const res = await post("/api/gift/revoke", { code: gift.code }, aki.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      code: gift.code,
      state: "revoked",
      claimsLeft: 2,
      revokedAt: t.clock.now().toISOString(),
    });
    // Twice: the same answer, revoked at the first time.
    t.clock.advance(60_000);
    const again = await post("/api/gift/revoke", { code: gift.code }, aki.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(res.json().data);
    // The claim made and its reward stay.
    const mine = (await get("/api/gift/mine", friend.token)).json().data;
    expect(mine.received).toMatchObject([{ gift: { code: gift.code, state: "revoked" } }]);
    expect(mine.rewards).toMatchObject([{ kind: "pro_days", amount: 7, giftCode: gift.code }]);
    const sent = (await get("/api/gift/mine", aki.token)).json().data.sent;
    expect(sent[0].claims).toEqual([{ nickname: "Friend", claimedAt: expect.any(String) }]);
  });

  it("refuses to revoke a campaign gift", async () => {
    const aki = await account("Aki");
    const res = await post("/api/gift/revoke", { code: "INKDOLL-WELCOME-2027" }, aki.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().data.reason).toBe("not_owner");
  });
});

describe("mine", () => {
  it("lists sent gifts with their claims, received gifts and rewards, newest first", async () => {
    const aki = await account("Aki");
    const ren = await account("Ren");
    const mika = await account("Mika");
    const first = await makeGift(aki, { templateId: "pro-7" });
    t.clock.advance(1000);
    const second = await makeGift(aki, { templateId: "dolls-3", message: "hi" });
    t.clock.advance(1000);
    await claim(first.code, ren.token);
    t.clock.advance(1000);
    await claim(second.code, ren.token);
    t.clock.advance(1000);
    await claim(second.code, mika.token);
    const fromRen = await makeGift(ren, { templateId: "ai-50" });
    await claim(fromRen.code, aki.token);

    const res = await get("/api/gift/mine", aki.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const data = res.json().data;
    expect(data.sent.map((g: { code: string }) => g.code)).toEqual([second.code, first.code]);
    expect(data.sent[0]).toMatchObject({ templateId: "dolls-3", message: "hi", claimsLeft: 1 });
    expect(data.sent[0].claims.map((c: { nickname: string }) => c.nickname)).toEqual([
      "Mika",
      "Ren",
    ]);
    expect(data.received).toEqual([
      {
        gift: expect.objectContaining({ code: fromRen.code, sender: { nickname: "Ren" } }),
        claimedAt: t.clock.now().toISOString(),
      },
    ]);
    expect(data.rewards).toEqual([
      {
        kind: "ai_credits",
        amount: 50,
        grantedAt: t.clock.now().toISOString(),
        giftCode: fromRen.code,
      },
    ]);
    const renData = (await get("/api/gift/mine", ren.token)).json().data;
    expect(renData.received.map((r: { gift: { code: string } }) => r.gift.code)).toEqual([
      second.code,
      first.code,
    ]);
    expect(renData.rewards.map((r: { kind: string }) => r.kind)).toEqual(["doll_pack", "pro_days"]);
    expect((await get("/api/gift/mine")).statusCode).toBe(401);
  });
});

describe("account deletion", () => {
  it("revokeGiftsOfUser revokes what is open; deleting the sender keeps others' claims and rewards", async () => {
    const aki = await account("Aki");
    const friend = await account("Friend");
    const claimed = await makeGift(aki, { maxClaims: 2 });
    const open = await makeGift(aki);
    const already = await makeGift(aki);
    await post("/api/gift/revoke", { code: already.code }, aki.token);
    await claim(claimed.code, friend.token);
    const other = await makeGift(friend);

    expect(await revokeGiftsOfUser(t.db.db, aki.id, t.clock.now())).toBe(2);
    for (const code of [claimed.code, open.code, already.code]) {
      expect((await info(code)).json().data.reason).toBe("revoked");
    }
    expect((await info(other.code)).json().data.state).toBe("active");
    expect(await revokeGiftsOfUser(t.db.db, aki.id, t.clock.now())).toBe(0);

    await deleteUser(t.db.db, aki.id);
    const view = (await info(claimed.code)).json().data.gift;
    expect(view).toMatchObject({ sender: null, campaign: false, state: "revoked" });
    const mine = (await get("/api/gift/mine", friend.token)).json().data;
    expect(mine.received).toMatchObject([{ gift: { code: claimed.code, sender: null } }]);
    expect(mine.rewards).toMatchObject([{ kind: "pro_days", giftCode: claimed.code }]);
  });

  it("deleting a claimer keeps the slot used and shows a deleted account to the sender", async () => {
    const aki = await account("Aki");
    const gone = await account("Gone");
    const gift = await makeGift(aki, { maxClaims: 2 });
    await claim(gift.code, gone.token);
    await deleteUser(t.db.db, gone.id);
    expect(await t.db.db.select().from(rewards).where(eq(rewards.userId, gone.id))).toEqual([]);
    const sent = (await get("/api/gift/mine", aki.token)).json().data.sent;
    expect(sent[0]).toMatchObject({ claimsLeft: 1, claims: [{ nickname: null }] });
    const [row] = await t.db.db.select().from(gifts).where(eq(gifts.code, gift.code));
    const claims = await t.db.db
      .select()
      .from(giftClaims)
      .where(eq(giftClaims.giftId, row?.id ?? 0));
    expect(claims).toHaveLength(row?.claimsCount ?? -1);
  });
});

describe("attempt limits", () => {
  it("limits lookups per address, an unknown code counting more, with Retry-After", async () => {
    const ip = freshAddress();
    const misses = GIFT_RATE_LIMITS.infoAddress.max / GIFT_CODE_WEIGHT.unknown;
    for (let i = 0; i < misses; i++) {
      expect(
        (await info(`unknown-code-${String(i).padStart(4, "0")}`, undefined, ip)).statusCode,
      ).toBe(404);
    }
    const limited = await info("INKDOLL-WELCOME-2027", undefined, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      code: 429,
      msg: "code: too many gift lookups; try again later",
      data: { reason: "rate_limited", retryAfter: Number(limited.headers["retry-after"]) },
    });
    // Another address is not affected; known codes weigh 1.
    const other = freshAddress();
    for (let i = 0; i < GIFT_RATE_LIMITS.infoAddress.max; i++) {
      expect((await info("INKDOLL-WELCOME-2027", undefined, other)).statusCode).toBe(200);
    }
    expect((await info("INKDOLL-WELCOME-2027", undefined, other)).statusCode).toBe(429);
    t.clock.advance(GIFT_RATE_LIMITS.infoAddress.windowMs);
    expect((await info("INKDOLL-WELCOME-2027", undefined, ip)).statusCode).toBe(200);
  });

  it("limits claims per account and per address", async () => {
    const guesser = await account("Guesser");
    const perAccount = GIFT_RATE_LIMITS.claimAccount.max / GIFT_CODE_WEIGHT.unknown;
    for (let i = 0; i < perAccount; i++) {
      expect((await claim(`guess-${String(i).padStart(12, "0")}`, guesser.token)).statusCode).toBe(
        404,
      );
    }
    const aki = await account("Aki");
    const gift = await makeGift(aki);
    const limited = await claim(gift.code, guesser.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().data).toMatchObject({ reason: "rate_limited" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(await claimsCount(gift.code)).toBe(0);

    const ip = freshAddress();
    const perAddress = GIFT_RATE_LIMITS.claimAddress.max / GIFT_CODE_WEIGHT.unknown;
    for (let i = 0; i < perAddress; i++) {
      await claim(`guess-${String(i).padStart(12, "0")}`, (await account()).token, ip);
    }
    const fromAddress = await claim(gift.code, (await account()).token, ip);
    expect(fromAddress.statusCode).toBe(429);
    expect((await claim(gift.code, (await account()).token)).statusCode).toBe(200);
  });
});

describe("campaign gifts", () => {
  it("are seeded from content/gifts/campaigns.json, shown under the site's name", async () => {
    const welcome = await t.app.inject({
      url: "/api/gift/info?code=INKDOLL-WELCOME-2027",
      headers: { "x-language": "ja_jp" },
      remoteAddress: freshAddress(),
    });
    expect(welcome.statusCode).toBe(200);
    expect(welcome.json().data).toMatchObject({
      code: "INKDOLL-WELCOME-2027",
      templateId: null,
      benefit: { kind: "pro_days", amount: 7 },
      sender: null,
      campaign: true,
      expiresAt: "2027-12-31T23:59:59.000Z",
      maxClaims: 1000,
      state: "active",
    });
    expect(welcome.json().data.message).toMatch(/Inkdoll へようこそ/);
    expect((await info("INKDOLL-WELCOME-2027")).json().data.message).toMatch(/^Welcome/);
    // Every campaign speaks the page's language (issue 13: the AI launch was English on zh pages).
    const launch = await t.app.inject({
      url: "/api/gift/info?code=INKDOLL-AI-LAUNCH-2027",
      headers: { "x-language": "zh_cn" },
      remoteAddress: freshAddress(),
    });
    expect(launch.json().data.message).toBe("送你 50 点 AI 额度，体验 Inkdoll AI 的四种模式。");
    const old = await info("INKDOLL-NEWYEAR-2026");
    expect(old.statusCode).toBe(410);
    expect(old.json().data).toMatchObject({ reason: "expired", gift: { campaign: true } });
  });

  it("re-applies edits idempotently without touching the claims made", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "inkdoll-gifts-"));
    try {
      await cp(contentDir, dir, { recursive: true });
      const member = await account("Fan");
      const before = (await claim("INKDOLL-WELCOME-2027", member.token)).json();
      expect(before.data.reward).toMatchObject({ kind: "pro_days", amount: 7 });
      const count = await claimsCount("INKDOLL-WELCOME-2027");
      expect(count).toBeGreaterThanOrEqual(1);

      const file = path.join(dir, "gifts", "campaigns.json");
      const campaigns = JSON.parse(await readFile(file, "utf8"));
      campaigns[0].maxClaims = 1; // below the claims made: kept at the claims made
      campaigns[0].benefit.amount = 14;
      campaigns[1].revoked = true;
      campaigns.push({
        code: "INKDOLL-TEST-CAMPAIGN",
        benefit: { kind: "doll_pack", amount: 1 },
        message: "test",
        maxClaims: 5,
        expiresAt: "2027-01-01T00:00:00Z",
      });
      await writeFile(file, JSON.stringify(campaigns));
      expect(await syncContent(t.db.db, { contentDir: dir })).toBe(true);
      const welcome = (await info("INKDOLL-WELCOME-2027")).json().data;
      expect(welcome).toMatchObject({
        benefit: { kind: "pro_days", amount: 14 },
        maxClaims: count,
        claimsLeft: 0,
        state: "claimed",
      });
      expect(await claimsCount("INKDOLL-WELCOME-2027")).toBe(count);
      expect((await info("INKDOLL-AI-LAUNCH-2027")).json().data.reason).toBe("revoked");
      expect((await info("INKDOLL-TEST-CAMPAIGN")).json().data.claimsLeft).toBe(5);
      // The reward already granted keeps what it was.
      const mine = (await get("/api/gift/mine", member.token)).json().data;
      expect(mine.rewards).toMatchObject([{ kind: "pro_days", amount: 7 }]);

      // Back to the repository's file: everything restored, claims still untouched.
      await cp(path.join(contentDir, "gifts"), path.join(dir, "gifts"), { recursive: true });
      expect(await syncContent(t.db.db, { contentDir: dir })).toBe(true);
      expect((await info("INKDOLL-WELCOME-2027")).json().data).toMatchObject({
        maxClaims: 1000,
        claimsLeft: 1000 - (count ?? 0),
      });
      expect((await info("INKDOLL-AI-LAUNCH-2027")).json().data.state).toBe("active");
      expect(await claimsCount("INKDOLL-WELCOME-2027")).toBe(count);
    } finally {
      await rm(dir, { recursive: true, force: true });
      await seedContent(t);
    }
  });
});
