import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { EnvelopeSchema, ok } from "../../../contract/envelope.ts";
import { toUiLocale } from "../../../contract/language.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { refusals } from "../common.ts";
import { answer } from "../refusal-status.ts";
import { ACCOUNT_MESSAGES, afterAnswer, callerOf, mailLocale } from "./answers.ts";
import { findUserById, maskEmail, toUserInfo } from "./repository.ts";
import type { UserRoutesOptions } from "./routes.ts";
import {
  ChangeEmailBodySchema,
  ConfirmedSchema,
  MailLanguageBodySchema,
  UserInfoSchema,
  VerifiedSchema,
  VerifyEmailBodySchema,
} from "./schema.ts";
import { emailChangedMail, verificationMail, welcomeMail } from "./verification-mails.ts";
import {
  changeEmail,
  confirmEmail,
  resendVerification,
  type VerificationLink,
} from "./verification-service.ts";

/**
 * Confirming the email address: the link from the mail, resending it, changing the address
 * (issue 31). Answers how to mail a link after an answer has left, which sign-up uses for the
 * first one.
 */
export async function verificationRoutes(app: FastifyInstance, options: UserRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];
  const background = afterAnswer(app, "account mail");
  const send = (link: VerificationLink) =>
    options.mailer.send(verificationMail(link, { origin: options.publicOrigin() }));

  api.post(
    "/user/email/verify",
    {
      schema: {
        tags: ["user"],
        summary: "Confirm the account's email address with the token from the emailed link",
        description:
          "Needs no session: the token is the proof. A link works once, for 48 hours, and only " +
          "for the address it was sent to; otherwise 410 `verification_invalid`. The first " +
          "confirmation after sign-up is followed by a welcome mail.",
        body: VerifyEmailBodySchema,
        response: {
          200: EnvelopeSchema(ConfirmedSchema),
          ...refusals({ 400: [], 410: ["verification_invalid"] }),
        },
      },
    },
    async (request, reply) => {
      const outcome = await confirmEmail(app.db, request.body.token, app.now());
      if ("refused" in outcome) return answer(reply, outcome, ACCOUNT_MESSAGES);
      const { user, purpose, locale } = outcome.ok;
      if (purpose === "signup") {
        background(request, () =>
          options.mailer.send(
            welcomeMail({
              to: user.email,
              locale: toUiLocale(locale),
              origin: options.publicOrigin(),
            }),
          ),
        );
      }
      return ok({ email: maskEmail(user.email), purpose });
    },
  );

  api.post(
    "/user/email/resend",
    {
      preHandler: app.requireSession,
      schema: {
        tags: ["user"],
        summary: "Email a new confirmation link to the account's address",
        description:
          "The earlier link stops working. 3 an hour per account, then 429; 409 " +
          "`already_verified` once the address is confirmed.",
        security,
        body: MailLanguageBodySchema,
        response: {
          200: EnvelopeSchema(VerifiedSchema),
          ...refusals({ 400: [], 401: [], 409: ["already_verified"], 429: [] }),
        },
      },
    },
    async (request, reply) => {
      const user = await findUserById(app.db, sessionOf(request).userId);
      if (!user) return answer(reply, { refused: { reason: "not_logged_in" } }, ACCOUNT_MESSAGES);
      const locale = mailLocale(request, request.body.language);
      const outcome = await resendVerification(callerOf(app, request), user, locale);
      if ("refused" in outcome) {
        return answer(reply, outcome, {
          ...ACCOUNT_MESSAGES,
          rate_limited: "Too many confirmation mails; try again later",
        });
      }
      const link = outcome.ok;
      background(request, () => send(link));
      return ok({ email: maskEmail(user.email) });
    },
  );

  api.post(
    "/user/email/change",
    {
      preHandler: app.requireSession,
      schema: {
        tags: ["user"],
        summary: "Change the account's email address; the new one must be confirmed",
        description:
          "Confirmed by the current password (5 wrong ones per session or address, then 429). " +
          "The address changes at once and is unconfirmed until the link mailed to it is " +
          "opened; the old address is told of the change, and a reset code sent to it stops " +
          "working. 5 changes an hour per account, then 429.",
        security,
        body: ChangeEmailBodySchema,
        response: {
          200: EnvelopeSchema(UserInfoSchema),
          ...refusals({
            400: ["password_wrong", "email_same"],
            401: [],
            409: ["email_taken"],
            429: [],
          }),
        },
      },
    },
    async (request, reply) => {
      const locale = mailLocale(request, request.body.language);
      const outcome = await changeEmail(callerOf(app, request), sessionOf(request), {
        ...request.body,
        locale,
      });
      if ("refused" in outcome) return answer(reply, outcome, ACCOUNT_MESSAGES);
      const { user, previous, link } = outcome.ok;
      background(request, async () => {
        await send(link);
        await options.mailer.send(
          emailChangedMail({
            to: previous,
            newEmail: user.email,
            locale,
            origin: options.publicOrigin(),
          }),
        );
      });
      return ok(toUserInfo(user));
    },
  );

  return (request: FastifyRequest, link: VerificationLink) => background(request, () => send(link));
}
