import { randomBytes } from "node:crypto";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { loginTickets } from "../../db/schema.ts";
import { sha256 } from "./secrets.ts";

export const LOGIN_TICKET_LIFETIME_MS = 5 * 60 * 1000;

/**
 * The half-way log-in of an account with two-factor log-in (ADR 0006): a right password earns a
 * single-use ticket, and the ticket with a right code opens the session. Part of app.twoFactor.
 */
export function loginTicketsOf(db: Database, now: () => Date) {
  return {
    /** A single-use ticket for the second step of a log-in; only its hash is kept. */
    async issueLoginTicket(userId: number) {
      const ticket = randomBytes(32).toString("base64url");
      const expiresAt = new Date(now().getTime() + LOGIN_TICKET_LIFETIME_MS);
      // Expired tickets of the account go now: nothing else needs them.
      await db
        .delete(loginTickets)
        .where(
          and(
            eq(loginTickets.userId, userId),
            lte(loginTickets.expiresAt, sql`${now().toISOString()}::timestamptz`),
          ),
        );
      await db
        .insert(loginTickets)
        .values({ tokenHash: sha256(ticket), userId, expiresAt, createdAt: now() });
      return { ticket, expiresAt: expiresAt.toISOString() };
    },

    /** The account a live ticket belongs to; null for an unknown, used or expired ticket. */
    async ticketUser(ticket: string): Promise<number | null> {
      const [found] = await db
        .select({ userId: loginTickets.userId })
        .from(loginTickets)
        .where(
          and(
            eq(loginTickets.tokenHash, sha256(ticket)),
            gt(loginTickets.expiresAt, sql`${now().toISOString()}::timestamptz`),
          ),
        );
      return found?.userId ?? null;
    },

    /** Uses the ticket up; false when another request already did (so one ticket, one session). */
    async consumeTicket(ticket: string): Promise<boolean> {
      const taken = await db
        .delete(loginTickets)
        .where(
          and(
            eq(loginTickets.tokenHash, sha256(ticket)),
            gt(loginTickets.expiresAt, sql`${now().toISOString()}::timestamptz`),
          ),
        )
        .returning({ userId: loginTickets.userId });
      return taken.length > 0;
    },
  };
}
