import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { lockDataDir } from "./data-dir-lock.ts";
import * as schema from "./schema.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbHandle = {
  db: Database;
  driver: "pglite" | "postgres";
  /** Connections the pool may open (metrics); PGlite runs one query at a time. */
  poolMax?: number;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * LISTEN on `channel` (server/lib/change-notifications.ts): PostgreSQL on a connection of its
   * own that postgres.js re-opens after a drop (calling `onListen` again each time); PGlite in
   * process. Resolves to the function that stops listening.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onListen: () => void,
  ): Promise<() => Promise<void>>;
};

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export type OpenOptions =
  | { driver: "postgres"; url: string; max?: number }
  | { driver: "pglite"; dataDir?: string; client?: PGlite };

/** Opens PGlite (embedded; in memory without dataDir) or a PostgreSQL pool. */
export async function openDatabase(options: OpenOptions): Promise<DbHandle> {
  if (options.driver === "postgres") {
    const poolMax = options.max ?? 10;
    const client = postgres(options.url, {
      max: poolMax,
      // An unreachable server fails queries within seconds instead of the default 30 s.
      connect_timeout: 5,
      // Seconds before a closed connection reconnects, by failures so far (shared by the pool).
      // postgres.js's default grows to 20 s: after an outage under load, requests queued for
      // up to that long once PostgreSQL was back (the cluster test saw 12-15 s). Capped at 1 s,
      // jittered; a refused attempt costs next to nothing.
      backoff: (retries: number) => (0.5 + Math.random() / 2) * Math.min(0.05 * 2 ** retries, 1),
      onnotice: () => {},
      connection: { application_name: "inkdoll-web" },
    });
    const db = drizzlePostgres({ client, schema });
    return {
      db: db as unknown as Database,
      driver: "postgres",
      poolMax,
      migrate: async () => {
        // Instances starting together on a database both find migrations pending: a session
        // lock makes the second wait and then find nothing left to apply (ADR 0016). It is held
        // on a connection of its own, not one of the pool's: with a pool of one (the admin
        // command) the migrations would otherwise wait for the connection holding the lock.
        const lock = postgres(options.url, { max: 1, connect_timeout: 5, onnotice: () => {} });
        try {
          await lock`select pg_advisory_lock(727002)`;
          await migratePostgres(db, { migrationsFolder });
        } finally {
          await lock`select pg_advisory_unlock(727002)`.catch(() => {});
          await lock.end({ timeout: 5 });
        }
      },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => client.end({ timeout: 5 }),
      listen: async (channel, onNotify, onListen) => {
        const meta = await client.listen(channel, onNotify, onListen);
        return () => meta.unlisten();
      },
    };
  }
  let client = options.client;
  let unlock = () => {};
  if (!client) {
    if (options.dataDir) {
      await mkdir(path.dirname(path.resolve(options.dataDir)), { recursive: true });
      unlock = lockDataDir(path.resolve(options.dataDir));
    }
    try {
      client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
      await client.waitReady;
    } catch (err) {
      unlock();
      throw err;
    }
  }
  const pg = client;
  const db = drizzlePglite({ client: pg, schema });
  return {
    db: db as unknown as Database,
    driver: "pglite",
    poolMax: 1,
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await pg.query("select 1");
    },
    close: async () => {
      if (!pg.closed) await pg.close();
      unlock();
    },
    listen: async (channel, onNotify, onListen) => {
      const stop = await pg.listen(channel, onNotify);
      onListen();
      return async () => {
        if (!pg.closed) await stop();
      };
    },
  };
}
