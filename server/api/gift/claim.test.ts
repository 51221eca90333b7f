import { describe, expect, it } from "vitest";
import { GIFT_REFUSAL_REASONS } from "../../../contract/gift.ts";
import { giftTestApp } from "../../test/gifts.ts";

const DAY = 24 * 3600 * 1000;

const { app, post, get, account, claim, makeGift, claimsCount, rewardsOf } = giftTestApp();

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
        reward: { kind: "ai_credits", amount: 50, grantedAt: app().clock.now().toISOString() },
        gift: { ...gift, claimsLeft: 2 },
      },
    });
    const ledger = await rewardsOf(friend.id);
    expect(ledger).toMatchObject([{ kind: "ai_credits", amount: 50 }]);
    const again = await claim(gift.code, friend.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 409,
      msg: "code: you have already claimed this gift",
      data: { reason: "already_claimed", state: "active", gift: { claimsLeft: 2 } },
    });
    expect(await claimsCount(gift.code)).toBe(1);
    expect(await rewardsOf(friend.id)).toHaveLength(1);
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
    app().clock.advance(2 * DAY - 1000);
    expect((await claim(soon.code, (await account()).token)).statusCode).toBe(200);
    app().clock.advance(1000);
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
    expect(await rewardsOf(friend.id)).toHaveLength(0);
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

    app().clock.advance(60_000);
    const res = await post("/api/gift/revoke", { code: gift.code }, aki.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      code: gift.code,
      state: "revoked",
      claimsLeft: 2,
      revokedAt: app().clock.now().toISOString(),
    });
    // Twice: the same answer, revoked at the first time.
    app().clock.advance(60_000);
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
    app().clock.advance(1000);
    const second = await makeGift(aki, { templateId: "dolls-3", message: "hi" });
    app().clock.advance(1000);
    await claim(first.code, ren.token);
    app().clock.advance(1000);
    await claim(second.code, ren.token);
    app().clock.advance(1000);
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
        claimedAt: app().clock.now().toISOString(),
      },
    ]);
    expect(data.rewards).toEqual([
      {
        kind: "ai_credits",
        amount: 50,
        grantedAt: app().clock.now().toISOString(),
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
