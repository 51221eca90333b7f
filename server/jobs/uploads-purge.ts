import type { FastifyInstance } from "fastify";
import { purgeUnclaimedUploads } from "../api/uploads/service.ts";
import type { Job } from "./scheduler.ts";

/**
 * Deletes uploads no form claimed within UPLOAD_LIMITS.unclaimedTtlMs. Every few minutes, so an
 * unclaimed file is gone within half an hour of its upload; the delete is idempotent, so every
 * instance may run it at once.
 */
export function uploadsPurgeJob(app: FastifyInstance, everyMs = 5 * 60 * 1000): Job {
  return {
    name: "uploads-purge",
    everyMs,
    run: () => purgeUnclaimedUploads(app.db, app.now()),
    onError: (err) => app.log.warn({ err }, "purging unclaimed uploads failed"),
  };
}
