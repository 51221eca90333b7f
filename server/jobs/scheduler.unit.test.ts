import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createScheduler, type Job } from "./scheduler.ts";

beforeEach(() => {
  vi.useFakeTimers();
  // No jitter: each wait is exactly everyMs × 1.
  vi.spyOn(Math, "random").mockReturnValue(0.5);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function job(
  name: string,
  overrides: Partial<Job> = {},
): Job & { runs: number; errors: unknown[] } {
  const described = {
    name,
    everyMs: 1000,
    runs: 0,
    errors: [] as unknown[],
    run: async () => {
      described.runs++;
    },
    onError: (err: unknown) => void described.errors.push(err),
    ...overrides,
  };
  return described;
}

describe("scheduler", () => {
  it("runs nothing before start, each job every everyMs after, nothing after stop", async () => {
    const a = job("a");
    const b = job("b", { everyMs: 3000 });
    const scheduler = createScheduler([a, b]);
    await vi.advanceTimersByTimeAsync(5000);
    expect([a.runs, b.runs]).toEqual([0, 0]);
    scheduler.start();
    scheduler.start(); // a second start schedules nothing more
    await vi.advanceTimersByTimeAsync(3000);
    expect([a.runs, b.runs]).toEqual([3, 1]);
    scheduler.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect([a.runs, b.runs]).toEqual([3, 1]);
    scheduler.start(); // stopped for good: a closed app does not restart its jobs
    await vi.advanceTimersByTimeAsync(10_000);
    expect(a.runs).toBe(3);
  });

  it("runs a runAtStart job at once, then on its period", async () => {
    const a = job("a", { runAtStart: true });
    const scheduler = createScheduler([a]);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(a.runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(a.runs).toBe(2);
    scheduler.stop();
  });

  it("jitters each wait to 75-125 % of the period", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0);
    const a = job("a");
    const scheduler = createScheduler([a]);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(749);
    expect(a.runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(a.runs).toBe(1);
    scheduler.stop();
  });

  it("a job that throws is logged by its onError and keeps its schedule; the others run", async () => {
    const failure = new Error("boom");
    const failing = job("failing", {
      run: async () => {
        throw failure;
      },
    });
    const throwingLogger = job("bad-logger", {
      run: () => Promise.reject(new Error("again")),
      onError: () => {
        throw new Error("the logger too");
      },
    });
    const healthy = job("healthy");
    const scheduler = createScheduler([failing, throwingLogger, healthy]);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(3000);
    expect(failing.errors).toEqual([failure, failure, failure]);
    expect(healthy.runs).toBe(3);
    scheduler.stop();
  });

  it("does not start a run while the previous one is in flight", async () => {
    let release = () => {};
    let running = 0;
    let overlapped = false;
    const slow = job("slow", {
      run: async () => {
        if (running > 0) overlapped = true;
        running++;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        running--;
      },
    });
    const scheduler = createScheduler([slow]);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(5000);
    expect(running).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(overlapped).toBe(false);
    scheduler.stop();
  });
});
