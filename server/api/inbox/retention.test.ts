// The inbox's personal data ends (issue 18): closed inquiries are deleted 24 months after closing
// with their messages and files (the test clock moves time), and deleting an account anonymises
// its submissions in the same transaction.
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INQUIRY_RETENTION_MONTHS } from "../../../contract/retention.ts";
import { inquiries, inquiryAttachments, inquiryMessages, uploads } from "../../db/schema.ts";
import { createTestApp, freshAddress, type TestApp } from "../../test/app.ts";
import { insertJob } from "../../test/careers.ts";
import { solvedChallenge, uploadHeaders } from "../../test/challenge.ts";
import { anonymiseSubmissionsOf, purgeExpiredInquiries } from "./retention-service.ts";
import { createInquiry, type NewInquiry } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertJob(t.db.db);
});
afterAll(() => t.close());

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const DAY = 24 * 60 * 60 * 1000;

async function pdfToken(token?: string): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/uploads?purpose=document&name=cv.pdf",
    headers: await uploadHeaders(t.app, token),
    remoteAddress: freshAddress(),
    body: PDF,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token;
}

/** A stored job application with a CV, as createInquiry makes it. */
async function application(over: Partial<NewInquiry> = {}): Promise<number> {
  const outcome = await createInquiry(t.db.db, {
    kind: "job",
    language: "en-US",
    email: "applicant@example.com",
    name: "Applicant",
    userId: null,
    subject: "3D rigging engineer",
    details: { position: "3d-rigging-engineer", links: ["https://me.example"] },
    message: "My cover note.",
    files: { tokens: [await pdfToken()], purpose: "document", field: "cv" },
    now: t.clock.now(),
    ...over,
  });
  if (!("ok" in outcome)) throw new Error("refused");
  return outcome.ok.id;
}

const close = (id: number) =>
  t.db.db
    .update(inquiries)
    .set({ state: "closed", closedAt: t.clock.now() })
    .where(eq(inquiries.id, id));

async function filesOf(ids: number[]) {
  return t.db.db
    .select({ uploadId: inquiryAttachments.uploadId })
    .from(inquiryAttachments)
    .where(inArray(inquiryAttachments.inquiryId, ids));
}

describe("the retention job", () => {
  it("deletes inquiries closed more than 24 months ago with their messages and files, only those", async () => {
    const old = await application();
    const recent = await application();
    const open = await application();
    const oldFiles = (await filesOf([old])).map((f) => f.uploadId);
    expect(oldFiles).toHaveLength(1);
    await close(old);
    t.clock.advance(100 * DAY);
    await close(recent);

    // One day short of the period after the first closing: nothing goes.
    t.clock.advance((INQUIRY_RETENTION_MONTHS * 30.5 - 100 - 2) * DAY);
    expect(await purgeExpiredInquiries(t.db.db, t.clock.now())).toBe(0);
    t.clock.advance(3 * DAY);
    expect(await purgeExpiredInquiries(t.db.db, t.clock.now())).toBe(1);

    const left = await t.db.db.select({ id: inquiries.id }).from(inquiries);
    expect(left.map((row) => row.id).sort()).toEqual([recent, open].sort());
    expect(
      await t.db.db.select().from(inquiryMessages).where(eq(inquiryMessages.inquiryId, old)),
    ).toEqual([]);
    expect(await t.db.db.select().from(uploads).where(inArray(uploads.id, oldFiles))).toEqual([]);
    expect(await filesOf([recent, open])).toHaveLength(2);
    // Run again: nothing more is due, nothing fails.
    expect(await purgeExpiredInquiries(t.db.db, t.clock.now())).toBe(0);
  });

  it("deletes each expired inquiry once when several instances run it together", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await application());
    for (const id of ids) await close(id);
    t.clock.advance((INQUIRY_RETENTION_MONTHS * 31 + 1) * DAY);
    const counts = await Promise.all([
      purgeExpiredInquiries(t.db.db, t.clock.now()),
      purgeExpiredInquiries(t.db.db, t.clock.now()),
      purgeExpiredInquiries(t.db.db, t.clock.now()),
    ]);
    // The earlier test's "recent" inquiry is past retention now too.
    expect(counts.reduce((a, b) => a + b, 0)).toBe(ids.length + 1);
    expect(await t.db.db.select().from(inquiries).where(inArray(inquiries.id, ids))).toEqual([]);
  });
});

