import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appReleases, inquiries, releaseChannels } from "../../db/schema.ts";
import { createAccount } from "../../test/accounts.ts";
import { bearer, createTestApp, type TestApp } from "../../test/app.ts";
import { EXE, inboxCalls, PDF, ticket } from "../../test/inbox.ts";
import { createStaff, type TestStaff } from "../../test/staff.ts";

let t: TestApp;
let support: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  support = await createStaff(t, "support");
});
afterAll(() => t.close());

const { upload, screenshot, send, consoleGet, inboxAction } = inboxCalls(() => t);

describe("business enquiries", () => {
  const enquiry = (over: Record<string, unknown> = {}) => ({
    company: "Manga Press Ltd.",
    name: "Aiko Tanaka",
    role: "Editor",
    email: "aiko@mangapress.example",
    country: "Japan",
    partnership: "publishing",
    message: "We would like to bundle the doll with our drawing courses.",
    language: "en-US",
    ...over,
  });

  it("refuses bad input naming the field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ company: "" }, "company"],
      [{ name: "x".repeat(101) }, "name"],
      [{ role: "a\nb" }, "role"],
      [{ partnership: "reseller" }, "partnership"],
      [{ budget: "lots" }, "budget"],
      [{ country: undefined }, "country"],
      [{ message: "" }, "message"],
    ];
    for (const [change, field] of cases) {
      const res = await send("/api/business/enquiries", enquiry(change), { challenge: false });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().data.field).toBe(field);
    }
  });

  it("takes an enquiry with a PDF and a budget; a screenshot token is not a document", async () => {
    const png = await screenshot();
    const wrong = await send("/api/business/enquiries", enquiry({ document: png }));
    expect(wrong.json().data).toMatchObject({ reason: "upload_unknown", field: "document" });
    const exe = await upload("document", EXE, "deck.pdf");
    expect(exe.json().data.reason).toBe("file_type");
    const pdf = (await upload("document", PDF, "deck.pdf")).json().data.token;
    t.mailer.sent.length = 0;
    const res = await send("/api/business/enquiries", enquiry({ document: pdf, budget: "5k_25k" }));
    expect(res.statusCode).toBe(200);
    const { reference } = res.json().data;
    expect(reference).toMatch(/^B-/);
    const mail = t.mailer.sent.find((m) => m.to === "aiko@mangapress.example");
    expect(mail?.subject).toBe(`We received your enquiry ${reference}`);
    const detail = (await consoleGet(`/api/admin/inbox/${reference}`, support)).json().data;
    expect(detail).toMatchObject({
      kind: "business",
      name: "Aiko Tanaka",
      subject: "Manga Press Ltd.",
      details: { partnership: "publishing", budget: "5k_25k", role: "Editor", country: "Japan" },
    });
    const download = await consoleGet(detail.attachments[0].url, support);
    expect(download.headers["content-disposition"]).toMatch(/^attachment;/);
    expect(download.headers["content-type"]).toBe("application/pdf");
    // Only images have a preview.
    expect((await consoleGet(`${detail.attachments[0].url}?preview=1`, support)).statusCode).toBe(
      404,
    );
    // A reply is for tickets only.
    const replied = await inboxAction(reference, "reply", { body: "Thanks" }, support);
    expect(replied.statusCode).toBe(409);
    expect(replied.json().data.reason).toBe("wrong_kind");
  });
});

describe("the beta programme", () => {
  const application = (over: Record<string, unknown> = {}) => ({
    app: "doll",
    platform: "ios",
    device: "iPhone 15",
    osVersion: "18.1",
    email: "tester@example.com",
    drawing: "Digital, on an iPad, every evening.",
    consent: true,
    language: "ko",
    ...over,
  });

  it("needs consent, known apps and platforms", async () => {
    for (const [change, field] of [
      [{ consent: false }, "consent"],
      [{ app: "paint" }, "app"],
      [{ platform: "web" }, "platform"],
      [{ device: "" }, "device"],
    ] as const) {
      const res = await send("/api/beta/applications", application(change), { challenge: false });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().data.field).toBe(field);
    }
  });

  it("keeps one application per email and app, lists them for the account, and invites", async () => {
    const member = await createAccount(t.db.db, { now: t.clock.now() });
    const first = await send("/api/beta/applications", application(), { token: member.token });
    expect(first.statusCode).toBe(200);
    const again = await send(
      "/api/beta/applications",
      application({ device: "iPhone 16", email: "TESTER@example.com" }),
      { token: member.token },
    );
    expect(again.json().data.reference).toBe(first.json().data.reference);
    const other = await send(
      "/api/beta/applications",
      application({ app: "brush", platform: "android", device: "Pixel 9" }),
      { token: member.token },
    );
    expect(other.json().data.reference).not.toBe(first.json().data.reference);
    const reference = first.json().data.reference;
    const rows = await t.db.db.select().from(inquiries).where(eq(inquiries.reference, reference));
    expect(rows.map((row) => (row.details as { device: string }).device)).toEqual(["iPhone 16"]);

    const mine = await t.app.inject({ url: "/api/beta/mine", headers: bearer(member.token) });
    expect(mine.json().data.map((a: { app: string; status: string }) => [a.app, a.status])).toEqual(
      [
        ["brush", "applied"],
        ["doll", "applied"],
      ],
    );
    expect((await t.app.inject({ url: "/api/beta/mine" })).statusCode).toBe(401);

    // No published beta build yet: accepting is refused and nothing changes.
    const early = await inboxAction(reference, "decide", { outcome: "accepted" }, support);
    expect(early.statusCode).toBe(409);
    expect(early.json().data.reason).toBe("no_beta_channel");

    const [beta] = await t.db.db
      .insert(appReleases)
      .values({
        app: "doll",
        version: "5.0.0-beta.2",
        releasedOn: "2026-05-20",
        notes: { en_us: "Beta" },
        status: "published",
      })
      .returning();
    await t.db.db.insert(releaseChannels).values({
      releaseId: beta?.id ?? 0,
      channel: "testflight",
      minOs: "16.0",
      url: "https://testflight.apple.com/join/INKDOLL1",
    });
    // The beta build stays off the public pages.
    const download = await t.app.inject({ url: "/api/download/go?app=doll&channel=testflight" });
    expect(download.statusCode).not.toBe(302);

    t.mailer.sent.length = 0;
    const accepted = await inboxAction(reference, "decide", { outcome: "accepted" }, support);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ outcome: "accepted", state: "closed" });
    const invite = t.mailer.sent.find((mail) => mail.to === "tester@example.com");
    expect(invite?.text).toContain("https://testflight.apple.com/join/INKDOLL1");
    expect(invite?.subject).toContain("베타");
    const twice = await inboxAction(reference, "decide", { outcome: "declined" }, support);
    expect(twice.json().data.reason).toBe("already_decided");
    const declined = await inboxAction(
      other.json().data.reference,
      "decide",
      { outcome: "declined" },
      support,
    );
    expect(declined.json().data.outcome).toBe("declined");

    const after = await t.app.inject({ url: "/api/beta/mine", headers: bearer(member.token) });
    expect(
      after.json().data.map((a: { app: string; status: string }) => [a.app, a.status]),
    ).toEqual(
      expect.arrayContaining([
        ["doll", "accepted"],
        ["brush", "declined"],
      ]),
    );
    // A ticket cannot be accepted.
    const ticketRef = (await send("/api/support/tickets", ticket())).json().data.reference;
    const wrong = await inboxAction(ticketRef, "decide", { outcome: "accepted" }, support);
    expect(wrong.json().data.reason).toBe("wrong_kind");
  });
});
