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
        cover: "/content/blog/three-point-lighting-for-manga-panels/cover.webp",
        url: "/blog/three-point-lighting-for-manga-panels",
        publishedAt: "2024-09-05T00:00:00.000Z",
        updatedAt: "2024-09-10T00:00:00.000Z",
        tags: ["lighting", "manga"],
        language: "en_us",
      },
    ],
  });

const TocSchema = z.array(z.object({ id: z.string(), text: z.string(), level: z.number().int() }));

export const DocumentViewSchema = z
  .object({
    key: z.string(),
    title: z.string(),
    summary: z.string(),
    version: z.string(),
    effectiveDate: z.string(),
    html: z.string().describe("Sanitised HTML rendered from the Markdown source"),
    toc: TocSchema,
    language: z.string().describe("Language of the text; en_us when untranslated"),
  })
  .meta({
    examples: [
      {
        key: "privacy",
        title: "Privacy Policy",
        summary: "What we collect and why.",
        version: "2.1",
        effectiveDate: "2026-09-01",
        html: '<h2 id="1-who-we-are">1. Who we are</h2><p>…</p>',
        toc: [{ id: "1-who-we-are", text: "1. Who we are", level: 2 }],
        language: "en_us",
      },
    ],
  });

const NeighbourSchema = z.object({ slug: z.string(), title: z.string() }).nullable();

export const ArticleViewSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  html: z.string(),
  toc: TocSchema,
  readingMinutes: z.number().int(),
  publishedAt: z.string(),
  updatedAt: z.string(),
  tags: z.array(z.string()),
  language: z.string(),
  app: z.string().optional(),
  topic: z.string().optional(),
  prev: NeighbourSchema.describe("The next older item"),
  next: NeighbourSchema.describe("The next newer item"),
});

export const FaqEntrySchema = z.object({
  id: z.string(),
  category: z.string(),
  question: z.string(),
  answerHtml: z.string(),
});
