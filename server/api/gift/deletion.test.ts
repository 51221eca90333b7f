import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { giftClaims, gifts } from "../../db/schema.ts";
import { giftTestApp } from "../../test/gifts.ts";
import { deleteUser } from "../user/repository.ts";
import { revokeGiftsOfUser } from "./service.ts";

const { app, post, get, account, info, claim, makeGift, rewardsOf } = giftTestApp();

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

    expect(await revokeGiftsOfUser(app().db.db, aki.id, app().clock.now())).toBe(2);
    for (const code of [claimed.code, open.code, already.code]) {
      expect((await info(code)).json().data.reason).toBe("revoked");
    }
    expect((await info(other.code)).json().data.state).toBe("active");
    expect(await revokeGiftsOfUser(app().db.db, aki.id, app().clock.now())).toBe(0);

    await deleteUser(app().db.db, aki.id);
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
    await deleteUser(app().db.db, gone.id);
    expect(await rewardsOf(gone.id)).toEqual([]);
    const sent = (await get("/api/gift/mine", aki.token)).json().data.sent;
    expect(sent[0]).toMatchObject({ claimsLeft: 1, claims: [{ nickname: null }] });
    const [row] = await app().db.db.select().from(gifts).where(eq(gifts.code, gift.code));
    const claims = await app()
      .db.db.select()
      .from(giftClaims)
      .where(eq(giftClaims.giftId, row?.id ?? 0));
    expect(claims).toHaveLength(row?.claimsCount ?? -1);
  });
});
