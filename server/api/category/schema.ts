import { z } from "zod";
import { FromQuerySchema, intQuery } from "../common.ts";

export const MAX_PAGE_SIZE = 999;

export const CategoryQuerySchema = z.object({
  colType: z
    .enum(["1", "2", "3", "4"], {
      error: "must be 1 (blog), 2 (featured works), 3 (user manual) or 4 (themes)",
    })
    .transform(Number)
    .describe("1 blog, 3 user manual; 2 featured works and 4 themes are reserved (empty)"),
  webType: z.enum(["1"], { error: "must be 1 (website)" }).transform(Number).describe("1 website"),
  currentPage: intQuery(1, 1_000_000).describe("Page number, from 1"),
  pageSize: intQuery(1, MAX_PAGE_SIZE).describe(`Items per page, 1 to ${MAX_PAGE_SIZE}`),
  from: FromQuerySchema,
});

export const CategoryItemSchema = z
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

export type CategoryItem = z.infer<typeof CategoryItemSchema>;
