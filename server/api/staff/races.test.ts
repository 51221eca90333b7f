// Concurrent staff changes: an invitation accepted twice at once, two admins demoting each other.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { staffMembers, users } from "../../db/schema.ts";
import { createAccount } from "../../test/accounts.ts";
import { bearer, createTestApp } from "../../test/app.ts";
import { testAppForFile } from "../../test/per-file.ts";
import { createStaff } from "../../test/staff.ts";

const t = testAppForFile();
const post = (url: string, payload: object, token: string) =>
  t.app.inject({ method: "POST", url, payload, headers: bearer(token) });

describe("concurrent staff changes", () => {
  it("accept an invitation exactly once", async () => {
    const admin = await createStaff(t, "admin");
    const invitee = await createAccount(t.db.db, { now: t.clock.now() });
    const [user] = await t.db.db.select().from(users).where(eq(users.id, invitee.id));
    const invited = await post(
      "/api/admin/staff/invite",
      { email: user?.email, role: "support" },
      admin.token,
    );
    const token = new URL(invited.json().data.link).searchParams.get("token") ?? "";
    const answers = await Promise.all(
      [1, 2, 3].map(() => post("/api/invitation/accept", { token }, invitee.token)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410, 410]);
    const grants = await t.db.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.userId, invitee.id));
    expect(grants).toHaveLength(1);
  });

  it("never lets two admins demote each other down to none", async () => {
    const solo = await createTestApp();
    try {
      const a = await createStaff(solo, "admin");
      const b = await createStaff(solo, "admin");
      const demote = (by: typeof a, who: typeof a) =>
        solo.app.inject({
          method: "POST",
          url: "/api/admin/staff/role",
          headers: bearer(by.token),
          payload: {
            userId: who.id,
            expected: "admin",
            role: "editor",
            confirm: by.recoveryCodes[0],
          },
        });
      const answers = await Promise.all([demote(a, b), demote(b, a)]);
      const codes = answers.map((res) => res.json().data?.reason ?? res.statusCode);
      // One demotion goes through; the other finds itself the last admin (or no longer admin).
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      const admins = await solo.db.db
        .select()
        .from(staffMembers)
        .where(eq(staffMembers.role, "admin"));
      expect(admins).toHaveLength(1);
    } finally {
      await solo.close();
    }
  });
});
