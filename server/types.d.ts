import type { Database, DbHandle } from "./db/client.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
    dbHandle: DbHandle;
    /** Current time; tests replace it to move the clock. */
    now: () => Date;
  }
}
