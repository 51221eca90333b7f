import type { FastifyInstance } from "fastify";
import { processNextWork } from "../api/works/images-service.ts";
import type { Job } from "./scheduler.ts";

/** How often an idle instance looks for works left processing (by a crash, or another's kick). */
const POLL_MS = 60 * 1000;

/**
 * Runs the processing job in this instance, one work at a time (two cores: AVIF encoding is the
 * heaviest thing the site does). `kick()` after a submission; a slow poll picks up works another
 * instance's kick or a crash left behind. Works are claimed with SKIP LOCKED and a lease, so every
 * instance may run it.
 */
export class WorkQueue {
  private running: Promise<void> | null = null;
  private again = false;
  private readonly app: FastifyInstance;
  private readonly onError: (err: unknown) => void;
  constructor(app: FastifyInstance, onError: (err: unknown) => void) {
    this.app = app;
    this.onError = onError;
  }
  kick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          while (await processNextWork(this.app.db, this.app.now())) {}
        } catch (err) {
          this.onError(err);
        }
      } while (this.again);
      this.running = null;
    })();
    return this.running;
  }
}

/** The work-image job: a kick at start, then the slow poll; submissions kick the same queue. */
export function workImagesJob(app: FastifyInstance): { job: Job; queue: WorkQueue } {
  const onError = (err: unknown) => app.log.error({ err }, "processing a work failed");
  const queue = new WorkQueue(app, onError);
  return {
    queue,
    job: {
      name: "work-images",
      everyMs: POLL_MS,
      runAtStart: true,
      run: () => queue.kick(),
      onError,
    },
  };
}
