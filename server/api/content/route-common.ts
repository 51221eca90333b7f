import type { FastifyInstance } from "fastify";
import type { ContentKind } from "../../../contract/content-admin.ts";
import type { Refusal } from "../../../contract/refusals.ts";
import { BODY_LIMITS } from "../../lib/body-limits.ts";
import type { ContentReason } from "./service.ts";

/** What the content console's route plugins (editing, creating) share. */

/** Six languages of a long legal text are more than the API's usual 64 KiB. */
export const EDIT_BODY_LIMIT = BODY_LIMITS.contentEdit;

export const PATHS: Record<ContentKind, string> = {
  article: "/articles",
  faq: "/faq",
  document: "/documents",
  theme: "/themes",
};

export const MESSAGES = {
  not_found: "content: not_found",
  conflict: "content: conflict",
  slug_taken: "content: slug_taken",
  version_taken: "content: version_taken",
  unpublish_first: "content: unpublish_first",
  last_version: "content: last_version",
  // The kind's own rule (a theme's cover must be one of its poses), below the body's shape.
  invalid_input: (refusal: Refusal) => `${refusal.field}: not allowed here`,
} as const satisfies Record<ContentReason, string | ((refusal: Refusal) => string)>;

/** This instance reads its own write at once; the others hear of it by notification. */
export function changedIn(app: FastifyInstance) {
  return function changed<O extends object>(outcome: O) {
    if ("ok" in outcome) app.contentCache.invalidate();
    return outcome;
  };
}
