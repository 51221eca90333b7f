import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { UserInfo } from "../../../contract/user.ts";
import type { Database } from "../../db/client.ts";
import { passwordResets, sessions, users } from "../../db/schema.ts";

export const IDLE_LIFETIME_MS = 30 * 24 * 3600 * 1000;
export const ABSOLUTE_LIFETIME_MS = 90 * 24 * 3600 * 1000;
/** last_seen_at is written at most this often, not on every request. */
const SEEN_RESOLUTION_MS = 60 * 1000;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** a***@example.com: enough to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export type UserRow = typeof users.$inferSelect;

export function toUserInfo(user: UserRow): UserInfo {
  return {
    id: user.id,
    nickname: user.nickname,
    email: maskEmail(user.email),
    avatar: user.avatar,
    createdAt: user.createdAt.toISOString(),
    emailVerified: user.emailVerifiedAt !== null,
  };
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return row ?? null;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Creates the account; null when the email is taken (the unique index decides, not a read). */
export async function createUser(
  db: Database,
  input: { email: string; nickname: string; passwordHash: string; now: Date },
): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values({
      email: normalizeEmail(input.email),
      nickname: input.nickname.trim(),
      passwordHash: input.passwordHash,
      createdAt: input.now,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** A new 256-bit bearer token; only its hash is kept. */
export async function openSession(
  db: Database,
  input: { userId: number; userAgent: string; now: Date },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    userId: input.userId,
    tokenHash: hashToken(token),
    userAgent: input.userAgent.slice(0, 512),
    createdAt: input.now,
    lastSeenAt: input.now,
  });
  return token;
}

export type SessionCheck =
  | { status: "ok"; user: UserRow; sessionId: number; startedAt: Date; previousSeenAt: Date }
  | { status: "missing" }
  | { status: "expired" };

/** Resolves a bearer token: unknown → missing (code 2), past its idle or absolute life → expired (155). */
export async function checkSession(db: Database, token: string, now: Date): Promise<SessionCheck> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)));
  if (!row) return { status: "missing" };
  const idle = now.getTime() - row.session.lastSeenAt.getTime();
  const age = now.getTime() - row.session.createdAt.getTime();
  if (idle > IDLE_LIFETIME_MS || age > ABSOLUTE_LIFETIME_MS) {
    await db.delete(sessions).where(eq(sessions.id, row.session.id));
    return { status: "expired" };
  }
  if (idle > SEEN_RESOLUTION_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session.id));
  }
  return {
    status: "ok",
    user: row.user,
    sessionId: row.session.id,
    startedAt: row.session.createdAt,
    previousSeenAt: row.session.lastSeenAt,
  };
}

export async function closeSession(db: Database, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/**
 * A new password. Every session ends but `keepSessionId` (a change from a logged-in device);
 * after a reset none is kept and the reset code goes too.
 */
export async function setPassword(
  db: Database,
  input: { userId: number; passwordHash: string; keepSessionId?: number },
): Promise<void> {
  const { userId, keepSessionId } = input;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash: input.passwordHash }).where(eq(users.id, userId));
    const others = keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId);
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), others));
    if (keepSessionId === undefined) {
      await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
    }
  });
}

/** Deletes the account; its sessions go with it (foreign keys cascade), so the email is free again. */
export async function deleteUser(db: Database, userId: number): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

export const RESET_CODE_LIFETIME_MS = 15 * 60 * 1000;
export const RESET_CODE_GUESSES = 5;

function hashResetCode(salt: string, code: string): string {
  return createHash("sha256").update(`${salt}:${code}`).digest("hex");
}

/** A fresh 6-digit code for the account, replacing any earlier one (and its used guesses). */
export async function issueResetCode(db: Database, userId: number, now: Date): Promise<string> {
  const code = randomInt(0, 1_000_000).toString().padStart(6, "0");
  const salt = randomBytes(16).toString("hex");
  const row = {
    userId,
    salt,
    codeHash: hashResetCode(salt, code),
    attempts: 0,
    expiresAt: new Date(now.getTime() + RESET_CODE_LIFETIME_MS),
    createdAt: now,
  };
  await db
    .insert(passwordResets)
    .values(row)
    .onConflictDoUpdate({ target: passwordResets.userId, set: row });
  return code;
}

/**
 * Spends one guess, then checks it. The guess is counted by an atomic update before the check,
 * so parallel requests cannot get more than five guesses out of one code; a right guess deletes
 * the code, so it works once.
 */
export async function consumeResetCode(
  db: Database,
  userId: number,
  code: string,
  now: Date,
): Promise<boolean> {
  const [spent] = await db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(
      and(
        eq(passwordResets.userId, userId),
        lt(passwordResets.attempts, RESET_CODE_GUESSES),
        gt(passwordResets.expiresAt, sql`${now.toISOString()}::timestamptz`),
      ),
    )
    .returning();
  if (!spent) return false;
  const expected = Buffer.from(spent.codeHash, "hex");
  const actual = Buffer.from(hashResetCode(spent.salt, code), "hex");
  if (!timingSafeEqual(expected, actual)) return false;
  const [taken] = await db
    .delete(passwordResets)
    .where(and(eq(passwordResets.userId, userId), eq(passwordResets.codeHash, spent.codeHash)))
    .returning({ userId: passwordResets.userId });
  return Boolean(taken);
}

export type SessionView = {
  id: number;
  userAgent: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
};

export async function listSessions(
  db: Database,
  userId: number,
  currentId: number,
): Promise<SessionView[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
  return rows.map((row) => ({
    id: row.id,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentId,
  }));
}

/** Ends one session of the user (never someone else's); false when there is no such session. */
export async function endSession(db: Database, userId: number, sessionId: number) {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Ends every session but the current one; returns how many ended. */
export async function endOtherSessions(db: Database, userId: number, keepId: number) {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
  return rows.length;
}
