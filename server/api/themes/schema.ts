import { z } from "zod";
import { THEME_SLUG, THEME_TAGS } from "../../../contract/themes.ts";

// The themes API's answers, for the serializer and the OpenAPI document. A pose's scene is the
// doll's format (contract/pose-schema.ts), checked when content/ is seeded; here it is described.

const ThumbSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  avif: z.string().describe("Path of the AVIF render on this site"),
  webp: z.string().describe("Path of the WebP render on this site"),
});

export const ThemeSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.enum(THEME_TAGS)),
  cover: z.string().describe("Id of the pose whose render is the cover"),
  coverThumbs: z.array(ThumbSchema),
  poseCount: z.number().int(),
  updatedAt: z.string(),
});

export const ThemeViewSchema = ThemeSummarySchema.extend({
  poses: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      scene: z
        .record(z.string(), z.unknown())
        .describe("The pose as the doll stores it: v, dolls (1–3), camera, light"),
      thumbs: z.array(ThumbSchema),
    }),
  ),
});

export const ThemeSlugParamsSchema = z.object({
  slug: z
    .string()
    .regex(THEME_SLUG, { error: "must be lowercase words joined by '-'" })
    .max(60, { error: "must be at most 60 characters" }),
});

export const ThemeListQuerySchema = z.object({
  tag: z.enum(THEME_TAGS, { error: `must be one of ${THEME_TAGS.join(", ")}` }).optional(),
});
