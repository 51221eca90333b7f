/**
 * The one scheduler of background jobs (issue 29). A job is a description — a name, how often it
 * runs, whether it also runs at start, what to run and how its failure is logged — kept in a module
 * of its own under server/jobs/; the SQL stays in the service files the jobs call.
 *
 * Every instance runs every job. None takes a lock here: each job's SQL is safe with several
 * instances running it at once (rows claimed with SKIP LOCKED, idempotent deletes), as each job
 * module says.
 */

export type Job = {
  name: string;
  /** The period: each wait is `everyMs` jittered to 75–125 %, so instances do not run in step. */
  everyMs: number;
  /** Also run once as the scheduler starts (the work-image queue: work left by a crash). */
  runAtStart?: boolean;
  run: () => Promise<unknown>;
  /** Logs a failed run; the job keeps its schedule. */
  onError: (err: unknown) => void;
};

export type Scheduler = {
  /** Schedules every job (app.ts: on ready). Calling it twice does nothing more. */
  start(): void;
  /** Clears every timer (app.ts: on close); a run in flight finishes, none follows it. */
  stop(): void;
};

export function jitter(everyMs: number): number {
  return everyMs * (0.75 + Math.random() * 0.5);
}

export function createScheduler(jobs: readonly Job[]): Scheduler {
  const timers = new Map<string, NodeJS.Timeout>();
  let state: "idle" | "running" | "stopped" = "idle";

  const runOnce = async (job: Job) => {
    try {
      await job.run();
    } catch (err) {
      try {
        job.onError(err);
      } catch {
        // A failing logger must not end the schedule.
      }
    }
  };
  const next = (job: Job) => {
    if (state !== "running") return;
    const timer = setTimeout(() => {
      void runOnce(job).finally(() => next(job));
    }, jitter(job.everyMs));
    timer.unref();
    timers.set(job.name, timer);
  };

  return {
    start() {
      if (state !== "idle") return;
      state = "running";
      for (const job of jobs) {
        if (job.runAtStart) void runOnce(job);
        next(job);
      }
    },
    stop() {
      state = "stopped";
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
