// The checker behind contract/replies.ts. Every page runs those checks at start-up, and zod/mini
// cost 5.3 KB gzip of the home page's 140 KB budget for five flat shapes; this is ~0.4 KB. The
// API's own validation stays zod (contract/schemas.ts, server/): only these replies use it.

const NO: unique symbol = Symbol("no");
type Parse<T> = (value: unknown) => T | typeof NO;

/** A shape with zod's `safeParse` result, so a caller cannot tell the two apart. */
export type ReplyShape<T> = {
  parse: Parse<T>;
  safeParse: (value: unknown) => { success: true; data: T } | { success: false };
};

function shape<T>(parse: Parse<T>): ReplyShape<T> {
  return {
    parse,
    safeParse(value) {
      const data = parse(value);
      return data === NO ? { success: false } : { success: true, data };
    },
  };
}

export const string = (test: (value: string) => boolean = () => true) =>
  shape((value) => (typeof value === "string" && test(value) ? value : NO));

export const number = () =>
  shape((value) => (typeof value === "number" && Number.isFinite(value) ? value : NO));

export const boolean = () => shape((value) => (typeof value === "boolean" ? value : NO));

export const optional = <T>(inner: ReplyShape<T>) =>
  shape<T | undefined>((value) => (value === undefined ? undefined : inner.parse(value)));

/** `fallback` when the key is absent (a value kept by an older build), else `inner`'s check. */
export const defaulted = <T>(inner: ReplyShape<T>, fallback: T) =>
  shape<T>((value) => (value === undefined ? fallback : inner.parse(value)));

export const array = <T>(item: ReplyShape<T>) =>
  shape<T[]>((value) => {
    if (!Array.isArray(value)) return NO;
    const out: T[] = [];
    for (const entry of value) {
      const parsed = item.parse(entry);
      if (parsed === NO) return NO;
      out.push(parsed);
    }
    return out;
  });

/**
 * An object of exactly `T`'s keys (each one must be listed, so the shape cannot drift from the
 * type); unknown keys are dropped, as zod drops them, and an absent optional key stays absent.
 */
export const object = <T extends object>(fields: { [K in keyof T]-?: ReplyShape<T[K]> }) =>
  shape<T>((value) => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return NO;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(fields) as (keyof T & string)[]) {
      const parsed = fields[key].parse((value as Record<string, unknown>)[key]);
      if (parsed === NO) return NO;
      if (parsed !== undefined) out[key] = parsed;
    }
    return out as T;
  });
