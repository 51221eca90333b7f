import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PERMISSIONS, ROLES } from "../../../contract/permissions.ts";
import { auditEntries } from "../../db/schema.ts";
import { recordAudit } from "../../lib/audit.ts";
import { createAccount } from "../../test/accounts.ts";
import { bearer } from "../../test/app.ts";
import { testAppForFile } from "../../test/per-file.ts";
import { createStaff } from "../../test/staff.ts";

const t = testAppForFile();

const me = (token?: string) =>
  t.app.inject({ method: "GET", url: "/api/admin/me", headers: bearer(token) });

describe("the staff guard", () => {
  it.each(ROLES)(
    "lets a %s with two-factor log-in in, with the role's permissions",
    async (role) => {
      const staff = await createStaff(t, role);
      const res = await me(staff.token);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.role).toBe(role);
      expect(data.email).toMatch(/@example\.com$/);
      expect(
        data.permissions.every((p: string) => (PERMISSIONS as readonly string[]).includes(p)),
      ).toBe(true);
      if (role === "admin") expect(data.permissions).toEqual([...PERMISSIONS]);
    },
  );

  it("refuses without a login, and a visitor who is not staff", async () => {
    expect((await me()).statusCode).toBe(401);
    const visitor = await createAccount(t.db.db, { now: t.clock.now() });
    const res = await me(visitor.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().data.reason).toBe("not_staff");
  });

  it("keeps the console closed until two-factor log-in is on", async () => {
    const staff = await createStaff(t, "admin", { twoFactor: false });
    const res = await me(staff.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().data.reason).toBe("two_factor_setup_required");
  });

  it("refuses a session that began before two-factor log-in was turned on", async () => {
    const visitor = await createAccount(t.db.db, { now: t.clock.now() });
    await t.db.db.execute(
      sql`insert into staff_members (user_id, role) values (${visitor.id}, 'admin')`,
    );
    t.clock.advance(1000);
    const setup = await t.app.twoFactor.startSetup(visitor.id, "x");
    const { generate } = await import("otplib");
    const code = await generate({
      secret: setup?.secret ?? "",
      epoch: Math.floor(t.clock.current.getTime() / 1000),
    });
    expect("ok" in (await t.app.twoFactor.confirmSetup(visitor.id, code, { scope: "test" }))).toBe(
      true,
    );
    const res = await me(visitor.token);
    expect(res.statusCode).toBe(401);
    expect(res.json().data.reason).toBe("staff_session_expired");
  });

  it("ends staff sessions after 30 idle minutes, and after 12 hours however busy", async () => {
    const idle = await createStaff(t, "editor");
    expect((await me(idle.token)).statusCode).toBe(200);
    t.clock.advance(31 * 60 * 1000);
    const late = await me(idle.token);
    expect(late.statusCode).toBe(401);
    expect(late.json().data.reason).toBe("staff_session_expired");

    const busy = await createStaff(t, "editor");
    for (let hour = 0; hour < 12 * 3; hour++) {
      expect((await me(busy.token)).statusCode).toBe(200);
      t.clock.advance(20 * 60 * 1000);
    }
    t.clock.advance(60 * 1000);
    const res = await me(busy.token);
    expect(res.statusCode).toBe(401);
    expect(res.json().data.reason).toBe("staff_session_expired");
  });
});

describe("the audit log", () => {
  it("keeps entries that nobody can change or delete", async () => {
    await recordAudit(t.db.db, {
      actor: { userId: null, label: "cli" },
      action: "manage:staff",
      entity: "staff",
      entityId: 1,
      before: null,
      after: { role: "admin" },
      at: new Date(),
    });
    await expect(
      t.db.db.execute(sql`update audit_entries set actor = 'someone else'`),
    ).rejects.toThrow();
    await expect(t.db.db.execute(sql`delete from audit_entries`)).rejects.toThrow();
    const rows = await t.db.db.select({ actor: auditEntries.actor }).from(auditEntries);
    expect(rows).toEqual([{ actor: "cli" }]);
  });
});
