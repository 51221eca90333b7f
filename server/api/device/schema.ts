import { z } from "zod";
import { FromQuerySchema } from "../common.ts";

export const UA_MAX_LENGTH = 512;

export const GetImeiQuerySchema = z.object({
  osType: z
    .enum(["0", "1", "2"], { error: "must be 0 (web), 1 (Android) or 2 (iOS)" })
    .transform(Number)
    .describe("0 web, 1 Android, 2 iOS"),
  ua: z
    .string()
    .optional()
    .default("")
    .transform((ua) => ua.slice(0, UA_MAX_LENGTH))
    .describe(`User agent; cut at ${UA_MAX_LENGTH} characters`),
  from: FromQuerySchema,
});

export const ImeiSchema = z.object({
  imei: z.string().describe("Opaque device id, 144 random bits, URL-safe"),
});
