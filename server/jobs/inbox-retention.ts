import type { FastifyInstance } from "fastify";
import { purgeExpiredInquiries } from "../api/inbox/retention-service.ts";
import type { Job } from "./scheduler.ts";

/**
 * The inbox's retention job: every hour each instance deletes the inquiries past retention.
 * Running it on every instance is safe: batches lock with SKIP LOCKED, and a deleted row is not
 * found twice.
 */
export function inboxRetentionJob(app: FastifyInstance): Job {
  return {
    name: "inbox-retention",
    everyMs: 60 * 60 * 1000,
    run: async () => {
      const count = await purgeExpiredInquiries(app.db, app.now());
      if (count > 0) app.log.info({ count }, "deleted inquiries past retention");
    },
    onError: (err) => app.log.warn({ err }, "inbox retention run failed"),
  };
}
