import type { Messages } from "../../locales/en-US.ts";

// The rules themselves live in contract/form-rules.ts (shared with the server); these are the
// keys of their messages in the visitor's language.

export type AuthErrorKey = keyof Messages["auth"]["errors"];
export type FieldErrors<F extends string> = Partial<Record<F | "form", AuthErrorKey>>;
