import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** Device ids issued by getImei (spec §4 start-up). Only a hash of the user agent is kept. */
export const devices = pgTable(
  "devices",
  {
    imei: text("imei").primaryKey(),
    osType: smallint("os_type").notNull(),
    uaHash: text("ua_hash").notNull(),
    source: smallint("source"),
    createdAt: createdAt(),
  },
  (t) => [check("devices_os_type_check", sql`${t.osType} in (0, 1, 2)`)],
);

/** Configuration read through singleConfig, one row per key and data language. */
export const configEntries = pgTable(
  "config_entries",
  {
    key: text("key").notNull(),
    language: text("language").notNull(),
    value: jsonb("value").$type<unknown>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.key, t.language] })],
);

/** Blog posts (colType 1) and user-manual entries (colType 3). */
export const articles = pgTable(
  "articles",
  {
    id: serial("id").primaryKey(),
    colType: smallint("col_type").notNull(),
    webType: smallint("web_type").notNull().default(1),
    slug: text("slug").notNull(),
    cover: text("cover").notNull(),
    coverWebp: text("cover_webp"),
    app: text("app"),
    topic: text("topic"),
    sortOrder: integer("sort_order").notNull().default(0),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("articles_col_type_slug_key").on(t.colType, t.slug),
    index("articles_listing_idx").on(t.colType, t.webType, t.publishedAt),
  ],
);

export const articleTranslations = pgTable(
  "article_translations",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    body: text("body").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.language] })],
);

/** Bumped whenever public content changes, so every instance can drop its caches. */
export const contentVersions = pgTable("content_versions", {
  scope: text("scope").primaryKey(),
  version: integer("version").notNull().default(1),
  /** For scope "seed": checksum of the content/ folder last applied. */
  checksum: text("checksum"),
  updatedAt: updatedAt(),
});

/** Legal and protocol documents, one row per version and language (Markdown body). */
export const documents = pgTable(
  "documents",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull(),
    language: text("language").notNull(),
    version: text("version").notNull(),
    effectiveDate: text("effective_date").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("documents_key_language_version_key").on(t.key, t.language, t.version),
    index("documents_lookup_idx").on(t.key, t.language, t.effectiveDate),
  ],
);

export const faqEntries = pgTable(
  "faq_entries",
  {
    id: text("id").notNull(),
    language: text("language").notNull(),
    category: text("category").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.id, t.language] })],
);

/** Download clicks: which app, platform, channel and region, when. No personal data. */
export const downloadEvents = pgTable(
  "download_events",
  {
    id: serial("id").primaryKey(),
    app: text("app").notNull(),
    platform: text("platform").notNull(),
    channel: text("channel").notNull(),
    region: text("region").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("download_events_app_created_idx").on(t.app, t.createdAt)],
);

/** Accounts. Deleting an account deletes the row, so the email can sign up again. */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    nickname: text("nickname").notNull(),
    avatar: text("avatar").notNull().default(""),
    passwordHash: text("password_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("users_email_key").on(t.email)],
);

/** Login sessions; only a SHA-256 hash of the bearer token is stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    userAgent: text("user_agent").notNull().default(""),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("sessions_token_hash_key").on(t.tokenHash),
    index("sessions_user_idx").on(t.userId),
  ],
);

/**
 * Failed attempts per key (account, address or both) in a fixed window; shared by every instance.
 * The key is `<kind>:<HMAC of the whole key>`: emails and addresses are only compared, never kept.
 * Rows past `expires_at` are purged on a schedule (server/lib/attempts.ts).
 */
export const authFailures = pgTable(
  "auth_failures",
  {
    key: text("key").primaryKey(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("auth_failures_expires_idx").on(t.expiresAt)],
);

/**
 * Proof-of-work solutions already used (server/lib/challenge.ts): each is accepted once, across
 * every instance. Kept until the challenge itself expires, then purged.
 */
export const challengeRedemptions = pgTable(
  "challenge_redemptions",
  {
    signature: text("signature").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("challenge_redemptions_expires_idx").on(t.expiresAt)],
);

/**
 * One pending password-reset code per account: a salted SHA-256 of the 6 digits, with the
 * guesses made so far (each guess is counted atomically before it is checked).
 */
export const passwordResets = pgTable(
  "password_resets",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    salt: text("salt").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("password_resets_attempts_check", sql`${t.attempts} between 0 and 5`)],
);

