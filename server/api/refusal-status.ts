import type { FastifyReply } from "fastify";
import { Code, type CodeValue, httpStatusFor } from "../../contract/codes.ts";
import type { ConfigRefusalReason } from "../../contract/config.ts";
import type { ContentRefusalReason } from "../../contract/content-admin.ts";
import { type Envelope, ok } from "../../contract/envelope.ts";
import type { GiftRefusalReason } from "../../contract/gift.ts";
import type { InboxRefusalReason } from "../../contract/inbox.ts";
import type { StaffRefusalReason } from "../../contract/permissions.ts";
import type { Refusal } from "../../contract/refusals.ts";
import type { ReleaseRefusalReason } from "../../contract/releases.ts";
import type { SavedPoseRefusalReason } from "../../contract/saved-pose.ts";
import type { StaffAdminRefusalReason } from "../../contract/staff.ts";
import type { TwoFactorReason } from "../../contract/two-factor.ts";
import type { UploadRefusalReason } from "../../contract/uploads.ts";
import type { UserRefusalReason } from "../../contract/user.ts";
import type { WorkRefusalReason } from "../../contract/works.ts";

/** The envelope code (and HTTP status) of each refusal reason of the APIs, in one table. */
const STATUS = {
  // Any call.
  invalid_input: Code.badRequest,
  rate_limited: Code.tooManyRequests,
  unavailable: Code.unavailable,
  challenge_required: Code.challengeRequired,
  /** 401 (code 2): the call needs an account (requireSession answers the same). */
  not_logged_in: Code.notLoggedIn,
  not_found: Code.notFound,
  conflict: Code.conflict,
  // Accounts (contract/user.ts).
  email_taken: Code.conflict,
  wrong_credentials: Code.badRequest,
  password_wrong: Code.badRequest,
  password_too_short: Code.badRequest,
  password_too_long: Code.badRequest,
  password_too_common: Code.badRequest,
  code_wrong: Code.badRequest,
  session_not_found: Code.notFound,
  email_unverified: Code.forbidden,
  verification_invalid: Code.gone,
  already_verified: Code.conflict,
  email_same: Code.badRequest,
  // Two-factor log-in (contract/two-factor.ts).
  two_factor_required: Code.forbidden,
  ticket_invalid: Code.gone,
  already_enabled: Code.conflict,
  not_enabled: Code.conflict,
  no_pending_setup: Code.conflict,
  code_used: Code.conflict,
  locked: Code.tooManyRequests,
  // Gifts (contract/gift.ts).
  expired: Code.gone,
  revoked: Code.gone,
  none_left: Code.conflict,
  already_claimed: Code.conflict,
  own_gift: Code.conflict,
  too_many_active: Code.conflict,
  not_owner: Code.forbidden,
  // The operator console (contract/permissions.ts).
  not_staff: Code.forbidden,
  two_factor_setup_required: Code.forbidden,
  staff_session_expired: Code.loginExpired,
  permission_missing: Code.forbidden,
  confirmation_required: Code.badRequest,
  // Releases (contract/releases.ts).
  release_exists: Code.conflict,
  // Staff and invitations (contract/staff.ts).
  invitation_used: Code.gone,
  invitation_wrong_account: Code.forbidden,
  already_staff: Code.conflict,
  last_admin: Code.conflict,
  // Content editing (contract/content-admin.ts); conflict: a stale base revision.
  slug_taken: Code.conflict,
  version_taken: Code.conflict,
  unpublish_first: Code.conflict,
  last_version: Code.conflict,
  // Saved poses (contract/saved-pose.ts).
  not_an_image: Code.badRequest,
  too_many_poses: Code.conflict,
  gone: Code.gone,
  resync_required: Code.gone,
  too_large: Code.payloadTooLarge,
  // Uploads (contract/uploads.ts).
  file_type: Code.badRequest,
  file_too_large: Code.payloadTooLarge,
  too_many_pixels: Code.badRequest,
  file_empty: Code.badRequest,
  upload_unknown: Code.badRequest,
  // Featured works (contract/works.ts).
  wrong_state: Code.conflict,
  not_edited: Code.conflict,
  pose_unknown: Code.badRequest,
  // The inbox (contract/inbox.ts).
  wrong_kind: Code.conflict,
  already_decided: Code.conflict,
  no_beta_channel: Code.conflict,
  not_assignable: Code.badRequest,
} as const satisfies Record<
  | UserRefusalReason
  | TwoFactorReason
  | GiftRefusalReason
  | StaffRefusalReason
  | StaffAdminRefusalReason
  | ReleaseRefusalReason
  | ConfigRefusalReason
  | ContentRefusalReason
  | SavedPoseRefusalReason
  | UploadRefusalReason
  | WorkRefusalReason
  | InboxRefusalReason
  | "invalid_input"
  | "challenge_required"
  | "not_logged_in"
  | "conflict",
  CodeValue
