import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client.ts";
import { purgeExpired } from "../lib/attempts.ts";
import type { Job } from "./scheduler.ts";

/** How often each instance deletes counters and spent challenges past their window. */
export const PURGE_EVERY_MS = 10 * 60 * 1000;

/**
 * Deletes attempt counters and spent challenge solutions past their window (purgeExpired). The
 * delete is idempotent, so several instances purging at once is harmless: no leader election.
 */
export function attemptsPurgeJob(options: {
  db: Database;
  now: () => Date;
  log: Pick<FastifyBaseLogger, "warn">;
  everyMs?: number;
}): Job {
  return {
    name: "attempts-purge",
    everyMs: options.everyMs ?? PURGE_EVERY_MS,
    run: () => purgeExpired(options.db, options.now()),
    onError: (err) => options.log.warn({ err }, "purging expired attempt counters failed"),
  };
}
