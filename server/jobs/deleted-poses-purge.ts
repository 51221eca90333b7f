import type { FastifyInstance } from "fastify";
import { purgeDeletedPoses } from "../api/pose/service.ts";
import type { Job } from "./scheduler.ts";

/**
 * Deletes saved poses past their restore window, hourly. The delete is idempotent (a purged row is
 * not found again), so every instance may run it at once.
 */
export function deletedPosesPurgeJob(app: FastifyInstance): Job {
  return {
    name: "deleted-poses-purge",
    everyMs: 60 * 60 * 1000,
    run: () => purgeDeletedPoses(app.db, app.now()),
    onError: (err) => app.log.warn({ err }, "purging deleted poses failed"),
  };
}
