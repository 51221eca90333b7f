import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { purgeExpiredInquiries } from "../api/inbox/retention.ts";

const EVERY_MS = 60 * 60 * 1000;

/**
 * The inbox's retention job: every hour (jittered, so instances started together do not run in
 * step) each instance deletes the inquiries past retention. Running it on every instance is
 * safe: batches lock with SKIP LOCKED, and a deleted row is not found twice.
 */
export default fp(
  async function inboxRetention(app: FastifyInstance) {
    let timer: NodeJS.Timeout | undefined;
    app.addHook("onReady", async () => {
      const run = () =>
        purgeExpiredInquiries(app.db, app.now())
          .then((count) => {
            if (count > 0) app.log.info({ count }, "deleted inquiries past retention");
          })
          .catch((err) => app.log.warn({ err }, "inbox retention run failed"));
      timer = setInterval(run, EVERY_MS * (0.75 + Math.random() * 0.5));
      timer.unref();
    });
    app.addHook("onClose", async () => clearInterval(timer));
  },
  { name: "inbox-retention" },
);
