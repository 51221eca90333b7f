import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DATA_LANGUAGES } from "../../contract/language.ts";
import { loadCampaigns } from "./gifts.ts";

const contentDir = path.resolve(import.meta.dirname, "../../content");

describe("content/gifts/campaigns.json", () => {
  it("gives every campaign a real message in each of the six languages", async () => {
    const campaigns = await loadCampaigns(contentDir);
    expect(campaigns.length).toBeGreaterThan(0);
    for (const campaign of campaigns) {
      for (const language of DATA_LANGUAGES) {
        const text = campaign.messages?.[language];
        expect(text, `${campaign.code} ${language}`).toBeTruthy();
        if (language !== "en_us") {
          expect(text, `${campaign.code} ${language} is a translation`).not.toBe(
            campaign.messages?.en_us,
          );
        }
      }
    }
  });

  it("keeps en_us as the fallback of a campaign that lacks a language", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "campaigns-"));
    await mkdir(path.join(dir, "gifts"));
    await writeFile(
      path.join(dir, "gifts", "campaigns.json"),
      JSON.stringify([
        {
          code: "INKDOLL-TEST-FALLBACK",
          benefit: { kind: "pro_days", amount: 1 },
          message: { en_us: "Hello", ja_jp: "こんにちは" },
          maxClaims: 1,
          expiresAt: "2030-01-01T00:00:00Z",
        },
      ]),
    );
    const [campaign] = await loadCampaigns(dir);
    expect(campaign?.message).toBe("Hello");
    expect(campaign?.messages).toEqual({ en_us: "Hello", ja_jp: "こんにちは" });
  });
});