>;

export type ApiRefusalReason = keyof typeof STATUS;

/** The HTTP status a reason of the table is answered at (undefined for the others). */
export function statusOf(reason: string): number | undefined {
  return reason in STATUS ? httpStatusFor(STATUS[reason as ApiRefusalReason]) : undefined;
}

/** A refusal as it is sent in `data`: its reason, and any data of its own. */
type RefusalData = Refusal<ApiRefusalReason> & Record<string, unknown>;

/**
 * Answers a refusal: the status of its reason, `msg` in English for logs and developers, the
 * refusal as `data` (with Retry-After when it says how long to wait).
 */
export function sendRefusal(reply: FastifyReply, refusal: RefusalData, msg: string) {
  const code = STATUS[refusal.reason];
  if (refusal.retryAfter) reply.header("retry-after", String(refusal.retryAfter));
  return reply.status(httpStatusFor(code)).send({ code, msg, data: refusal });
}

/**
 * `msg` of each reason a route may answer (English, for logs and developers); a function when
 * the words name the refusal's data. A table per resource, so the route that adds a reason to a
 * service fails the type check until it words it.
 */
export type RefusalMessages<F extends Refusal<ApiRefusalReason>> = {
  readonly [K in F["reason"]]: string | ((refusal: F & { reason: K }) => string);
};

/** How `answer` makes `data` of the outcome's parts that are not sent as they are. */
export type AnswerShape<T, F extends Refusal<ApiRefusalReason>, D> = {
  /** The success `data` (a record's view, say); the value itself when left out. */
  ok?: (value: T) => D;
  /**
   * The refusal's `data`, when what the service names (a record) is not what the API shows. The
   * reason stays: `msg` is worded from the service's refusal.
   */
  refused?: (refusal: F) => RefusalData & { reason: F["reason"] };
};

/**
 * Answers a service's outcome: `ok` as the success envelope, a refusal at the status and code of
 * its reason (sendRefusal) with `msg` from `messages`. A route that answers the value itself
 * (a session to open first, say) hands over the refusal alone.
 */
export function answer<F extends Refusal<ApiRefusalReason>>(
  reply: FastifyReply,
  outcome: { refused: F },
  messages: RefusalMessages<NoInfer<F>>,
  shape?: Pick<AnswerShape<never, F, never>, "refused">,
): FastifyReply;
export function answer<T, F extends Refusal<ApiRefusalReason>, D = T>(
  reply: FastifyReply,
  outcome: { ok: T } | { refused: F },
  messages: RefusalMessages<NoInfer<F>>,
  shape?: AnswerShape<T, F, D>,
): FastifyReply | (Envelope<NoInfer<D>> & { data: NoInfer<D> });
export function answer<T, F extends Refusal<ApiRefusalReason>, D>(
  reply: FastifyReply,
  outcome: { ok: T } | { refused: F },
  messages: RefusalMessages<F>,
  shape: AnswerShape<T, F, D> = {},
) {
  if ("ok" in outcome) return ok(shape.ok ? shape.ok(outcome.ok) : outcome.ok);
  const refusal = outcome.refused;
  const words: string | ((refusal: F) => string) = messages[refusal.reason as F["reason"]];
  const msg = typeof words === "string" ? words : words(refusal);
  return sendRefusal(reply, shape.refused ? shape.refused(refusal) : refusal, msg);
}