describe("deleting an account", () => {
  const post = (url: string, payload: unknown, token?: string) =>
    t.app.inject({
      method: "POST",
      url,
      payload: payload as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      remoteAddress: freshAddress(),
    });

  async function register(email: string) {
    const res = await post("/api/user/register", {
      email,
      password: "a long enough password",
      nickname: "Mei",
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { loginKey: string; userInfo: { id: number } };
  }

  it("anonymises its submissions in the same step: personal fields, thread and files gone", async () => {
    const mei = await register("mei@example.com");
    const other = await register("other@example.com");
    const res = await post(
      "/api/careers/apply",
      {
        position: "3d-rigging-engineer",
        name: "Mei Lin",
        email: "mei@example.com",
        links: ["https://mei.example"],
        cv: await pdfToken(mei.loginKey),
        note: "Please consider me.",
        language: "zh-CN",
        challenge: await solvedChallenge(t.app),
      },
      mei.loginKey,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [applied] = await t.db.db
      .select()
      .from(inquiries)
      .where(eq(inquiries.reference, res.json().data.reference));
    if (!applied?.userId) throw new Error("the application is not linked to the account");
    const ticket = await application({
      kind: "support",
      email: "mei@example.com",
      name: null,
      userId: applied.userId,
      subject: "My gift link does not open",
      details: { topic: "gift", app: "doll", platform: "ios", device: "iPhone of Mei Lin" },
      statusKey: "status-key",
      dedupeKey: undefined,
    });
    const others = await application({ userId: null, email: "someone@example.com" });
    const otherAccount = await application({
      email: "other@example.com",
      userId: other.userInfo.id,
    });
    const mine = [applied.id, ticket];
    const mineFiles = (await filesOf(mine)).map((f) => f.uploadId);
    expect(mineFiles).toHaveLength(2);

    const wrong = await post("/api/user/delete", { password: "not it" }, mei.loginKey);
    expect(wrong.statusCode).toBe(400);
    const [untouched] = await t.db.db.select().from(inquiries).where(eq(inquiries.id, applied.id));
    expect(untouched).toMatchObject({ email: "mei@example.com", anonymisedAt: null });

    const deleted = await post(
      "/api/user/delete",
      { password: "a long enough password" },
      mei.loginKey,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);

    const rows = await t.db.db.select().from(inquiries).where(inArray(inquiries.id, mine));
    for (const row of rows) {
      expect(row).toMatchObject({ email: "", name: null, userId: null, statusTokenHash: null });
      expect(row.anonymisedAt).toBeInstanceOf(Date);
      expect(JSON.stringify(row)).not.toMatch(/mei|Mei|Please consider|mei\.example/);
    }
    expect(rows.find((row) => row.id === applied.id)).toMatchObject({
      kind: "job",
      subject: "3D rigging engineer",
      details: { position: "3d-rigging-engineer" },
    });
    expect(rows.find((row) => row.id === ticket)).toMatchObject({
      subject: "",
      details: { topic: "gift", app: "doll", platform: "ios" },
    });
    expect(
      await t.db.db.select().from(inquiryMessages).where(inArray(inquiryMessages.inquiryId, mine)),
    ).toEqual([]);
    expect(await t.db.db.select().from(uploads).where(inArray(uploads.id, mineFiles))).toEqual([]);

    // Submissions of others keep everything.
    const [kept] = await t.db.db.select().from(inquiries).where(eq(inquiries.id, otherAccount));
    expect(kept).toMatchObject({ email: "other@example.com", anonymisedAt: null });
    expect(await filesOf([others, otherAccount])).toHaveLength(2);
  });

  it("rolls the anonymisation back with the deletion when the deletion fails", async () => {
    const id = await application({ userId: null });
    const [row] = await t.db.db.select().from(inquiries).where(eq(inquiries.id, id));
    const user = await register("rollback@example.com");
    await t.db.db.update(inquiries).set({ userId: user.userInfo.id }).where(eq(inquiries.id, id));
    await expect(
      t.db.db.transaction(async (tx) => {
        await anonymiseSubmissionsOf(tx, user.userInfo.id, t.clock.now());
        throw new Error("the deletion failed");
      }),
    ).rejects.toThrow("the deletion failed");
    const [after] = await t.db.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(after).toMatchObject({ email: row?.email, anonymisedAt: null });
    expect(await filesOf([id])).toHaveLength(1);
  });
});
