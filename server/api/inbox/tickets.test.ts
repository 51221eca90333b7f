import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { FORM_LIMITS, REFERENCE_PATTERN } from "../../../contract/inbox.ts";
import { auditEntries, inquiries } from "../../db/schema.ts";
import { eventCount } from "../../lib/metrics.ts";
import { createTestApp, freshAddress, type TestApp } from "../../test/app.ts";
import { EXE, inboxCalls, PDF, ticket } from "../../test/inbox.ts";
import { createStaff, type TestStaff } from "../../test/staff.ts";

let t: TestApp;
let support: TestStaff;
let moderator: TestStaff;
let editor: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  support = await createStaff(t, "support");
  moderator = await createStaff(t, "moderator");
  editor = await createStaff(t, "editor");
});
afterAll(() => t.close());

const { upload, screenshot, send, consoleGet, consolePost } = inboxCalls(() => t);

/** The status link a confirmation mail carries, as path and query. */
function linkIn(text: string): string {
  const match = /https?:\/\/[^\s]+\/support\/ticket\/[^\s]+/.exec(text);
  if (!match) throw new Error(`no status link in: ${text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

describe("support tickets", () => {
  it("refuses bad input naming the field", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: " " }, "email", "required"],
      [{ email: "not-an-email" }, "email", "invalid"],
      [{ topic: "refund" }, "topic", "invalid"],
      [{ platform: "windows" }, "platform", "invalid"],
      [{ message: "   " }, "message", "required"],
      [{ message: "x".repeat(5001) }, "message", "too_long"],
      [{ message: "bell \u0007" }, "message", "format"],
      [{ screenshots: ["a", "b", "c", "d"] }, "screenshots", "too_long"],
      [{ language: "fr" }, "language", "invalid"],
    ];
    for (const [change, field, problem] of cases) {
      const res = await send("/api/support/tickets", ticket(change), { challenge: false });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().data, JSON.stringify(change)).toMatchObject({
        reason: "invalid_input",
        field,
      });
      if (problem !== "invalid") expect(res.json().data.problem).toBe(problem);
    }
  });

  it("needs a solved challenge; a filled honeypot is answered but stores nothing", async () => {
    const missing = await send("/api/support/tickets", ticket(), { challenge: false });
    expect(missing.statusCode).toBe(428);
    expect(missing.json().data).toMatchObject({ reason: "challenge_required", field: "challenge" });
    const before = (await t.db.db.select({ id: inquiries.id }).from(inquiries)).length;
    const sentMails = t.mailer.sent.length;
    const counted = await eventCount("inquiry");
    const bot = await send("/api/support/tickets", ticket({ website: "http://spam.example" }));
    expect(await eventCount("inquiry")).toBe(counted);
    expect(bot.statusCode).toBe(200);
    expect(bot.json().data.reference).toMatch(REFERENCE_PATTERN);
    expect((await t.db.db.select({ id: inquiries.id }).from(inquiries)).length).toBe(before);
    expect(t.mailer.sent.length).toBe(sentMails);
  });

  it("refuses a renamed executable as a screenshot, and a document token as one", async () => {
    const exe = await upload("screenshot", EXE, "screen.png");
    expect(exe.statusCode).toBe(400);
    expect(exe.json().data).toMatchObject({ reason: "file_type", field: "file" });
    const pdf = (await upload("document", PDF, "x.pdf")).json().data.token;
    const res = await send("/api/support/tickets", ticket({ screenshots: [pdf] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toMatchObject({ reason: "upload_unknown", field: "screenshots" });
  });

  it("limits one email to a few tickets an hour from one address", async () => {
    const email = `flood-${Date.now()}@example.com`;
    const from = freshAddress();
    for (let i = 0; i < FORM_LIMITS.perEmail.max; i++) {
      const res = await send("/api/support/tickets", ticket({ email }), { ip: from });
      expect(res.statusCode).toBe(200);
    }
    const over = await send("/api/support/tickets", ticket({ email }), { ip: from });
    expect(over.statusCode).toBe(429);
    expect(over.json().data.reason).toBe("rate_limited");
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("never lets others' submissions block the owner, nor flood the owner's mailbox (issue 30)", async () => {
    const email = `victim-${Date.now()}@example.com`;
    const confirmations = () => t.mailer.sent.filter((m) => m.to === email).length;
    // Someone sends tickets carrying the owner's email from several addresses.
    for (let i = 0; i < FORM_LIMITS.perEmail.max + 2; i++) {
      expect((await send("/api/support/tickets", ticket({ email }))).statusCode).toBe(200);
    }
    // The owner, from a clean address with a solved challenge, still files one (before: 429 for
    // an hour), and is answered with its reference.
    const own = await send("/api/support/tickets", ticket({ email }));
    expect(own.statusCode).toBe(200);
    expect(own.json().data.reference).toMatch(/^T-/);
    // At most FORM_LIMITS.confirmationsPerEmail confirmations reached the mailbox.
    await vi.waitFor(() => expect(confirmations()).toBe(FORM_LIMITS.confirmationsPerEmail.max));
  });

  it("files a ticket with a screenshot, mails the link, and threads replies both ways", async () => {
    const token = await screenshot();
    t.mailer.sent.length = 0;
    const counted = await eventCount("inquiry");
    const res = await send("/api/support/tickets", ticket({ screenshots: [token] }));
    expect(res.statusCode).toBe(200);
    expect(await eventCount("inquiry")).toBe(counted + 1);
    const { reference } = res.json().data;
    expect(reference).toMatch(/^T-/);

    // The confirmation, in Japanese, to the address as typed (lower-cased), with the link.
    const confirmation = t.mailer.sent.find((mail) => mail.to === "hana@example.com");
    expect(confirmation?.subject).toContain(reference);
    expect(confirmation?.subject).toContain("受け付けました");
    const link = linkIn(confirmation?.text ?? "");
    expect(link).toContain("lang=ja");
    // Every operator who reads the inbox is told; the editor is not.
    const notices = t.mailer.sent.filter((mail) => mail.subject.startsWith("New support ticket"));
    expect(notices.length).toBeGreaterThanOrEqual(2);
    expect(notices.every((mail) => mail.text.includes(`/admin/inbox?ref=${reference}`))).toBe(true);

    const statusUrl = `/api${link.replace("/support/ticket/", "/support/tickets/")}`;
    const status = await t.app.inject({ url: statusUrl });
    expect(status.statusCode).toBe(200);
    expect(status.json().data).toMatchObject({
      reference,
      state: "new",
      topic: "bug",
      messages: [{ author: "visitor", files: ["screen.png"] }],
    });
    const wrong = await t.app.inject({ url: `/api/support/tickets/${reference}?token=nope` });
    expect(wrong.statusCode).toBe(404);

    // The console: the moderator reads but may not reply; support replies and notes.
    expect((await consoleGet(`/api/admin/inbox/${reference}`, moderator)).statusCode).toBe(200);
    const denied = await consolePost(
      `/api/admin/inbox/${reference}/reply`,
      { body: "Hi" },
      moderator,
    );
    expect(denied.statusCode).toBe(403);
    expect((await consoleGet("/api/admin/inbox", editor)).statusCode).toBe(403);

    const note = await consolePost(
      `/api/admin/inbox/${reference}/notes`,
      { body: "Known bug #412, fixed in 4.9." },
      support,
    );
    expect(note.statusCode).toBe(200);
    t.mailer.sent.length = 0;
    const replied = await consolePost(
      `/api/admin/inbox/${reference}/reply`,
      { body: "Please update to 4.9: it fixes this." },
      support,
    );
    expect(replied.statusCode).toBe(200);
    const detail = replied.json().data;
    expect(detail.state).toBe("waiting");
    expect(detail.assignee?.userId).toBe(support.id);
    expect(detail.thread.map((m: { author: string }) => m.author)).toEqual([
      "visitor",
      "note",
      "staff",
    ]);
    expect(detail.thread[2].emailedAt).not.toBeNull();
    const replyMail = t.mailer.sent.find((mail) => mail.to === "hana@example.com");
    expect(replyMail?.text).toContain("Please update to 4.9");
    expect(replyMail?.subject).toContain("返信");
    expect(linkIn(replyMail?.text ?? "")).toBe(link);

    // The visitor sees the reply, never the note, and answers: the ticket opens again.
    const seen = (await t.app.inject({ url: statusUrl })).json().data;
    expect(seen.state).toBe("waiting");
    expect(seen.messages.map((m: { author: string }) => m.author)).toEqual(["visitor", "staff"]);
    expect(JSON.stringify(seen)).not.toContain("Known bug");
    const answer = await send(statusUrl.replace("?", "/messages?"), {
      message: "Updated, it works now. Thanks!",
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.state).toBe("open");
    expect(answer.json().data.messages).toHaveLength(3);
    const noChallenge = await send(
      statusUrl.replace("?", "/messages?"),
      { message: "again" },
      { challenge: false },
    );
    expect(noChallenge.statusCode).toBe(428);

    // The screenshot downloads only through the console, with the permission.
    const file = detail.attachments[0];
    expect(file.fileName).toBe("screen.png");
    const download = await consoleGet(file.url, moderator);
    expect(download.statusCode).toBe(200);
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.headers["content-security-policy"]).toContain("sandbox");
    expect((await t.app.inject({ url: file.url })).statusCode).toBe(401);
    expect((await consoleGet(file.url, editor)).statusCode).toBe(403);
    // Its preview: a small WebP through the same permission check (the console's thumbnail).
    const preview = await consoleGet(`${file.url}?preview=1`, moderator);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(preview.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(320);
    expect((await consoleGet(`${file.url}?preview=1`, editor)).statusCode).toBe(403);
    expect((await consoleGet(`${file.url}?preview=yes`, moderator)).json().data).toMatchObject({
      reason: "invalid_input",
      field: "preview",
    });

    // Closing stamps closed_at; everything is in the audit log.
    const closed = await consolePost(
      `/api/admin/inbox/${reference}/state`,
      { state: "closed" },
      support,
    );
    expect(closed.json().data.closedAt).not.toBeNull();
    const audit = await t.db.db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(eq(auditEntries.entityId, reference));
    expect(audit.length).toBeGreaterThanOrEqual(4);
  });

  it("lists and filters in the console", async () => {
    const res = await consoleGet("/api/admin/inbox?kind=support&language=ja", support);
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list.total).toBeGreaterThan(0);
    expect(list.items.every((i: { kind: string }) => i.kind === "support")).toBe(true);
    expect(list.assignees.map((a: { userId: number }) => a.userId)).toEqual(
      expect.arrayContaining([support.id, moderator.id]),
    );
    expect(list.assignees.map((a: { userId: number }) => a.userId)).not.toContain(editor.id);
    const mine = (await consoleGet("/api/admin/inbox?assignee=me", support)).json().data;
    expect(
      mine.items.every((i: { assignee: { userId: number } }) => i.assignee?.userId === support.id),
    ).toBe(true);
    const reference = list.items[0].reference;
    const toEditor = await consolePost(
      `/api/admin/inbox/${reference}/assign`,
      { assigneeId: editor.id },
      support,
    );
    expect(toEditor.statusCode).toBe(400);
    expect(toEditor.json().data).toMatchObject({ reason: "not_assignable", field: "assigneeId" });
    const toModerator = await consolePost(
      `/api/admin/inbox/${reference}/assign`,
      { assigneeId: moderator.id },
      support,
    );
    expect(toModerator.json().data.assignee.userId).toBe(moderator.id);
    const bad = await consoleGet("/api/admin/inbox?state=lost", support);
    expect(bad.statusCode).toBe(400);
  });
});
