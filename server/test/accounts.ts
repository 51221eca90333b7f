import { eq } from "drizzle-orm";
import { createUser, openSession } from "../api/user/repository.ts";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { client, FIXED_PASSWORD_HASH, type TestApp } from "./app.ts";

export type TestAccount = { id: number; token: string; nickname: string };

let accounts = 0;

/**
 * An account with an open session, made straight in the database: no password hashing and no API
 * round trip, so tests about other resources can make hundreds. Emails are unique per process.
 * Its address is confirmed unless `verified: false` (the verification tests go through the link).
 */
export async function createAccount(
  db: Database,
  options: { nickname?: string; now: Date; userAgent?: string; verified?: boolean },
): Promise<TestAccount> {
  accounts++;
  const nickname = options.nickname ?? "Member";
  const user = await createUser(db, {
    email: `member-${process.pid}-${accounts}@example.com`,
    nickname,
    passwordHash: FIXED_PASSWORD_HASH,
    now: options.now,
  });
  if (!user) throw new Error("account not created");
  if (options.verified !== false) {
    await db.update(users).set({ emailVerifiedAt: options.now }).where(eq(users.id, user.id));
  }
  const token = await openSession(db, {
    userId: user.id,
    userAgent: options.userAgent ?? "test",
    now: options.now,
  });
  return { id: user.id, token, nickname };
}

/** `n` accounts of a test app, made one after the other. */
export async function createAccounts(t: TestApp, n: number): Promise<TestAccount[]> {
  const list: TestAccount[] = [];
  for (let i = 0; i < n; i++) list.push(await createAccount(t.db.db, { now: t.clock.now() }));
  return list;
}

/**
 * GET and POST on a test app (`client`) and `account`, a member made straight in the database:
 * what the calls of member-facing tests (gifts, poses) start from.
 */
export function memberClient(app: () => TestApp) {
  return {
    ...client(app),
    account: (nickname = "Member") =>
      createAccount(app().db.db, { nickname, now: app().clock.now() }),
  };
}
