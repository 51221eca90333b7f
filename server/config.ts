import { z } from "zod";

const booleanish = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  SITE_NAME: z.string().min(1).max(60).default("Inkdoll"),
  /**
   * Public origin for every absolute link (reset emails, canonical links, sitemap, QR codes) and
   * the official domain shown to visitors. Unset: http://localhost:PORT, with a start-up warning.
   */
  PUBLIC_ORIGIN: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Send Strict-Transport-Security; turn on when the site is served over HTTPS. */
  HSTS: booleanish.default(false),
  /** Comma-separated addresses or CIDR ranges whose X-Forwarded-For is trusted. */
  TRUST_PROXY: z.string().default("127.0.0.1,::1"),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
    .optional(),
  /** Requests per minute and IP across the API; 0 turns the limits off (benchmarks only). */
  RATE_LIMIT_API_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000_000).default(600),
  /** Device ids a minute per IP: a browser asks once, a shared network a few times. */
  RATE_LIMIT_IMEI_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000_000).default(20),
  /** Sign-up attempts an hour per IP (a 409 tells whether an email has an account); 0 = off. */
  RATE_LIMIT_SIGNUPS_PER_HOUR: z.coerce.number().int().min(0).max(1_000_000_000).default(20),
  /**
   * Bytes of uploads waiting to be claimed by a form, across all instances: past it, uploads
   * answer 503 with Retry-After until the purge or claims make room (issue 30).
   */
  UPLOAD_UNCLAIMED_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000_000_000)
    .default(1024 * 1024 * 1024),
  /** Third-party analytics script, injected only after the visitor accepts analytics cookies. */
  ANALYTICS_SCRIPT_URL: z.url({ protocol: /^https$/ }).optional(),
  ANALYTICS_SITE_ID: z
    .string()
    .max(100)
    .regex(/^[\w.-]*$/)
    .optional(),
  /** Outgoing mail (password reset codes). Without it mail goes to DATA_DIR/outbox/. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  /** The From address; defaults to no-reply@ the public origin's host. */
  MAIL_FROM: z.string().min(3).max(200).optional(),
  /**
   * 32 random bytes (base64) that encrypt two-factor secrets at rest (AES-256-GCM). Unset: a key
   * derived from AUTH_SECRET (or the stored secret) encrypts them, so set this before ever
   * rotating AUTH_SECRET (ADR 0006). Every instance needs the same key.
   */
  TWO_FACTOR_KEY: z
    .string()
    .refine((v) => Buffer.from(v, "base64").length === 32, {
      message: "must be 32 bytes in base64 (openssl rand -base64 32)",
    })
    .optional(),
  /**
   * Server secret for keyed hashes (failed-attempt counters) and proof-of-work challenge
   * signatures. Every instance behind one load balancer must share it. Unset: a random secret
   * kept in DATA_DIR/secret-key (fine for one instance; several instances need this variable).
   */
  AUTH_SECRET: z.string().min(32, { error: "must be at least 32 characters" }).max(512).optional(),
  /** End-to-end tests only: POST /api/test/clock moves this process's clock forward. */
  TEST_CLOCK: booleanish.default(false),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** A whole request (headers and body) must arrive within this, however slowly it trickles. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** The request headers must arrive within this. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** An idle keep-alive connection is closed after this. */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(72_000),
  /** A socket with no traffic either way for this long is closed (0 = never). */
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(120_000),
  /** Open connections one address may hold at once (0 = no cap); a proxy counts as one address. */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(1_000_000).default(256),
  /**
   * How often each instance polls the shared content version as well: changes arrive by
   * LISTEN/NOTIFY at once; the poll covers a dropped listening connection.
   */
  CONTENT_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(1000),
  /**
   * Prometheus `/metrics` on a port of its own (ADR 0017); unset: no such port. Keep it off the
   * public network (bind METRICS_HOST to a private address, or firewall it).
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** The address the metrics port listens on. */
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  /**
   * A bearer token for `/metrics`: with it set, the site's own port answers `/metrics` to
   * `Authorization: Bearer <token>` only, and the metrics port asks for it too. Unset: the site's
   * port has no `/metrics`.
   */
  METRICS_TOKEN: z
    .string()
    .min(32, { error: "must be at least 32 characters (openssl rand -base64 32)" })
    .max(512)
    .regex(/^\S+$/, "must not contain spaces")
    .optional(),
  /** Anonymous pages the render cache keeps per process (ADR 0017); 0 turns it off. */
  RENDER_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(500),
  /** Longest a cached page is served without a content change (a fallback: changes clear it). */
  RENDER_CACHE_TTL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(300_000),
});

const CheckedEnvSchema = EnvSchema.refine((env) => !env.TEST_CLOCK || env.NODE_ENV === "test", {
  path: ["TEST_CLOCK"],
  message: "is only allowed with NODE_ENV=test",
})
  .refine((env) => env.HEADERS_TIMEOUT_MS <= env.REQUEST_TIMEOUT_MS, {
    path: ["HEADERS_TIMEOUT_MS"],
    message: "must not exceed REQUEST_TIMEOUT_MS",
  })
  .refine((env) => env.METRICS_PORT === undefined || env.METRICS_PORT !== env.PORT, {
    path: ["METRICS_PORT"],
    message: "must differ from PORT: metrics are not served on the public port",
  });

export type Config = z.infer<typeof EnvSchema>;

export class ConfigError extends Error {}

/** Validates the environment; an invalid value throws a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ""),
  );
  const parsed = CheckedEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}
