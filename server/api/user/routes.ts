import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { EnvelopeSchema, ok } from "../../../contract/envelope.ts";
import type { ChallengeSettings } from "../../lib/challenge.ts";
import type { Mailer } from "../../lib/mailer.ts";
import { countEvent } from "../../lib/metrics.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { refusals } from "../common.ts";
import { answer } from "../refusal-status.ts";
import { askSecondFactor, SecondFactorRequiredSchema } from "../two-factor/refusals.ts";
import { ACCOUNT_MESSAGES, callerOf, logInAs, mailLocale, PASSWORD_RULES } from "./answers.ts";
import { passwordRoutes } from "./password-routes.ts";
import { closeSession } from "./repository.ts";
import {
  DeleteBodySchema,
  LoginBodySchema,
  LoginResultSchema,
  RegisterBodySchema,
  UserInfoSchema,
} from "./schema.ts";
import { deleteAccount, logIn, register } from "./service.ts";
import { sessionRoutes } from "./session-routes.ts";
import { verificationRoutes } from "./verification-routes.ts";
import { issueVerification } from "./verification-service.ts";

export type UserRoutesOptions = {
  mailer: Mailer;
  /** Proof of work asked of log-ins to an account under attack. */
  challenge: ChallengeSettings;
  /** Origin for links in emails, from configuration only (server/lib/public-origin.ts). */
  publicOrigin: () => string;
  /** Sign-up attempts per address an hour; 0 turns the limit off. */
  signupsPerHour: number;
};

/** Accounts: sign up, log in, log out, who am I. Auth is `Authorization: Bearer <loginKey>`. */
export default async function userRoutes(app: FastifyInstance, options: UserRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const requireSession = app.requireSession;
  const security = [{ bearer: [] }];
  const mailVerification = await verificationRoutes(app, options);
  api.post(
    "/user/register",
    {
      schema: {
        tags: ["user"],
        summary: "Sign up and log in",
        description:
          "RATE_LIMIT_SIGNUPS_PER_HOUR attempts an hour per address (default 20), then 429. " +
          "A link to confirm the address is mailed in `language` (else Accept-Language); " +
          "until it is opened, `userInfo.emailVerified` is false.",
        body: RegisterBodySchema,
        response: {
          200: EnvelopeSchema(LoginResultSchema),
          ...refusals({ 400: PASSWORD_RULES, 409: ["email_taken"], 429: [] }),
        },
      },
    },
    async (request, reply) => {
      const outcome = await register(callerOf(app, request), request.body, options.signupsPerHour);
      if ("refused" in outcome) {
        return answer(reply, outcome, {
          ...ACCOUNT_MESSAGES,
          rate_limited: "Too many sign-ups from this address; try again later",
        });
      }
      countEvent("signup");
      const link = await issueVerification(app.db, outcome.ok, {
        purpose: "signup",
        locale: mailLocale(request, request.body.language),
        now: app.now(),
      });
      mailVerification(request, link);
      return logInAs(app, request, outcome.ok);
    },
  );

  api.post(
    "/user/login",
    {
      schema: {
        tags: ["user"],
        summary: "Log in",
        description:
          "5 failures for one account from one address, or 50 from one address, in 15 minutes " +
          "answer 429 to that address only. Once an account has 5 failures from anywhere, every " +
          "attempt needs a solved proof-of-work challenge (GET /api/challenge): without one the " +
          "answer is 428, code 428. With two-factor log-in on, a right password answers 403 " +
          "`data.reason` two_factor_required with a single-use `data.ticket` for " +
          "POST /api/user/login/two-factor.",
        body: LoginBodySchema,
        response: {
          200: EnvelopeSchema(LoginResultSchema),
          ...refusals({ 400: ["wrong_credentials"], 428: ["challenge_required"], 429: [] }),
          403: SecondFactorRequiredSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await logIn(callerOf(app, request), request.body, options.challenge);
      if ("refused" in outcome) {
        return answer(reply, outcome, {
          ...ACCOUNT_MESSAGES,
          rate_limited: "Too many failed logins; try again later",
        });
      }
      if (await askSecondFactor(app, reply, outcome.ok.id)) return reply;
      return logInAs(app, request, outcome.ok);
    },
  );

  api.post(
    "/user/logout",
    {
      preHandler: requireSession,
      schema: {
        tags: ["user"],
        summary: "Log out: the token stops working at once",
        security,
        response: { 200: EnvelopeSchema(z.null()), ...refusals({ 401: [] }) },
      },
    },
    async (request) => {
      await closeSession(app.db, sessionOf(request).sessionId);
      return ok(null);
    },
  );

  api.post(
    "/user/delete",
    {
      preHandler: requireSession,
      schema: {
        tags: ["user"],
        summary: "Delete the account after confirming the password",
        description: "See /logout-agreement. The account and its sessions are gone at once.",
        security,
        body: DeleteBodySchema,
        response: {
          200: EnvelopeSchema(z.null()),
          // 429: five wrong passwords from this session or this address (RECHECK_LIMITS).
          ...refusals({ 400: ["password_wrong"], 401: [], 429: [] }),
        },
      },
    },
    async (request, reply) => {
      const outcome = await deleteAccount(
        callerOf(app, request),
        sessionOf(request),
        request.body.password,
      );
      return answer(reply, outcome, ACCOUNT_MESSAGES);
    },
  );

  api.get(
    "/user/info",
    {
      preHandler: requireSession,
      schema: {
        tags: ["user"],
        summary: "The logged-in user",
        security,
        response: { 200: EnvelopeSchema(UserInfoSchema), ...refusals({ 401: [] }) },
      },
    },
    async (request) => ok(sessionOf(request).user),
  );

  await passwordRoutes(app, options);
  await sessionRoutes(app);
}
