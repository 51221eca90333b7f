import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import { MemoryMailer } from "../lib/mailer.ts";
import { createTestDb, type TestDb } from "./db.ts";

export type TestApp = {
  app: FastifyInstance;
  /** Log lines, when the test asked for a LOG_LEVEL. */
  logs: string[];
  db: TestDb;
  clock: TestClock;
  mailer: MemoryMailer;
  close(): Promise<void>;
};

/** A controllable clock for expiry rules. */
export class TestClock {
  current = new Date("2026-06-01T00:00:00Z");
  now = () => new Date(this.current);
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export async function createTestApp(
  options: { env?: Record<string, string>; setup?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const db = await createTestDb();
  // Limits are off unless a test asks for them; rate-limit.test.ts covers them.
  const config: Config = loadConfig({
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    RATE_LIMIT_API_PER_MINUTE: "0",
    RATE_LIMIT_IMEI_PER_MINUTE: "0",
    RATE_LIMIT_SIGNUPS_PER_HOUR: "0",
    ...options.env,
  });
  const clock = new TestClock();
  const mailer = new MemoryMailer();
  const logs: string[] = [];
  const app = await buildApp({
    config,
    dbHandle: db,
    now: clock.now,
    mailer,
    logStream: { write: (line) => void logs.push(line) },
  });
  options.setup?.(app);
  await app.ready();
  return {
    app,
    logs,
    db,
    clock,
    mailer,
    close: async () => {
      await app.close();
      await db.dispose();
    },
  };
}

/** A real argon2id hash that tests making accounts directly in the database never verify. */
export const FIXED_PASSWORD_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$c29tZWhhc2hzb21laGFzaA";

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** POST through `inject`, from `defaultAddress` unless a test names another. */
export function poster(t: TestApp, defaultAddress: string) {
  return (
    url: string,
    payload: unknown,
    headers: Record<string, string> = {},
    remoteAddress = defaultAddress,
  ) => t.app.inject({ method: "POST", url, payload: payload as object, headers, remoteAddress });
}
