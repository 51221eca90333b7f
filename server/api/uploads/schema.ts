import { z } from "zod";
import { UPLOAD_LIMITS, UPLOAD_PURPOSE_NAMES } from "../../../contract/uploads.ts";
import { refusals } from "../common.ts";

export const UploadQuerySchema = z.object({
  purpose: z
    .enum(UPLOAD_PURPOSE_NAMES)
    .describe("What the file is for: screenshot, document, work"),
  name: z
    .string()
    .max(1000)
    .optional()
    .describe(`The file's name, shown to operators (at most ${UPLOAD_LIMITS.maxFileName} kept)`),
});

export const UploadReceiptSchema = z.object({
  token: z.string().describe("Send this in the form's body; it works once, for 2 hours"),
  purpose: z.enum(UPLOAD_PURPOSE_NAMES),
  contentType: z.string().describe("The type found in the bytes"),
  byteSize: z.number().int(),
  fileName: z.string(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
});

/** Refusals of a form that names upload tokens, and of the upload itself. */
export const uploadRefusals = {
  ...refusals({
    400: ["file_type", "too_many_pixels", "file_empty", "upload_unknown"],
    401: ["not_logged_in"],
    413: ["file_too_large"],
    428: ["challenge_required"],
    429: ["rate_limited"],
    503: ["unavailable"],
  }),
};
