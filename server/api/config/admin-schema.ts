import { z } from "zod";
import { DATA_LANGUAGES } from "../../../contract/language.ts";
import { consoleRefusals } from "../staff/schema.ts";

const ValueSchema = z.object({
  language: z.string(),
  value: z.unknown(),
  updatedAt: z.string(),
  editedAt: z.string().nullable(),
});

export const ConfigKeyViewSchema = z.object({
  key: z.string(),
  perLanguage: z.boolean(),
  values: z.array(ValueSchema),
});

export const ConfigKeyParamsSchema = z.object({
  key: z.string().max(128, { error: "must be at most 128 characters" }),
});

/** POST /api/admin/config/:key — the value is checked by the key's own schema (values.ts). */
export const ConfigEditBodySchema = z.object({
  language: z.enum(DATA_LANGUAGES, { error: "must be a data language such as en_us" }),
  value: z.unknown().refine((value) => value !== undefined, { error: "is required" }),
  updatedAt: z
    .string({ error: "must be the updatedAt you read, or null for a new language" })
    .max(40)
    .nullable(),
});

export const configEditRefusals = () =>
  consoleRefusals({ 400: [], 404: ["not_found"], 409: ["conflict"] });
