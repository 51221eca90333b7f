import type { TwoFactor } from "./api/two-factor/service.ts";
import type { Database, DbHandle } from "./db/client.ts";
import type { ChangeListener } from "./lib/change-notifications.ts";
import type { ContentCache } from "./lib/content-cache.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
    dbHandle: DbHandle;
    contentCache: ContentCache;
    /** Cross-instance change notifications (server/lib/change-notifications.ts). */
    changes: ChangeListener;
    /** Current time; tests replace it to move the clock. */
    now: () => Date;
    /** Two-factor log-in (TOTP, recovery codes): isEnrolled, verify… for any caller. */
    twoFactor: TwoFactor;
  }
}
