import { createHash, randomBytes } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import type { UserInfo } from "../../../contract/user.ts";
import type { Database } from "../../db/client.ts";
import { sessions, users } from "../../db/schema.ts";

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

type UserRow = typeof users.$inferSelect;

export function toUserInfo(user: UserRow): UserInfo {
  return {
    id: user.id,
    nickname: user.nickname,
    email: maskEmail(user.email),
    avatar: user.avatar,
    createdAt: user.createdAt.toISOString(),
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
  | { status: "ok"; user: UserRow; sessionId: number }
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
  return { status: "ok", user: row.user, sessionId: row.session.id };
}

export async function closeSession(db: Database, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** New password; every other session of the account ends, the current one stays. */
export async function changePassword(
  db: Database,
  input: { userId: number; passwordHash: string; keepSessionId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash: input.passwordHash })
      .where(eq(users.id, input.userId));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, input.userId), ne(sessions.id, input.keepSessionId)));
  });
}

/** Deletes the account; its sessions go with it (foreign keys cascade), so the email is free again. */
export async function deleteUser(db: Database, userId: number): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}
