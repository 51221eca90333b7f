import { z } from "zod";
import { Code, type CodeValue, defaultMessages } from "./codes.ts";
import {
  COMMON_REFUSAL_REASONS,
  type CommonRefusalReason,
  type Refusal,
  reasonOfCode,
} from "./refusals.ts";

/** Every API response: `{ code, msg, data? }`. */
export type Envelope<T = unknown> = {
  code: number;
  msg: string;
  data?: T;
  requestId?: string;
};

export function EnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    msg: z.string(),
    data: data,
  });
}

/** An error envelope whose `data.reason` is one of `reasons` (contract/refusals.ts). */
export function RefusalEnvelopeSchema<const R extends readonly [string, ...string[]]>(reasons: R) {
  return z.object({
    code: z.number().int(),
    msg: z.string(),
    data: z
      .object({
        reason: z.enum(reasons),
        field: z.string().optional(),
        problem: z.string().optional(),
        retryAfter: z.number().int().optional(),
      })
      .loose(),
    requestId: z.string().optional(),
  });
}

/** Any refusal: the reasons every call may give. */
export const ErrorEnvelopeSchema = RefusalEnvelopeSchema(COMMON_REFUSAL_REASONS);

export function ok<T>(data: T, msg = "ok"): Envelope<T> & { data: T } {
  return { code: Code.ok, msg, data };
}

/** A refusal; `data.reason` defaults to the one that goes with the code. */
export function fail<R extends string = CommonRefusalReason>(
  code: CodeValue,
  msg?: string,
  data?: Partial<Refusal<R>>,
): Envelope<Refusal<R | CommonRefusalReason>> & { data: Refusal<R | CommonRefusalReason> } {
  return { code, msg: msg ?? defaultMessages[code], data: { reason: reasonOfCode(code), ...data } };
}
