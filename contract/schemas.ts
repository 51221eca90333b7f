import { z } from "zod";
import type { CategoryItem } from "./category.ts";
import type { IpData } from "./region.ts";

// zod stays out of the client bundle: these schemas live apart from the pure rules and types.

export const IpDataSchema: z.ZodType<IpData> = z.object({
  region: z.string().describe("ISO 3166-1 alpha-2 country code; empty when unknown"),
  province: z.string().describe("Subdivision name where known; empty otherwise"),
  country: z.string().describe("Country or region name in the requested language"),
  city: z.string().optional(),
});

export const CategoryItemSchema: z.ZodType<CategoryItem> = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    cover: z.string().describe("Cover image path"),
    coverWebp: z.string().optional(),
    url: z.string().describe("Page of the article on this site"),
    publishedAt: z.string(),
    updatedAt: z.string(),
    tags: z.array(z.string()),
    language: z.string().describe("Language of title and summary (en_us when untranslated)"),
    app: z.string().optional().describe("Manual entries: doll, brush, create or ai"),
    topic: z.string().optional(),
    order: z.number().int().optional(),
  })
  .meta({
    examples: [
      {
        id: 3,
        slug: "three-point-lighting-for-manga-panels",
        title: "Three-point lighting for manga panels",
        summary: "Key, fill and rim light translated into blacks, screentone and white gaps.",
        cover: "/content/blog/three-point-lighting-for-manga-panels/cover.svg",
        url: "/blog/three-point-lighting-for-manga-panels",
        publishedAt: "2024-09-05T00:00:00.000Z",
        updatedAt: "2024-09-10T00:00:00.000Z",
        tags: ["lighting", "manga"],
        language: "en_us",
      },
    ],
  });
