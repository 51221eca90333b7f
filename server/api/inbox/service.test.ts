import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { REFERENCE_PATTERN } from "../../../contract/inbox.ts";
import { inquiries, inquiryAttachments, inquiryMessages, uploads } from "../../db/schema.ts";
import { freshAddress } from "../../test/app.ts";
import { uploadHeaders } from "../../test/challenge.ts";
import { testAppForFile } from "../../test/per-file.ts";
import { createInquiry, inquiryByStatusToken, type NewInquiry, statusTokenOf } from "./service.ts";

const t = testAppForFile();

async function screenshotToken(): Promise<string> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#123" } })
    .png()
    .toBuffer();
  const res = await t.app.inject({
    method: "POST",
    url: "/api/uploads?purpose=screenshot&name=shot.png",
    headers: await uploadHeaders(t.app),
    remoteAddress: freshAddress(),
    body: png,
  });
  return res.json().data.token;
}

const ticket = (over: Partial<NewInquiry> = {}): NewInquiry => ({
  kind: "support",
  language: "ja",
  email: "visitor@example.com",
  name: null,
  userId: null,
  subject: "The doll does not load",
  details: { topic: "bug", app: "doll", platform: "ios" },
  message: "It stays grey after the update.",
  statusKey: "test-status-key",
  now: t.clock.now(),
  ...over,
});

describe("createInquiry", () => {
  it("stores the inquiry, its first message and its claimed files, with a status token", async () => {
    const token = await screenshotToken();
    const outcome = await createInquiry(
      t.db.db,
      ticket({ files: { tokens: [token], purpose: "screenshot", field: "screenshots" } }),
    );
    if (!("ok" in outcome)) throw new Error("refused");
    const { reference, statusToken, updated } = outcome.ok;
    expect(reference).toMatch(REFERENCE_PATTERN);
    expect(reference.startsWith("T-")).toBe(true);
    expect(updated).toBe(false);
    expect(statusToken).toBe(statusTokenOf("test-status-key", reference));
    const [row] = await t.db.db.select().from(inquiries).where(eq(inquiries.reference, reference));
    expect(row).toMatchObject({ state: "new", kind: "support", language: "ja" });
    expect(row?.statusTokenHash).not.toBe(statusToken);
    const messages = await t.db.db
      .select()
      .from(inquiryMessages)
      .where(eq(inquiryMessages.inquiryId, outcome.ok.id));
    expect(messages.map((m) => [m.author, m.body])).toEqual([
      ["visitor", "It stays grey after the update."],
    ]);
    const files = await t.db.db
      .select({ claimedAt: uploads.claimedAt })
      .from(inquiryAttachments)
      .innerJoin(uploads, eq(uploads.id, inquiryAttachments.uploadId))
      .where(eq(inquiryAttachments.inquiryId, outcome.ok.id));
    expect(files).toHaveLength(1);
    expect(files[0]?.claimedAt).not.toBeNull();

    expect(await inquiryByStatusToken(t.db.db, reference, statusToken ?? "")).toEqual({
      id: outcome.ok.id,
    });
    expect(await inquiryByStatusToken(t.db.db, reference, "wrong")).toBeUndefined();
    expect(await inquiryByStatusToken(t.db.db, "T-ZZZZZZ", statusToken ?? "")).toBeUndefined();
  });

  it("stores nothing when a named upload cannot be claimed (used, unknown)", async () => {
    const token = await screenshotToken();
    const first = await createInquiry(
      t.db.db,
      ticket({ files: { tokens: [token], purpose: "screenshot", field: "screenshots" } }),
    );
    expect("ok" in first).toBe(true);
    const before = (await t.db.db.select({ id: inquiries.id }).from(inquiries)).length;
    const again = await createInquiry(
      t.db.db,
      ticket({ files: { tokens: [token], purpose: "screenshot", field: "screenshots" } }),
    );
    expect(again).toEqual({ refused: { reason: "upload_unknown", field: "screenshots" } });
    // The wrong purpose is refused the same way.
    const other = await screenshotToken();
    const wrong = await createInquiry(
      t.db.db,
      ticket({ files: { tokens: [other], purpose: "document", field: "document" } }),
    );
    expect(wrong).toEqual({ refused: { reason: "upload_unknown", field: "document" } });
    expect((await t.db.db.select({ id: inquiries.id }).from(inquiries)).length).toBe(before);
  });

  it("keeps one inquiry per dedupe key: a second submission, even concurrent, updates it", async () => {
    const beta = (device: string): NewInquiry => ({
      kind: "beta",
      language: "en-US",
      email: "tester@example.com",
      name: null,
      userId: null,
      subject: "Doll · iOS",
      details: { app: "doll", platform: "ios", device },
      message: "I draw every day.",
      dedupeKey: "beta:tester@example.com:doll",
      now: t.clock.now(),
    });
    const [a, b] = await Promise.all([
      createInquiry(t.db.db, beta("iPhone 15")),
      createInquiry(t.db.db, beta("iPad Air")),
    ]);
    if (!("ok" in a) || !("ok" in b)) throw new Error("refused");
    expect(a.ok.reference).toBe(b.ok.reference);
    expect([a.ok.updated, b.ok.updated].sort()).toEqual([false, true]);
    expect(a.ok.reference.startsWith("P-")).toBe(true);
    expect(a.ok.statusToken).toBeNull();
    const rows = await t.db.db
      .select()
      .from(inquiries)
      .where(eq(inquiries.dedupeKey, "beta:tester@example.com:doll"));
    expect(rows).toHaveLength(1);
    const messages = await t.db.db
      .select()
      .from(inquiryMessages)
      .where(eq(inquiryMessages.inquiryId, a.ok.id));
    expect(messages).toHaveLength(2);
  });
});
