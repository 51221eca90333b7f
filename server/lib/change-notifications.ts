import { sql } from "drizzle-orm";
import type { Database, DbHandle } from "../db/client.ts";

/**
 * Cross-instance change notifications (issue 17: every instance sees a change within a second).
 * A write announces a change with `notifyChange(tx, topic)` inside its transaction; PostgreSQL
 * delivers the NOTIFY to every listening instance when the transaction commits (and never when
 * it rolls back). PGlite, which lives in one process, delivers it in process the same way. Each
 * instance LISTENs on one channel and hands each topic to its subscribers (the content cache;
 * any other cache can subscribe to its own topic).
 */
export const CHANGE_CHANNEL = "inkdoll_changes";

/** Topics: what changed. `content` is everything behind ContentCache. */
export type ChangeTopic = "content" | (string & {});

/** Call inside the transaction that makes the change: delivered on commit only. */
export async function notifyChange(db: Pick<Database, "execute">, topic: ChangeTopic) {
  await db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${topic})`);
}

type Subscriber = (topic: string) => void;

export type ChangeListener = {
  /** Runs `fn` for each notification of `topic`; returns the unsubscribe function. */
  subscribe(topic: ChangeTopic, fn: () => void): () => void;
  /**
   * Runs `fn` whenever the listening connection (re)opens. Notifications sent while it was down
   * are lost, so a subscriber drops what it holds then, and polls meanwhile (ContentCache does).
   */
  onReconnect(fn: () => void): () => void;
  /** True while the LISTEN is in place. */
  readonly listening: boolean;
  close(): Promise<void>;
};

const RETRY_MS = 1000;

/**
 * Starts listening on `handle` and keeps at it: a LISTEN that fails (the database is away at
 * start) is tried again every second; postgres.js re-opens a dropped listening connection itself
 * and calls back, which counts as a reconnect.
 */
export function listenForChanges(
  handle: Pick<DbHandle, "listen">,
  options: { onError?: (err: unknown) => void } = {},
): ChangeListener {
  const subscribers = new Map<string, Set<() => void>>();
  const reconnects = new Set<() => void>();
  let stop: (() => Promise<void>) | undefined;
  let closed = false;
  let listening = false;
  let retry: NodeJS.Timeout | undefined;
  let opens = 0;

  const dispatch: Subscriber = (topic) => {
    for (const fn of subscribers.get(topic) ?? []) fn();
  };

  const start = () => {
    handle
      .listen(CHANGE_CHANNEL, dispatch, () => {
        listening = true;
        // The first LISTEN is the start, not a reconnect; every later one follows a drop.
        if (opens++ > 0) for (const fn of reconnects) fn();
      })
      .then(
        async (unlisten) => {
          if (closed) await unlisten().catch(() => {});
          else stop = unlisten;
        },
        (err: unknown) => {
          listening = false;
          options.onError?.(err);
          if (!closed) retry = setTimeout(start, RETRY_MS);
        },
      );
  };
  start();

  return {
    subscribe(topic, fn) {
      const set = subscribers.get(topic) ?? new Set();
      subscribers.set(topic, set);
      set.add(fn);
      return () => set.delete(fn);
    },
    onReconnect(fn) {
      reconnects.add(fn);
      return () => reconnects.delete(fn);
    },
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      listening = false;
      clearTimeout(retry);
      await stop?.().catch(() => {});
    },
  };
}
