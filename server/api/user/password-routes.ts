import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { EnvelopeSchema, ok } from "../../../contract/envelope.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { refusals } from "../common.ts";
import { answer } from "../refusal-status.ts";
import { askSecondFactor, SecondFactorRequiredSchema } from "../two-factor/refusals.ts";
import {
  ACCOUNT_MESSAGES,
  afterAnswer,
  callerOf,
  logInAs,
  mailLocale,
  PASSWORD_RULES,
} from "./answers.ts";
import { resetCodeMail } from "./emails.ts";
import { normalizeEmail, RESET_CODE_LIFETIME_MS } from "./repository.ts";
import type { UserRoutesOptions } from "./routes.ts";
import {
  ChangePasswordBodySchema,
  ForgotBodySchema,
  LoginResultSchema,
  ResetBodySchema,
} from "./schema.ts";
import { admitResetRequest, changePassword, newResetCode, resetPassword } from "./service.ts";
import { verificationMail } from "./verification-mails.ts";

/** Passwords: change (logged in), forgot and reset by an emailed code. */
export async function passwordRoutes(app: FastifyInstance, options: UserRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];
  const background = afterAnswer(app, "password reset request");

  api.post(
    "/user/password/change",
    {
      preHandler: app.requireSession,
      schema: {
        tags: ["user"],
        summary: "Change the password; other sessions end",
        security,
        body: ChangePasswordBodySchema,
        response: {
          200: EnvelopeSchema(z.null()),
          // 429: five wrong passwords from this session or this address (RECHECK_LIMITS).
          ...refusals({ 400: ["password_wrong", ...PASSWORD_RULES], 401: [], 429: [] }),
        },
      },
    },
    async (request, reply) => {
      const outcome = await changePassword(
        callerOf(app, request),
        sessionOf(request),
        request.body,
      );
      return answer(reply, outcome, ACCOUNT_MESSAGES);
    },
  );

  api.post(
    "/user/password/forgot",
    {
      schema: {
        tags: ["user"],
        summary: "Email a 6-digit code to set a new password",
        description:
          "Answers 200 whether or not the email has an account. The code works for 15 minutes " +
          "and allows 5 guesses; at most 3 emails per account in 15 minutes to one address. " +
          "Past 5 requests naming one email in 15 minutes, from anywhere, the answer is 428 " +
          "until the request carries a solved challenge. An address not yet confirmed is sent " +
          "no code but a link to confirm it (POST /api/user/email/verify); a code follows the " +
          "next request. The answer is the same 200 in every case.",
        body: ForgotBodySchema,
        response: {
          200: EnvelopeSchema(z.null()),
          ...refusals({ 400: [], 428: ["challenge_required"], 429: [] }),
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(app, request);
      const admitted = await admitResetRequest(caller, request.body, options.challenge);
      if ("refused" in admitted) {
        return answer(reply, admitted, {
          ...ACCOUNT_MESSAGES,
          rate_limited: "Too many reset requests; try again later",
        });
      }
      // The answer leaves before any work that depends on the account, so its timing cannot tell
      // whether the email has one (before: 13.4 ms known vs 7.4 ms unknown, median).
      const { email, language } = request.body;
      const locale = mailLocale(request, language);
      background(request, async () => {
        const issued = await newResetCode(caller, normalizeEmail(email), locale);
        if (!issued) return;
        const origin = options.publicOrigin();
        const mail =
          "link" in issued
            ? verificationMail(issued.link, { origin })
            : resetCodeMail({
                to: issued.user.email,
                code: issued.code,
                minutes: RESET_CODE_LIFETIME_MS / 60_000,
                locale,
                origin,
              });
        await options.mailer.send(mail);
      });
      return ok(null);
    },
  );

  api.post(
    "/user/password/reset",
    {
      schema: {
        tags: ["user"],
        summary: "Set a new password with the emailed code; every session ends, a new one starts",
        description:
          "Works for an account locked by failed logins, and unlocks it. 5 guesses per code. " +
          "With two-factor log-in on, the password is changed but the answer is 403 " +
          "two_factor_required, as for /user/login: an email alone never opens a session.",
        body: ResetBodySchema,
        response: {
          200: EnvelopeSchema(LoginResultSchema),
          ...refusals({ 400: ["code_wrong", ...PASSWORD_RULES], 429: [] }),
          403: SecondFactorRequiredSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await resetPassword(callerOf(app, request), request.body);
      if ("refused" in outcome) {
        return answer(reply, outcome, {
          ...ACCOUNT_MESSAGES,
          rate_limited: "Too many wrong codes; try again later",
        });
      }
      if (await askSecondFactor(app, reply, outcome.ok.id)) return reply;
      return logInAs(app, request, outcome.ok);
    },
  );
}
