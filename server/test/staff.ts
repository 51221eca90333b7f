import { generate } from "otplib";
import type { Role } from "../../contract/permissions.ts";
import { openSession } from "../api/user/repository.ts";
import { staffMembers } from "../db/schema.ts";
import { createAccount } from "./accounts.ts";
import type { TestApp } from "./app.ts";

export type TestStaff = {
  id: number;
  /** A session opened after two-factor log-in was turned on, as a real log-in would be. */
  token: string;
  role: Role;
  /** The TOTP secret (absent with `twoFactor: false`), for re-authentication in tests. */
  secret?: string;
  recoveryCodes: string[];
};

/**
 * A staff account of `role` made through the real services: the account, the grant, two-factor
 * log-in enrolled with a real code (unless `twoFactor: false`), then a fresh session.
 */
export async function createStaff(
  t: TestApp,
  role: Role,
  options: { twoFactor?: boolean } = {},
): Promise<TestStaff> {
  const account = await createAccount(t.db.db, { nickname: `Staff ${role}`, now: t.clock.now() });
  await t.db.db.insert(staffMembers).values({ userId: account.id, role });
  if (options.twoFactor === false) {
    return { id: account.id, token: account.token, role, recoveryCodes: [] };
  }
  const setup = await t.app.twoFactor.startSetup(account.id, `staff-${account.id}`);
  if (!setup) throw new Error("two-factor setup refused");
  const code = await generate({
    secret: setup.secret,
    epoch: Math.floor(t.clock.current.getTime() / 1000),
  });
  const confirmed = await t.app.twoFactor.confirmSetup(account.id, code, { scope: "test" });
  if ("refused" in confirmed) throw new Error(`two-factor refused: ${confirmed.refused.reason}`);
  // Past the enrolment code's window, and the session starts after two-factor log-in was on.
  t.clock.advance(3 * 30_000);
  const token = await openSession(t.db.db, {
    userId: account.id,
    userAgent: "staff test",
    now: t.clock.now(),
  });
  return { id: account.id, token, role, secret: setup.secret, recoveryCodes: confirmed.ok };
}

/** One staff account of every role (and one without two-factor log-in), for permission tables. */
export async function createStaffOfEveryRole(t: TestApp) {
  return {
    admin: await createStaff(t, "admin"),
    editor: await createStaff(t, "editor"),
    support: await createStaff(t, "support"),
    moderator: await createStaff(t, "moderator"),
    noTwoFactor: await createStaff(t, "admin", { twoFactor: false }),
  };
}

export type StaffOfEveryRole = Awaited<ReturnType<typeof createStaffOfEveryRole>>;

/** What an area only administrators open answers each staff member: 200 or 403. */
export const ADMIN_ONLY = [
  ["admin", 200],
  ["editor", 403],
  ["support", 403],
  ["moderator", 403],
  ["noTwoFactor", 403],
] as const;
