import type { CategoryItem } from "./category.ts";
import { Code } from "./codes.ts";
import type { IpData } from "./region.ts";
import {
  array,
  boolean,
  defaulted,
  number,
  object,
  optional,
  type ReplyShape,
  string,
} from "./reply-shape.ts";
import type { UserInfo } from "./user.ts";

// The shapes the client checks before it stores a reply (spec §5: only on code 200 *and* a
// valid shape). A small checker (reply-shape.ts), not zod: every page pays for these bytes. Each
// shape is tied to the shared type, so the two cannot drift.

/**
 * A device id as the client keeps it: URL-safe and never the text of a missing value
 * ("undefined" was once stored from a `{ code: 200, data: {} }` reply and kept for ever).
 */
export const DeviceIdSchema = string(
  (v) => /^[A-Za-z0-9_-]{1,128}$/.test(v) && v !== "undefined" && v !== "null",
);

export const ImeiReplySchema = object<{ imei: string }>({ imei: DeviceIdSchema });

export const IpDataReplySchema = object<IpData>({
  region: string(),
  province: string(),
  country: string(),
  city: optional(string()),
});

export const CategoryItemReplySchema = object<CategoryItem>({
  id: number(),
  slug: string(),
  title: string(),
  summary: string(),
  cover: string(),
  coverWebp: optional(string()),
  url: string(),
  publishedAt: string(),
  updatedAt: string(),
  tags: array(string()),
  language: string(),
  app: optional(string()),
  topic: optional(string()),
  order: optional(number()),
});

export const CategoryListReplySchema = array(CategoryItemReplySchema);

export const UserInfoReplySchema = object<UserInfo>({
  id: number(),
  nickname: string(),
  email: string(),
  avatar: string(),
  createdAt: string(),
  // A login stored before addresses were confirmed has no such key: it stays logged in, and the
  // refresh at start-up brings the real value.
  emailVerified: defaulted(boolean(), true),
});

/** The value of a reply when it is a success with the expected shape; else null. */
export function validReply<T>(
  response: { code: number; data?: unknown },
  schema: ReplyShape<T>,
): T | null {
  if (response.code !== Code.ok) return null;
  const parsed = schema.safeParse(response.data);
  return parsed.success ? parsed.data : null;
}
