// Job applications (issue 18): through the visitor form guard into the inbox as kind "job", the
// CV a PDF checked from its bytes; confirmation in the visitor's language, operators told.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_LIMITS, REFERENCE_PATTERN } from "../../../contract/inbox.ts";
import { inquiries, inquiryAttachments, inquiryMessages, uploads } from "../../db/schema.ts";
import { createTestApp, freshAddress, type TestApp } from "../../test/app.ts";
import { insertJob } from "../../test/careers.ts";
import { solvedChallenge, uploadHeaders } from "../../test/challenge.ts";
import { createStaff } from "../../test/staff.ts";

let t: TestApp;
let adminEmail: string;
beforeAll(async () => {
  t = await createTestApp();
  await insertJob(t.db.db);
  await insertJob(t.db.db, { slug: "closed-role" }, false);
  const admin = await createStaff(t, "admin");
  adminEmail = (
    await t.app.inject({
      url: "/api/admin/me",
      headers: { authorization: `Bearer ${admin.token}` },
    })
  ).json().data.email;
});
afterAll(() => t.close());

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]);

async function upload(bytes: Buffer, name: string, purpose = "document") {
  return t.app.inject({
    method: "POST",
    url: `/api/uploads?purpose=${purpose}&name=${encodeURIComponent(name)}`,
    headers: await uploadHeaders(t.app),
    remoteAddress: freshAddress(),
    body: bytes,
  });
}

async function cvToken(): Promise<string> {
  const res = await upload(PDF, "cv.pdf");
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token;
}

let emails = 0;
async function application(over: Record<string, unknown> = {}) {
  emails++;
  return {
    position: "3d-rigging-engineer",
    name: "Aiko Tanaka",
    email: `aiko${emails}@example.com`,
    links: ["https://aiko.example/portfolio", "https://www.pixiv.net/users/1"],
    cv: await cvToken(),
    note: "I rig characters for games.\nHere is my work.",
    language: "ja",
    challenge: await solvedChallenge(t.app),
    ...over,
  };
}

const apply = (payload: unknown, ip = freshAddress()) =>
  t.app.inject({
    method: "POST",
    url: "/api/careers/apply",
    payload: payload as object,
    remoteAddress: ip,
  });

