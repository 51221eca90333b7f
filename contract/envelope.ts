import { z } from "zod";
import { Code, type CodeValue, defaultMessages } from "./codes.ts";

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

export const ErrorEnvelopeSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  requestId: z.string().optional(),
});

export function ok<T>(data: T, msg = "ok"): Envelope<T> & { data: T } {
  return { code: Code.ok, msg, data };
}

export function fail(code: CodeValue, msg?: string): Envelope<never> {
  return { code, msg: msg ?? defaultMessages[code] };
}
