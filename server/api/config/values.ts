import { z } from "zod";
import {
  ANDROID_PACKAGE,
  APPLE_APP_ID,
  CERT_FINGERPRINT,
  listOf,
} from "../../../contract/app-links.ts";
import { SOCIAL_NETWORKS } from "../../../contract/social.ts";
import { SUBSITES } from "../../../contract/subsites.ts";

/**
 * The shape of each configuration value (content/config.json and /admin/config): the seed
 * refuses a file that breaks them, and the console refuses an edit that does, naming the field.
 */
const https = z
  .string({ error: "must be an https address" })
  .max(500, { error: "must be at most 500 characters" })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.protocol === "https:" && Boolean(url.hostname);
      } catch {
        return false;
      }
    },
    { error: "must be an https address" },
  );
const text = (max: number) =>
  z
    .string({ error: "must be text" })
    .trim()
    .min(1, { error: "is required" })
    .max(max, { error: `must be at most ${max} characters` });
const day = z
  .string({ error: "must be a date" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "must be a date (YYYY-MM-DD)" })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    error: "must be a date (YYYY-MM-DD)",
  });
const count = z
  .number({ error: "must be a number" })
  .int({ error: "must be a whole number" })
  .min(0, { error: "must be 0 or more" })
  .max(1_000_000_000, { error: "must be at most 1000000000" });
const hostname = z
  .string({ error: "must be a domain name" })
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, {
    error: "must be a domain name such as inkdoll.example",
  });
/** Host names (or `*.domain`) separated by spaces: the hosts that get the test sub-sites. */
const testHosts = z
  .string({ error: "must be host names separated by spaces" })
  .max(1000, { error: "must be at most 1000 characters" })
  .refine(
    (value) =>
      value
        .split(/\s+/)
        .filter(Boolean)
        .every((name) =>
          /^(\*\.)?(\[[0-9a-f:]+\]|[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?)$/i.test(name),
        ),
    { error: "must be host names separated by spaces, such as test.inkdoll.example *.localhost" },
  );
const email = z.email({ error: "must be an email address" }).max(200);
const hosts = z.strictObject(
  Object.fromEntries(SUBSITES.map((name) => [name, https])) as Record<
    (typeof SUBSITES)[number],
    typeof https
  >,
);
/** A profile address, or "" while the site has no profile there (the footer leaves it out). */
const profile = z.union([z.literal(""), https], { error: "must be an https address, or empty" });
const social = z.strictObject(
  Object.fromEntries(SOCIAL_NETWORKS.map((name) => [name, profile])) as Record<
    (typeof SOCIAL_NETWORKS)[number],
    typeof profile
  >,
);
/** A space-separated list whose every item matches `pattern` ("" is an empty list). */
const spaceList = (pattern: RegExp, error: string) =>
  z
    .string({ error })
    .max(2000, { error: "must be at most 2000 characters" })
    .refine((value) => listOf(value).every((item) => pattern.test(item)), { error });
const appLinks = z.strictObject({
  appleAppIds: spaceList(APPLE_APP_ID, "must be app IDs (TEAMID.bundle.id) separated by spaces"),
  androidPackage: spaceList(
    ANDROID_PACKAGE,
    "must be Android package names (com.example.app) separated by spaces",
  ),
  androidFingerprints: spaceList(
    CERT_FINGERPRINT,
    "must be SHA-256 fingerprints (AA:BB:… 32 bytes, upper case) separated by spaces",
  ),
});
export const CONFIG_VALUE_SCHEMAS = {
  "site.domain": hostname,
  "support.email": email,
  "business.email": email,
  "site.icp": text(100),
  subsites: z.strictObject({ production: hosts, test: hosts, testHosts: testHosts.optional() }),
  "marketing.figures": z.strictObject({ assets: count, proFeatures: count, freeDolls: count }),
  "ai.releaseDate": day,
  "social.links": social,
  "app.links": appLinks,
} as const satisfies Record<string, z.ZodType>;

export type ConfigKey = keyof typeof CONFIG_VALUE_SCHEMAS;
export const CONFIG_KEYS = Object.keys(CONFIG_VALUE_SCHEMAS) as ConfigKey[];

/**
 * Keys whose value is written per data language; the others live under en_us only. None is
 * today: the per-language download facts became releases (/admin/releases). The API keeps the
 * rule so a translated key is one line here.
 */
export const PER_LANGUAGE_KEYS: ReadonlySet<string> = new Set<string>();

export const isConfigKey = (key: string): key is ConfigKey => key in CONFIG_VALUE_SCHEMAS;

/**
 * Validates `value` for `key`: the parsed value, or the first problem with the field's path
 * below `value` (`value.0.url`).
 */
export function parseConfigValue(
  key: ConfigKey,
  value: unknown,
): { ok: unknown } | { field: string; message: string } {
  const result = CONFIG_VALUE_SCHEMAS[key].safeParse(value);
  if (result.success) return { ok: result.data };
  const issue = result.error.issues[0];
  return {
    field: ["value", ...(issue?.path ?? []).map(String)].join("."),
    message: issue?.message ?? "is invalid",
  };
}