describe("POST /api/careers/apply", () => {
  it("stores an application to an open position as an inbox inquiry with its CV, and mails", async () => {
    const before = t.mailer.sent.length;
    const body = await application();
    const res = await apply(body);
    expect(res.statusCode, res.body).toBe(200);
    const { reference, kind } = res.json().data;
    expect(kind).toBe("job");
    expect(reference).toMatch(REFERENCE_PATTERN);
    expect(reference.startsWith("J-")).toBe(true);

    const [row] = await t.db.db.select().from(inquiries).where(eq(inquiries.reference, reference));
    expect(row).toMatchObject({
      kind: "job",
      state: "new",
      language: "ja",
      email: body.email,
      name: "Aiko Tanaka",
      subject: "3D rigging engineer",
      details: { position: "3d-rigging-engineer", links: body.links },
    });
    const [message] = await t.db.db
      .select()
      .from(inquiryMessages)
      .where(eq(inquiryMessages.inquiryId, row?.id ?? 0));
    expect(message).toMatchObject({ author: "visitor", body: body.note });
    const files = await t.db.db
      .select({ contentType: uploads.contentType, claimed: uploads.claimedAt })
      .from(inquiryAttachments)
      .innerJoin(uploads, eq(uploads.id, inquiryAttachments.uploadId))
      .where(eq(inquiryAttachments.inquiryId, row?.id ?? 0));
    expect(files).toEqual([{ contentType: "application/pdf", claimed: expect.any(Date) }]);

    const mails = t.mailer.sent.slice(before);
    const confirmation = mails.find((mail) => mail.to === body.email);
    expect(confirmation?.subject).toContain(reference);
    expect(confirmation?.text).toContain("3D リギングエンジニア");
    expect(confirmation?.text).toContain("ありがとうございます");
    expect(mails.find((mail) => mail.to === adminEmail)?.subject).toBe(
      `New job application ${reference}`,
    );
  });

  it("takes a general application without a position", async () => {
    const body = await application({ position: null, language: "es" });
    const res = await apply(body);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.db
      .select()
      .from(inquiries)
      .where(eq(inquiries.reference, res.json().data.reference));
    expect(row).toMatchObject({ subject: "General application", details: { position: null } });
    const confirmation = t.mailer.sent.find((mail) => mail.to === body.email);
    expect(confirmation?.text).toContain(
      "Gracias por tu candidatura a Inkdoll (candidatura general)",
    );
  });

  it("refuses a closed or unknown position with 410, storing nothing", async () => {
    const count = (await t.db.db.select().from(inquiries)).length;
    for (const position of ["closed-role", "no-such-role"]) {
      const res = await apply(await application({ position }));
      expect(res.statusCode).toBe(410);
      expect(res.json().data).toMatchObject({ reason: "gone", field: "position" });
    }
    expect((await t.db.db.select().from(inquiries)).length).toBe(count);
  });

  it("names the field at fault", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "" }, "name"],
      [{ name: "x".repeat(101) }, "name"],
      [{ name: "Two\nlines" }, "name"],
      [{ email: "not-an-email" }, "email"],
      [{ links: ["http://insecure.example/me"] }, "links.0"],
      [{ links: ["https://a.example", "javascript:alert(1)"] }, "links.1"],
      [{ links: Array.from({ length: 6 }, (_, i) => `https://a${i}.example`) }, "links"],
      [{ note: "   " }, "note"],
      [{ note: "x".repeat(5001) }, "note"],
      [{ cv: "" }, "cv"],
      [{ language: "fr" }, "language"],
    ];
    for (const [over, field] of cases) {
      const res = await apply(await application(over));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().data, field).toMatchObject({ reason: "invalid_input", field });
    }
  });

  it("refuses a renamed executable as a CV, an image token, and a token used twice", async () => {
    const exe = await upload(EXE, "cv.pdf");
    expect(exe.statusCode).toBe(400);
    expect(exe.json().data).toMatchObject({ reason: "file_type", field: "file" });

    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#123" } })
      .png()
      .toBuffer();
    const image = await upload(png, "shot.png", "screenshot");
    expect(image.statusCode, image.body).toBe(200);
    const wrong = await apply(await application({ cv: image.json().data.token }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data).toMatchObject({ reason: "upload_unknown", field: "cv" });

    const first = await application();
    expect((await apply(first)).statusCode).toBe(200);
    const again = await apply({ ...first, challenge: await solvedChallenge(t.app) });
    expect(again.statusCode).toBe(400);
    expect(again.json().data).toMatchObject({ reason: "upload_unknown", field: "cv" });
  });

  it("needs the proof of work, answers a filled honeypot without storing, limits per email", async () => {
    const missing = await apply({ ...(await application()), challenge: undefined });
    expect(missing.statusCode).toBe(428);

    const count = (await t.db.db.select().from(inquiries)).length;
    const trapped = await apply({ ...(await application()), website: "https://spam.example" });
    expect(trapped.statusCode).toBe(200);
    expect(trapped.json().data.reference).toMatch(REFERENCE_PATTERN);
    expect((await t.db.db.select().from(inquiries)).length).toBe(count);

    const email = "often@example.com";
    const from = freshAddress();
    for (let i = 0; i < FORM_LIMITS.perEmail.max; i++) {
      expect((await apply(await application({ email }), from)).statusCode).toBe(200);
    }
    const limited = await apply(await application({ email }), from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().data.reason).toBe("rate_limited");
    expect(limited.headers["retry-after"]).toBeTruthy();
  });
});
