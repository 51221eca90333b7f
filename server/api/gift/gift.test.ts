import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GIFT_LIMITS } from "../../../contract/gift.ts";
import { gifts } from "../../db/schema.ts";
import { giftTestApp } from "../../test/gifts.ts";

const DAY = 24 * 3600 * 1000;

const { app, post, get, account, info, claim, makeGift, claimsCount, rewardsOf } = giftTestApp();

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
      expiresAt: new Date(app().clock.now().getTime() + 10 * DAY).toISOString(),
      maxClaims: 2,
      claimsLeft: 2,
      state: "active",
      createdAt: app().clock.now().toISOString(),
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
    app().clock.advance(DAY + 1000);
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
    const mine = await app().db.db.select().from(gifts).where(eq(gifts.senderId, sora.id));
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
    expect(await rewardsOf(friend.id)).toHaveLength(0);
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
    app().clock.advance(DAY);
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
