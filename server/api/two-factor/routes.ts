import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { EnvelopeSchema, ok } from "../../../contract/envelope.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { answer, sendRefusal } from "../refusal-status.ts";
import { callerOf } from "../user/answers.ts";
import { endOtherSessions, findUserById, openSession, toUserInfo } from "../user/repository.ts";
import { LoginResultSchema } from "../user/schema.ts";
import { recheckPassword } from "../user/service.ts";
import { TWO_FACTOR_MESSAGES } from "./refusals.ts";
import {
  ConfirmBodySchema,
  EnableBodySchema,
  EnabledSchema,
  LoginTwoFactorBodySchema,
  RecoveryCodesSchema,
  SetupSchema,
  TwoFactorStatusSchema,
  twoFactorRefusals,
} from "./schema.ts";
import { type CodeSource, TWO_FACTOR_LIMITS } from "./service.ts";
import { LOGIN_TICKET_LIFETIME_MS } from "./tickets.ts";

/** What every operation that checks a code says of its limits (OpenAPI). */
const CODE_LIMITS =
  `${TWO_FACTOR_LIMITS.scope.max} wrong codes in 15 minutes from one place (a session, or an ` +
  "address for the log-in) hold that place back (429 locked, on every instance); past " +
  `${TWO_FACTOR_LIMITS.account.max} from anywhere, each code needs a solved challenge ` +
  "(428 challenge_required). A right code already used is 409 code_used and is not counted.";