/**
 * Gift links (issue #8): a code carrying a benefit, claimable by up to max_claims accounts.
 *
 * The code is stored as it is, not hashed: the sender must be able to copy their link again from
 * /gift/manage, and a hash cannot give it back. What a leaked code exposes is small and bounded
 * (a few Pro days, dolls or AI credits, at most 10 claims, 30 days, revocable), and a database
 * leak would already expose far more than the codes; keeping a key apart to encrypt them would
 * cost an operational secret for little gain.
 *
 * sender_id is SET NULL when the sender's account is deleted: gifts other people claimed (and
 * the rewards they got) must outlive the sender. Account deletion revokes the sender's gifts
 * first (revokeGiftsOfUser), so nothing stays claimable without an owner; the public view then
 * shows no sender. Campaign gifts come from content/gifts/campaigns.json and have no sender.
 * claims_count counts the slots used: the CHECK makes overselling impossible, whatever the code.
 */
export const gifts = pgTable(
  "gifts",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    senderId: integer("sender_id").references(() => users.id, { onDelete: "set null" }),
    campaign: boolean("campaign").notNull().default(false),
    templateId: text("template_id"),
    benefitKind: text("benefit_kind").notNull(),
    benefitAmount: integer("benefit_amount").notNull(),
    message: text("message").notNull().default(""),
    /** Campaigns only: the message per data language; `message` is the fallback. */
    messages: jsonb("messages").$type<Record<string, string>>(),
    maxClaims: integer("max_claims").notNull(),
    claimsCount: integer("claims_count").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("gifts_code_key").on(t.code),
    index("gifts_sender_idx").on(t.senderId, t.createdAt),
    check(
      "gifts_claims_count_check",
      sql`${t.claimsCount} >= 0 and ${t.claimsCount} <= ${t.maxClaims}`,
    ),
    check("gifts_max_claims_check", sql`${t.maxClaims} >= 1`),
    check("gifts_campaign_sender_check", sql`not (${t.campaign} and ${t.senderId} is not null)`),
    check("gifts_benefit_amount_check", sql`${t.benefitAmount} > 0`),
    check(
      "gifts_benefit_kind_check",
      sql`${t.benefitKind} in ('pro_days', 'doll_pack', 'ai_credits')`,
    ),
  ],
);

/**
 * Who claimed which gift, once per account: the unique (gift_id, user_id) index is what makes a
 * second claim impossible, however many requests race. user_id is SET NULL when the claimer
 * deletes their account: the row (no personal data left) keeps the slot it used, so the number
 * of claim rows always equals gifts.claims_count, and the sender's list shows "deleted account".
 * Gifts are never deleted (RESTRICT): they anchor claims and the rewards ledger.
 */
export const giftClaims = pgTable(
  "gift_claims",
  {
    id: serial("id").primaryKey(),
    giftId: integer("gift_id")
      .notNull()
      .references(() => gifts.id, { onDelete: "restrict" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("gift_claims_gift_user_key").on(t.giftId, t.userId),
    index("gift_claims_user_idx").on(t.userId, t.claimedAt),
  ],
);

/**
 * The rewards ledger: one row per benefit granted to an account. A claim writes its row in the
 * same transaction as the claim; unique (gift_id, user_id) makes a second grant for one gift
 * impossible. gift_id is null for grants that do not come from a gift (none yet). A deleted
 * account's own rewards go with it (CASCADE); other accounts' rewards are untouched.
 */
export const rewards = pgTable(
  "rewards",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    giftId: integer("gift_id").references(() => gifts.id, { onDelete: "restrict" }),
    kind: text("kind").notNull(),
    amount: integer("amount").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("rewards_gift_user_key").on(t.giftId, t.userId),
    index("rewards_user_idx").on(t.userId, t.createdAt),
    check("rewards_amount_check", sql`${t.amount} > 0`),
    check("rewards_kind_check", sql`${t.kind} in ('pro_days', 'doll_pack', 'ai_credits')`),
  ],
);

/**
 * Two-factor log-in (TOTP), one row per account that started enrolment. `secret` is the Base32
 * secret, AES-256-GCM encrypted when TWO_FACTOR_KEY is set (ADR 0006); it is shown once while
 * enrolling and never returned again. `enabled_at` null means enrolment is pending. `last_step`
 * is the last accepted time step: a code of that step or an older one is refused (no replay).
 */
export const twoFactorSecrets = pgTable("two_factor_secrets", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  lastStep: integer("last_step"),
  createdAt: createdAt(),
});

/** One-time recovery codes: only a SHA-256 of each; `used_at` set when spent (atomically). */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("recovery_codes_user_hash_key").on(t.userId, t.codeHash)],
);

/**
 * The half-way state of a log-in whose password was right and whose second factor is still to
 * come: a short-lived, single-use ticket (only its SHA-256 is kept). It is not a session: it
 * opens nothing but POST /api/user/login/two-factor.
 */
export const loginTickets = pgTable(
  "login_tickets",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("login_tickets_user_idx").on(t.userId)],
);
