import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isUiLocale, type UiLocale } from "../../../contract/language.ts";
import { inboxKindsOf, readsInboxKind } from "../../../contract/permissions.ts";
import { staffOf } from "../../plugins/staff.ts";
import { sendRefusal } from "../refusal-status.ts";
import { inquiryKindOf } from "./admin-listing-service.ts";

/** `msg` of the console inbox's refusals. */
export const MESSAGES = {
  not_found: "reference: no such inquiry",
  wrong_kind: "reference: this action does not fit the inquiry's kind",
  already_decided: "reference: the application was already accepted or declined",
  no_beta_channel:
    "reference: no published beta build (TestFlight or beta APK) for this app and platform",
  not_assignable: "assigneeId: not an operator who can read the inbox",
} as const;

export const localeOf = (language: string): UiLocale => (isUiLocale(language) ? language : "en-US");

/**
 * What an operator's role reads of the inbox (INBOX_KINDS_BY_ROLE, issue 30): `kindsOf` for the
 * list, the detail and the files; `inScope` as a preHandler of every change, after the
 * permission, so an inquiry of another kind is not found.
 */
export function inboxScope(app: FastifyInstance) {
  const kindsOf = (request: FastifyRequest) => inboxKindsOf(staffOf(request).role);
  async function inScope(request: FastifyRequest, reply: FastifyReply) {
    const { reference } = request.params as { reference: string };
    const kind = await inquiryKindOf(app.db, reference);
    if (!kind || !readsInboxKind(staffOf(request).role, kind)) {
      return sendRefusal(reply, { reason: "not_found", field: "reference" }, MESSAGES.not_found);
    }
  }
  return { kindsOf, inScope };
}
