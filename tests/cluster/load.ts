import type { Answer, ClusterClient } from "../../scripts/cluster/client.ts";

export type Outcome = {
  kind: string;
  status: number;
  /** A transport error (reset, refused, timeout): the request got no answer. */
  error?: string;
  ms: number;
  upstream?: string;
  /** What a write acknowledged (an id), to look for afterwards. */
  ack?: string;
};

export function outcomeOf(kind: string, answer: Answer, ack?: string): Outcome {
  const upstream = answer.headers["x-upstream"];
  return {
    kind,
    status: answer.status,
    ms: answer.ms,
    ...(typeof upstream === "string" ? { upstream } : {}),
    ...(ack ? { ack } : {}),
  };
}

/**
 * `concurrency` workers each calling `step` in a loop until `stop` settles; every call's outcome
 * (a thrown error becomes an outcome without status).
 */
export async function runLoad(options: {
  client: ClusterClient;
  concurrency: number;
  stop: Promise<unknown>;
  step: (client: ClusterClient, worker: number, n: number) => Promise<Outcome>;
}): Promise<Outcome[]> {
  let stopped = false;
  void options.stop.finally(() => {
    stopped = true;
  });
  const outcomes: Outcome[] = [];
  const worker = async (w: number) => {
    for (let n = 0; !stopped; n++) {
      const started = performance.now();
      try {
        outcomes.push(await options.step(options.client, w, n));
      } catch (error) {
        outcomes.push({
          kind: "error",
          status: 0,
          error: (error as Error).message,
          ms: performance.now() - started,
        });
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, (_, w) => worker(w)));
  return outcomes;
}

export function percentile(values: number[], p: number) {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** One line for the log: count, statuses, p50/p99 per kind. */
export function summary(label: string, outcomes: Outcome[]) {
  const kinds = new Map<string, Outcome[]>();
  for (const o of outcomes) kinds.set(o.kind, [...(kinds.get(o.kind) ?? []), o]);
  const parts = [...kinds].map(([kind, list]) => {
    const statuses = new Map<string, number>();
    for (const o of list) {
      const key = o.error ? "error" : String(o.status);
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
    const ms = list.map((o) => o.ms);
    return `${kind} ${list.length} [${[...statuses].map(([s, n]) => `${s}×${n}`).join(" ")}] p50 ${percentile(ms, 50).toFixed(0)} ms p99 ${percentile(ms, 99).toFixed(0)} ms`;
  });
  const line = `[cluster] ${label}: ${parts.join("; ")}`;
  console.log(line);
  return line;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
