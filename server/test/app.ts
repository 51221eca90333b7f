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

export type TestAppOptions = {
  env?: Record<string, string>;
  setup?: (app: FastifyInstance) => void;
  /** Proof-of-work difficulty; small by default so tests solve challenges quickly. */
  challenge?: { maxNumber: number; ttlMs: number };
  /** The React Router build, for tests of rendered pages (`npm run build` first). */
  buildDir?: string;
};

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
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
    challenge: options.challenge ?? { maxNumber: 1000, ttlMs: 5 * 60 * 1000 },
    logStream: { write: (line) => void logs.push(line) },
    ...(options.buildDir ? { buildDir: options.buildDir } : {}),
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

export const bearer = (token?: string): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

let addresses = 0;

/** A fresh client address per call, so attempt limits only trip where a test means them to. */
export function freshAddress(): string {
  addresses++;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/**
 * GET and POST through `inject`, logged in when given a token, from a fresh address unless named.
 * Takes the app lazily: test files make it in `beforeAll`.
 */
export function client(app: () => TestApp) {
  return {
    post: (url: string, payload: unknown, token?: string, ip = freshAddress()) =>
      app().app.inject({
        method: "POST",
        url,
        payload: payload as object,
        headers: bearer(token),
        remoteAddress: ip,
      }),
    get: (url: string, token?: string, ip = freshAddress(), headers: Record<string, string> = {}) =>
      app().app.inject({
        method: "GET",
        url,
        headers: { ...bearer(token), ...headers },
        remoteAddress: ip,
      }),
  };
}

/** A visitor's GET in a data language (`x-language`, as the apps send it), en_us without one. */
export const getIn = (app: () => TestApp) => (url: string, language?: string) =>
  app().app.inject({ url, headers: language ? { "x-language": language } : {} });

/** POST through `inject`, from `defaultAddress` unless a test names another. */
export function poster(t: TestApp, defaultAddress: string) {
  return (
    url: string,
    payload: unknown,
    headers: Record<string, string> = {},
    remoteAddress = defaultAddress,
  ) => t.app.inject({ method: "POST", url, payload: payload as object, headers, remoteAddress });
}
