import { z } from "zod";
import { FromQuerySchema } from "../common.ts";

export const MAX_FILTERS = 10;

export const SingleConfigQuerySchema = z
  .object({
    key: z
      .string({ error: "is required" })
      .min(1, { error: "is required" })
      .max(128, { error: "must be at most 128 characters" })
      .regex(/^[A-Za-z0-9_.-]+$/, { error: "may hold only letters, digits, '.', '_' and '-'" })
      .describe("Config key, e.g. marketing.figures, subsites, support.email"),
    from: FromQuerySchema,
  })
  .catchall(z.string().max(200, { error: "filter values are at most 200 characters" }))
  .refine((q) => Object.keys(q).length <= MAX_FILTERS + 2, {
    error: `at most ${MAX_FILTERS} filters`,
  });

export const ConfigEntrySchema = z
  .object({
    key: z.string(),
    value: z.unknown(),
    language: z.string().describe("Language the value is in (en_us when the asked one is missing)"),
    updatedAt: z.string(),
  })
  .meta({
    examples: [
      {
        key: "support.email",
        value: "support@inkdoll.example",
        language: "en_us",
        updatedAt: "2026-11-10T00:00:00.000Z",
      },
    ],
  });
