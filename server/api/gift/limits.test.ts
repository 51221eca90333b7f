import { describe, expect, it } from "vitest";
import { GUESS_WEIGHT } from "../../lib/attempts.ts";
import { freshAddress } from "../../test/app.ts";
import { giftTestApp } from "../../test/gifts.ts";
import { GIFT_RATE_LIMITS } from "./routes.ts";

const { app, account, info, claim, makeGift, claimsCount } = giftTestApp();

describe("attempt limits", () => {
  it("limits lookups per address, an unknown code counting more, with Retry-After", async () => {
    const ip = freshAddress();
    const misses = GIFT_RATE_LIMITS.infoAddress.max / GUESS_WEIGHT.unknown;
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
    app().clock.advance(GIFT_RATE_LIMITS.infoAddress.windowMs);
    expect((await info("INKDOLL-WELCOME-2027", undefined, ip)).statusCode).toBe(200);
  });

  it("limits claims per account and per address", async () => {
    const guesser = await account("Guesser");
    const perAccount = GIFT_RATE_LIMITS.claimAccount.max / GUESS_WEIGHT.unknown;
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
    const perAddress = GIFT_RATE_LIMITS.claimAddress.max / GUESS_WEIGHT.unknown;
    for (let i = 0; i < perAddress; i++) {
      await claim(`guess-${String(i).padStart(12, "0")}`, (await account()).token, ip);
    }
    const fromAddress = await claim(gift.code, (await account()).token, ip);
    expect(fromAddress.statusCode).toBe(429);
    expect((await claim(gift.code, (await account()).token)).statusCode).toBe(200);
  });
});