/** Two-factor log-in (TOTP and recovery codes): enrolment on the account page, the log-in step. */
export default async function twoFactorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const requireSession = app.requireSession;
  const tf = app.twoFactor;
  const security = [{ bearer: [] }];

  /** Codes sent from a session are limited per session; the owner's other sessions go on. */
  const fromSession = (request: FastifyRequest<{ Body: { challenge?: string | undefined } }>) =>
    ({
      scope: `session:${sessionOf(request).sessionId}`,
      challenge: request.body.challenge,
    }) satisfies CodeSource;

  /**
   * The current password, counted as every re-check is (RECHECK_LIMITS); true when it refused.
   * A boolean: an awaited reply is a thenable and would not come back.
   */
  async function passwordRefused(
    request: FastifyRequest<{ Body: { password: string } }>,
    reply: FastifyReply,
  ): Promise<boolean> {
    const rechecked = await recheckPassword(
      callerOf(app, request),
      sessionOf(request),
      request.body.password,
      "password",
    );
    if ("ok" in rechecked) return false;
    const { refused } = rechecked;
    sendRefusal(
      reply,
      refused,
      refused.reason === "rate_limited"
        ? "Too many wrong passwords; try again later"
        : TWO_FACTOR_MESSAGES.password_wrong,
    );
    return true;
  }

  api.get(
    "/user/two-factor",
    {
      preHandler: requireSession,
      schema: {
        tags: ["two-factor"],
        summary: "Whether two-factor log-in is on, and how many recovery codes are left",
        security,
        response: { 200: EnvelopeSchema(TwoFactorStatusSchema), ...twoFactorRefusals({ 401: [] }) },
      },
    },
    async (request) => ok(await tf.status(sessionOf(request).userId)),
  );

  api.post(
    "/user/two-factor/setup",
    {
      preHandler: requireSession,
      schema: {
        tags: ["two-factor"],
        summary: "Start enrolment: a new pending secret, as text and as an otpauth:// URI",
        description:
          "Replaces an unfinished enrolment. Nothing changes for log-in until /enable confirms " +
          "it. The secret is never returned again. Cache-Control: no-store.",
        security,
        response: {
          200: EnvelopeSchema(SetupSchema),
          ...twoFactorRefusals({ 401: [], 409: ["already_enabled"] }),
        },
      },
    },
    async (request, reply) => {
      const userId = sessionOf(request).userId;
      const user = await findUserById(app.db, userId);
      const setup = user ? await tf.startSetup(userId, user.email) : null;
      if (!setup) {
        return sendRefusal(
          reply,
          { reason: "already_enabled" },
          TWO_FACTOR_MESSAGES.already_enabled,
        );
      }
      return ok(setup);
    },
  );

  api.post(
    "/user/two-factor/enable",
    {
      preHandler: requireSession,
      schema: {
        tags: ["two-factor"],
        summary: "Finish enrolment with the password and a current code; 10 recovery codes",
        description:
          "The recovery codes are shown once (Cache-Control: no-store). " +
          CODE_LIMITS +
          " The account's other sessions end unless endOtherSessions is false.",
        security,
        body: EnableBodySchema,
        response: {
          200: EnvelopeSchema(EnabledSchema),
          ...twoFactorRefusals({
            400: ["code_wrong", "password_wrong"],
            401: [],
            409: ["already_enabled", "no_pending_setup", "code_used"],
            428: ["challenge_required"],
            429: ["locked"],
          }),
        },
      },
    },
    async (request, reply) => {
      if (await passwordRefused(request, reply)) return reply;
      const session = sessionOf(request);
      const result = await tf.confirmSetup(session.userId, request.body.code, fromSession(request));
      // A session someone took before the second factor was on would otherwise outlive it.
      const endedSessions =
        "ok" in result && request.body.endOtherSessions
          ? await endOtherSessions(app.db, session.userId, session.sessionId)
          : 0;
      return answer(reply, result, TWO_FACTOR_MESSAGES, {
        ok: (recoveryCodes) => ({ recoveryCodes, endedSessions }),
      });
    },
  );

  const confirmed = {
    preHandler: requireSession,
    body: ConfirmBodySchema,
    response: {
      ...twoFactorRefusals({
        400: ["code_wrong", "password_wrong"],
        401: [],
        409: ["not_enabled", "code_used"],
        428: ["challenge_required"],
        429: ["locked"],
      }),
    },
  };

  /**
   * Password, then the second factor: the shared gate of disable and new recovery codes. True
   * when it refused (a boolean: an awaited reply is a thenable and would not come back).
   */
  async function refused(
    request: FastifyRequest<{
      Body: { password: string; code: string; challenge?: string | undefined };
    }>,
    reply: FastifyReply,
  ): Promise<boolean> {
    if (await passwordRefused(request, reply)) return true;
    const result = await tf.verify(
      sessionOf(request).userId,
      request.body.code,
      fromSession(request),
    );
    if ("ok" in result) return false;
    answer(reply, result, TWO_FACTOR_MESSAGES);
    return true;
  }

  api.post(
    "/user/two-factor/disable",
    {
      preHandler: confirmed.preHandler,
      schema: {
        tags: ["two-factor"],
        summary: "Turn two-factor log-in off (password and a code or a recovery code)",
        description: CODE_LIMITS,
        security,
        body: confirmed.body,
        response: { 200: EnvelopeSchema(z.null()), ...confirmed.response },
      },
    },
    async (request, reply) => {
      if (await refused(request, reply)) return reply;
      await tf.disable(sessionOf(request).userId);
      return ok(null);
    },
  );

  api.post(
    "/user/two-factor/recovery-codes",
    {
      preHandler: confirmed.preHandler,
      schema: {
        tags: ["two-factor"],
        summary: "Ten new recovery codes; the old ones stop working",
        description: `Password and a code (or a recovery code). ${CODE_LIMITS} Cache-Control: no-store.`,
        security,
        body: confirmed.body,
        response: { 200: EnvelopeSchema(RecoveryCodesSchema), ...confirmed.response },
      },
    },
    async (request, reply) => {
      if (await refused(request, reply)) return reply;
      return ok({ recoveryCodes: await tf.regenerateRecoveryCodes(sessionOf(request).userId) });
    },
  );

  api.post(
    "/user/login/two-factor",
    {
      schema: {
        tags: ["user", "two-factor"],
        summary: "Finish a log-in with the ticket and a code (or a recovery code)",
        description:
          `The ticket from /user/login works for ${LOGIN_TICKET_LIFETIME_MS / 60_000} minutes ` +
          "and opens one session. A code works once; a recovery code works once. " +
          CODE_LIMITS +
          " Here the place is the caller's address. Cache-Control: no-store.",
        body: LoginTwoFactorBodySchema,
        response: {
          200: EnvelopeSchema(LoginResultSchema),
          ...twoFactorRefusals({
            400: ["code_wrong"],
            409: ["code_used"],
            410: ["ticket_invalid"],
            428: ["challenge_required"],
            429: ["locked"],
          }),
        },
      },
    },
    async (request, reply) => {
      const userId = await tf.ticketUser(request.body.ticket);
      if (userId === null) {
        return sendRefusal(reply, { reason: "ticket_invalid" }, TWO_FACTOR_MESSAGES.ticket_invalid);
      }
      const result = await tf.verify(userId, request.body.code, {
        scope: `address:${request.ip}`,
        challenge: request.body.challenge,
      });
      if ("refused" in result) {
        // Turned off since the ticket was issued: the ticket is no good any more.
        if (result.refused.reason === "not_enabled") {
          return sendRefusal(
            reply,
            { reason: "ticket_invalid" },
            TWO_FACTOR_MESSAGES.ticket_invalid,
          );
        }
        return answer(reply, result, TWO_FACTOR_MESSAGES);
      }
      const user = await findUserById(app.db, userId);
      if (!user || !(await tf.consumeTicket(request.body.ticket))) {
        return sendRefusal(reply, { reason: "ticket_invalid" }, TWO_FACTOR_MESSAGES.ticket_invalid);
      }
      const loginKey = await openSession(app.db, {
        userId,
        userAgent: request.headers["user-agent"] ?? "",
        now: app.now(),
      });
      return ok({ loginKey, userInfo: toUserInfo(user) });
    },
  );
}
