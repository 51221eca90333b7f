import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { syncContent } from "../../db/seed.ts";
import { freshAddress } from "../../test/app.ts";
import { giftTestApp } from "../../test/gifts.ts";
import { contentDir, seedContent } from "../../test/seed.ts";

const { app, get, account, info, claim, claimsCount } = giftTestApp();

describe("campaign gifts", () => {
  it("are seeded from content/gifts/campaigns.json, shown under the site's name", async () => {
    const welcome = await app().app.inject({
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
    const launch = await app().app.inject({
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
      expect(await syncContent(app().db.db, { contentDir: dir })).toBe(true);
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
      expect(await syncContent(app().db.db, { contentDir: dir })).toBe(true);
      expect((await info("INKDOLL-WELCOME-2027")).json().data).toMatchObject({
        maxClaims: 1000,
        claimsLeft: 1000 - (count ?? 0),
      });
      expect((await info("INKDOLL-AI-LAUNCH-2027")).json().data.state).toBe("active");
      expect(await claimsCount("INKDOLL-WELCOME-2027")).toBe(count);
    } finally {
      await rm(dir, { recursive: true, force: true });
      await seedContent(app());
    }
  });
});
