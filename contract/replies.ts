import * as z from "zod/mini";
import type { CategoryItem } from "./category.ts";
import { Code } from "./codes.ts";
import type { IpData } from "./region.ts";
import type { UserInfo } from "./user.ts";

// The shapes the client checks before it stores a reply (spec §5: only on code 200 *and* a
// valid shape). zod/mini, not the classic API of contract/schemas.ts: about 5 KB gzip in the
// page instead of about 90 KB. Each schema is tied to the shared type, so the two cannot drift.

/**
 * A device id as the client keeps it: URL-safe and never the text of a missing value
 * ("undefined" was once stored from a `{ code: 200, data: {} }` reply and kept for ever).
 */
export const DeviceIdSchema = z.string().check(
  z.minLength(1),
  z.maxLength(128),
  z.regex(/^[A-Za-z0-9_-]+$/),
  z.refine((v) => v !== "undefined" && v !== "null"),
);

export const ImeiReplySchema = z.object({ imei: DeviceIdSchema });

export const IpDataReplySchema: z.ZodMiniType<IpData> = z.object({
  region: z.string(),
  province: z.string(),
  country: z.string(),
  city: z.optional(z.string()),
});

export const CategoryItemReplySchema: z.ZodMiniType<CategoryItem> = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  coverWebp: z.optional(z.string()),
  url: z.string(),
  publishedAt: z.string(),
  updatedAt: z.string(),
  tags: z.array(z.string()),
  language: z.string(),
  app: z.optional(z.string()),
  topic: z.optional(z.string()),
  order: z.optional(z.number()),
});

export const CategoryListReplySchema = z.array(CategoryItemReplySchema);

export const UserInfoReplySchema: z.ZodMiniType<UserInfo> = z.object({
  id: z.number(),
  nickname: z.string(),
  email: z.string(),
  avatar: z.string(),
  createdAt: z.string(),
});

/** The value of a reply when it is a success with the expected shape; else null. */
export function validReply<T>(
  response: { code: number; data?: unknown },
  schema: z.ZodMiniType<T>,
): T | null {
  if (response.code !== Code.ok) return null;
  const parsed = schema.safeParse(response.data);
  return parsed.success ? parsed.data : null;
}
