import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { gifts, rewards } from "../db/schema.ts";
import { memberClient, type TestAccount } from "./accounts.ts";
import type { TestApp } from "./app.ts";
import { testAppForFile } from "./per-file.ts";

export type GiftBody = Partial<{
  templateId: string;
  message: string;
  maxClaims: number;
  expiresInDays: number;
}>;

/**
 * The calls gift tests make, on a test app made in `beforeAll`: accounts straight in the
 * database, gifts through the API, look-ups and claims from fresh addresses unless named.
 */
export function giftClient(app: () => TestApp) {
  const member = memberClient(app);
  const { post, get } = member;
  return {
    ...member,
    info: (code: string, token?: string, ip?: string) =>
      get(`/api/gift/info?code=${encodeURIComponent(code)}`, token, ip),
    claim: (code: string, token?: string, ip?: string) =>
      post("/api/gift/claim", { code }, token, ip),
    /** A gift made through the API (pro-7, 3 claims, 7 days unless the body says otherwise). */
    async makeGift(sender: TestAccount, body: GiftBody = {}) {
      const res = await post(
        "/api/gift/create",
        { templateId: "pro-7", message: "", maxClaims: 3, expiresInDays: 7, ...body },
        sender.token,
      );
      expect(res.json()).toMatchObject({ code: 200 });
      return res.json().data as { code: string; [key: string]: unknown };
    },
    /** The rewards ledger's rows of one account. */
    rewardsOf: (userId: number) =>
      app().db.db.select().from(rewards).where(eq(rewards.userId, userId)),
    async claimsCount(code: string) {
      const [row] = await app().db.db.select().from(gifts).where(eq(gifts.code, code));
      return row?.claimsCount;
    },
  };
}

/**
 * The test app of a gift test file, with content seeded (made before its tests, closed after),
 * and the gift calls on it.
 */
export function giftTestApp() {
  const t = testAppForFile({ seed: true });
  const app = () => t;
  return { app, ...giftClient(app) };
}
