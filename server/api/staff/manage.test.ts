import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVITATION_LIFETIME_MS } from "../../../contract/staff.ts";
import { users } from "../../db/schema.ts";
import { createAccount } from "../../test/accounts.ts";
import { client, createTestApp, type TestApp } from "../../test/app.ts";
import { createStaff, type TestStaff } from "../../test/staff.ts";
import { hashPassword } from "../user/passwords.ts";
import { openSession } from "../user/repository.ts";

let t: TestApp;
let admin: TestStaff;
const PASSWORD = "correct horse battery staple";
beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, "admin");
  await t.db.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, admin.id));
});
afterAll(() => t.close());
const { post, get } = client(() => t);

const code = (secret: string) =>
  generate({ secret, epoch: Math.floor(t.clock.current.getTime() / 1000) });
const emailOf = async (id: number) =>
  (await t.db.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email ??
  "";
const audit = async (query = "") =>
  (await get(`/api/admin/audit${query}`, admin.token)).json().data;

describe("invitations", () => {
  it("are made by an admin, mailed, listed, accepted once by the invited account", async () => {
    const invitee = await createAccount(t.db.db, { now: t.clock.now() });
    const email = await emailOf(invitee.id);
    const res = await post("/api/admin/staff/invite", { email, role: "editor" }, admin.token);
    expect(res.statusCode).toBe(200);
    const { link, invitation } = res.json().data;
    expect(link).toMatch(/^http:\/\/localhost:\d+\/admin\/invite\?token=[\w-]{43}$/);
    expect(t.mailer.sent.at(-1)?.to).toBe(email);
    expect(t.mailer.sent.at(-1)?.text).toContain(link);
    const list = (await get("/api/admin/staff", admin.token)).json().data;
    expect(list.invitations.map((i: { id: number }) => i.id)).toContain(invitation.id);

    const token = new URL(link).searchParams.get("token") ?? "";
    const info = (await get(`/api/invitation?token=${token}`)).json().data;
    expect(info).toMatchObject({ role: "editor", state: "pending" });
    expect(info.email).toMatch(/^m\*\*\*@example\.com$/);

    const other = await createAccount(t.db.db, { now: t.clock.now() });
    const wrong = await post("/api/invitation/accept", { token }, other.token);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().data.reason).toBe("invitation_wrong_account");
    expect((await post("/api/invitation/accept", { token })).statusCode).toBe(401);

    const accepted = await post("/api/invitation/accept", { token }, invitee.token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toEqual({ role: "editor", twoFactor: false });
    const again = await post("/api/invitation/accept", { token }, invitee.token);
    expect(again.statusCode).toBe(410);
    expect(again.json().data.reason).toBe("invitation_used");
    // Staff now, but the console stays closed until two-factor log-in is on.
    const me = await get("/api/admin/me", invitee.token);
    expect(me.json().data.reason).toBe("two_factor_setup_required");
    const staff = (await get("/api/admin/staff", admin.token)).json().data.staff;
    expect(staff).toContainEqual(
      expect.objectContaining({ email, role: "editor", twoFactor: false }),
    );

    const log = await audit();
    expect(log.entries[0]).toMatchObject({
      actor: email,
      action: "accept:invitation",
      entity: "staff",
      after: { email, role: "editor" },
    });
    expect(log.entries[1]).toMatchObject({ action: "create:invitation", entity: "invitation" });
  });

  it("expire, can be revoked, and refuse bad input with the field named", async () => {
    const invitee = await createAccount(t.db.db, { now: t.clock.now() });
    const email = await emailOf(invitee.id);
    const first = (
      await post("/api/admin/staff/invite", { email, role: "support" }, admin.token)
    ).json().data;
    const second = (
      await post("/api/admin/staff/invite", { email, role: "moderator" }, admin.token)
    ).json().data;
    const revoked = await post(
      "/api/admin/staff/invitations/revoke",
      { id: second.invitation.id },
      admin.token,
    );
    expect(revoked.statusCode).toBe(200);
    const token2 = new URL(second.link).searchParams.get("token");
    expect(
      (await post("/api/invitation/accept", { token: token2 }, invitee.token)).statusCode,
    ).toBe(404);
    expect(
      (await post("/api/admin/staff/invitations/revoke", { id: second.invitation.id }, admin.token))
        .statusCode,
    ).toBe(404);

    t.clock.advance(INVITATION_LIFETIME_MS + 1000);
    const token1 = new URL(first.link).searchParams.get("token");
    const late = await post("/api/invitation/accept", { token: token1 }, invitee.token);
    expect(late.statusCode).toBe(410);
    expect(late.json().data.reason).toBe("expired");
    // A week later the admin's staff session is long over: log in again.
    admin.token = await openSession(t.db.db, {
      userId: admin.id,
      userAgent: "t",
      now: t.clock.now(),
    });

    const bad = await post(
      "/api/admin/staff/invite",
      { email: "nope", role: "admin" },
      admin.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data).toMatchObject({ reason: "invalid_input", field: "email" });
    const badRole = await post("/api/admin/staff/invite", { email, role: "owner" }, admin.token);
    expect(badRole.json().data.field).toBe("role");
  });

  it("limit token guesses per address", async () => {
    const ip = "203.0.113.77";
    let last = 0;
    for (let i = 0; i < 8; i++) {
      last = (await get(`/api/invitation?token=${"x".repeat(43)}`, undefined, ip)).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe("changing and removing staff", () => {
  it("needs a fresh password or code, checked on the server", async () => {
    const editor = await createStaff(t, "editor");
    const body = { userId: editor.id, expected: "editor", role: "support" };
    const none = await post("/api/admin/staff/role", body, admin.token);
    expect(none.statusCode).toBe(400);
    expect(none.json().data).toMatchObject({ reason: "confirmation_required", field: "confirm" });
    const wrongPassword = await post(
      "/api/admin/staff/role",
      { ...body, confirm: "not my password" },
      admin.token,
    );
    expect(wrongPassword.json().data).toMatchObject({ reason: "password_wrong", field: "confirm" });
    const wrongCode = await post(
      "/api/admin/staff/role",
      { ...body, confirm: "000000" },
      admin.token,
    );
    expect(wrongCode.json().data.reason).toBe("code_wrong");

    const byPassword = await post(
      "/api/admin/staff/role",
      { ...body, confirm: PASSWORD },
      admin.token,
    );
    expect(byPassword.statusCode).toBe(200);
    expect(byPassword.json().data.role).toBe("support");

    t.clock.advance(60_000);
    const byCode = await post(
      "/api/admin/staff/role",
      {
        userId: editor.id,
        expected: "support",
        role: "moderator",
        confirm: await code(admin.secret ?? ""),
      },
      admin.token,
    );
    expect(byCode.statusCode).toBe(200);
    // Someone else changed it meanwhile: the role the admin saw is stale.
    const stale = await post(
      "/api/admin/staff/role",
      { userId: editor.id, expected: "support", role: "editor", confirm: PASSWORD },
      admin.token,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.reason).toBe("conflict");

    const recovery = admin.recoveryCodes[0] ?? "";
    const removed = await post(
      "/api/admin/staff/remove",
      { userId: editor.id, expected: "moderator", confirm: recovery },
      admin.token,
    );
    expect(removed.statusCode).toBe(200);
    expect((await get("/api/admin/me", editor.token)).json().data.reason).toBe("not_staff");
    // A recovery code works once: again, it is spent (409), not a wrong guess.
    const other = await createStaff(t, "support");
    const reused = await post(
      "/api/admin/staff/remove",
      { userId: other.id, expected: "support", confirm: recovery },
      admin.token,
    );
    expect(reused.statusCode).toBe(409);
    expect(reused.json().data).toMatchObject({ reason: "code_used", field: "confirm" });

    const log = await audit("?entity=staff");
    const email = await emailOf(editor.id);
    expect(log.entries.slice(0, 3).map((e: { action: string }) => e.action)).toEqual([
      "remove:staff",
      "update:staff",
      "update:staff",
    ]);
    expect(log.entries[0]).toMatchObject({ before: { email, role: "moderator" }, after: null });
    expect(log.entries[1]).toMatchObject({
      actor: await emailOf(admin.id),
      before: { role: "support" },
      after: { role: "moderator" },
    });
  });

  it("never leaves the console without an administrator", async () => {
    const solo = await createTestApp();
    const soloPost = client(() => solo).post;
    try {
      const only = await createStaff(solo, "admin");
      /** `by` makes the only admin an editor, confirming with their first recovery code. */
      const demoteOnly = (by: TestStaff) =>
        soloPost(
          "/api/admin/staff/role",
          { userId: only.id, expected: "admin", role: "editor", confirm: by.recoveryCodes[0] },
          by.token,
        );
      const res = await demoteOnly(only);
      expect(res.statusCode).toBe(409);
      expect(res.json().data.reason).toBe("last_admin");
      const remove = await soloPost(
        "/api/admin/staff/remove",
        { userId: only.id, expected: "admin", confirm: only.recoveryCodes[1] },
        only.token,
      );
      expect(remove.json().data.reason).toBe("last_admin");
      // With a second admin, one may step down.
      const second = await createStaff(solo, "admin");
      const stepDown = await demoteOnly(second);
      expect(stepDown.statusCode).toBe(200);
    } finally {
      await solo.close();
    }
  });
});

describe("the audit log API", () => {
  it("filters by actor, entity, action and days, newest first, paged", async () => {
    const all = await audit();
    expect(all.total).toBeGreaterThan(5);
    const times = all.entries.map((e: { at: string }) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(all.entities).toEqual(expect.arrayContaining(["invitation", "staff"]));

    const byAction = await audit("?action=create%3Ainvitation");
    expect(
      byAction.entries.every((e: { action: string }) => e.action === "create:invitation"),
    ).toBe(true);
    expect(byAction.total).toBe(3);
    const adminEmail = await emailOf(admin.id);
    const byActor = await audit(`?actor=${encodeURIComponent(adminEmail)}`);
    expect(byActor.entries.every((e: { actor: string }) => e.actor === adminEmail)).toBe(true);
    // Entries carry the app's clock (the test clock, months from the real date), not the
    // database's: the test clock's days since it started hold them all, the real day none.
    const until = t.clock.now().toISOString().slice(0, 10);
    expect((await audit(`?since=2026-06-01&until=${until}`)).total).toBe(all.total);
    const realDay = new Date().toISOString().slice(0, 10);
    expect((await audit(`?since=${realDay}&until=${realDay}`)).total).toBe(0);
    expect((await audit(`?actor=cli`)).total).toBe(0);
    expect((await audit("?until=2000-01-01")).total).toBe(0);
    const bad = await get("/api/admin/audit?since=yesterday", admin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.field).toBe("since");
    const page2 = await audit("?page=2");
    expect(page2.entries).toEqual([]);
  });

  it("has no way to change or delete entries", async () => {
    for (const method of ["PUT", "PATCH", "DELETE"] as const) {
      const res = await t.app.inject({
        method,
        url: "/api/admin/audit",
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(res.statusCode).toBe(404);
    }
  });
});
