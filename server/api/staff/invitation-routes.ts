import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { EnvelopeSchema, ok } from "../../../contract/envelope.ts";
import { ATTEMPT_WINDOW_MS, type AttemptLimit } from "../../lib/attempts.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { refusals } from "../common.ts";
import { lookupGuard } from "../lookup-guard.ts";
import { answer, sendRefusal } from "../refusal-status.ts";
import { acceptInvitation, invitationInfo } from "./invitations-service.ts";
import {
  AcceptedSchema,
  InvitationInfoSchema,
  TokenBodySchema,
  TokenQuerySchema,
} from "./manage-schema.ts";

/**
 * Invitation tokens are 256-bit random, so guessing is hopeless; the limits keep it that way
 * and keep a script from hammering the table. A token that is not found costs 5 attempts.
 */
export const INVITATION_LIMITS = {
  address: { max: 30, windowMs: ATTEMPT_WINDOW_MS },
  account: { max: 10, windowMs: ATTEMPT_WINDOW_MS },
} as const satisfies Record<string, AttemptLimit>;

const TOO_MANY = "token: too many attempts; try again later";
const MESSAGES = {
  not_found: "token: no such invitation",
  invitation_used: "token: this invitation was already accepted",
  expired: "token: this invitation has expired",
  invitation_wrong_account: "token: this invitation is for another email address",
  email_unverified: "Confirm the account's email address first (POST /api/user/email/resend)",
  already_staff: "token: this account already has a staff role",
} as const;

/** Looking at and accepting an invitation (/api/invitation): any logged-in account may try. */
export default async function invitationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** Counts the look-up before the token is looked at (an unknown one costs more). */
  const admit = lookupGuard(app, TOO_MANY);

  api.get(
    "/invitation",
    {
      schema: {
        summary: "What an invitation offers (role, masked email, state)",
        tags: ["console"],
        querystring: TokenQuerySchema,
        response: {
          200: EnvelopeSchema(InvitationInfoSchema),
          ...refusals({ 400: [], 404: ["not_found"], 429: [] }),
        },
      },
    },
    async (request, reply) => {
      const keys: [string, AttemptLimit][] = [
        [`invite:address:${request.ip}`, INVITATION_LIMITS.address],
      ];
      const unknown = await admit(reply, keys);
      if (!unknown) return reply;
      const info = await invitationInfo(app.db, request.query.token, app.now());
      if (!info) {
        await unknown();
        return sendRefusal(reply, { reason: "not_found", field: "token" }, MESSAGES.not_found);
      }
      return ok(info);
    },
  );

  api.post(
    "/invitation/accept",
    {
      preHandler: app.requireSession,
      schema: {
        summary:
          "Accept an invitation with the logged-in account (its email must be the invited one)",
        tags: ["console"],
        security: [{ bearer: [] }],
        body: TokenBodySchema,
        response: {
          200: EnvelopeSchema(AcceptedSchema),
          ...refusals({
            400: [],
            401: [],
            403: ["invitation_wrong_account", "email_unverified"],
            404: ["not_found"],
            409: ["already_staff"],
            410: ["invitation_used", "expired"],
            429: [],
          }),
        },
      },
    },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      const keys: [string, AttemptLimit][] = [
        [`invite:address:${request.ip}`, INVITATION_LIMITS.address],
        [`invite:account:${userId}`, INVITATION_LIMITS.account],
      ];
      const unknown = await admit(reply, keys);
      if (!unknown) return reply;
      const outcome = await acceptInvitation(app.db, {
        token: request.body.token,
        userId,
        now: app.now(),
      });
      if ("refused" in outcome) {
        if (outcome.refused.reason === "not_found") await unknown();
        return answer(reply, outcome, MESSAGES, {
          refused: (refusal) => ({ ...refusal, field: "token" }),
        });
      }
      return ok({ role: outcome.ok.role, twoFactor: await app.twoFactor.isEnrolled(userId) });
    },
  );
}
