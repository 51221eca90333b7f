import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CHALLENGE_REQUIRED } from "../../../contract/challenge.ts";
import { Code } from "../../../contract/codes.ts";
import { EnvelopeSchema, ErrorEnvelopeSchema, fail, ok } from "../../../contract/envelope.ts";
import { toUiLocale, UI_LOCALES, type UiLocale } from "../../../contract/language.ts";
import { AUTH_ERRORS, NICKNAME_MAX } from "../../../contract/user.ts";
import { describeUserAgent } from "../../../contract/user-agent.ts";
import { clearFailures, failuresIn, lockedFor, recordFailure } from "../../lib/attempts.ts";
import { type ChallengeSettings, redeemSolution } from "../../lib/challenge.ts";
import type { Mailer } from "../../lib/mailer.ts";
import { revokeGiftsOfUser } from "../gift/service.ts";
import { askSecondFactor, SecondFactorRequiredSchema } from "../two-factor/refusals.ts";
import { resetCodeMail } from "./emails.ts";
import { hashPassword, passwordProblem, verifyPassword } from "./passwords.ts";
import {
  changePassword,
  closeSession,
  consumeResetCode,
  createUser,
  deleteUser,
  endOtherSessions,
  endSession,
  findUserByEmail,
  findUserById,
  issueResetCode,
  listSessions,
  normalizeEmail,
  openSession,
  RESET_CODE_LIFETIME_MS,
  resetPassword,
  toUserInfo,
  type UserRow,
} from "./service.ts";

const WINDOW_MS = 15 * 60 * 1000;
/**
 * Log-in throttling (docs/decisions/0008-login-throttling-proof-of-work.md). No limit refuses the
 * right password from a clean address: an attacker can only lock out its own address.
 */
export const LOGIN_LIMITS = {
  /** Failures for one account from one address, then that address waits (429). */
  pair: { max: 5, windowMs: WINDOW_MS },
  /** Failures from one address across accounts, then that address waits (429). */
  address: { max: 50, windowMs: WINDOW_MS },
  /** Failures for one account from anywhere: past `max`, every attempt needs a solved challenge. */
  account: { max: 5, windowMs: WINDOW_MS },
};

const UserInfoSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  email: z.string().describe("Masked: a***@example.com"),
  avatar: z.string(),
  createdAt: z.string(),
});
export const LoginResultSchema = z.object({
  loginKey: z.string().describe("Bearer token for Authorization: Bearer <loginKey>"),
  userInfo: UserInfoSchema,
});

const Email = z
  .string({ error: "is required" })
  .trim()
  .max(254, { error: "is too long" })
  .pipe(z.email({ error: "must be an email address" }));
const AnyPassword = z
  .string({ error: "is required" })
  .min(1, { error: "is required" })
  .max(1024, { error: "is too long" });

const loginAccountKey = (email: string) => `login:account:${email}`;
const loginPairKey = (email: string, ip: string) => `login:pair:${email}|${ip}`;

export const RESET_LIMITS = {
  /** Reset-code emails per account: further requests still answer 200 but send nothing. */
  mailsPerAccount: { max: 3, windowMs: WINDOW_MS },
  /** Forgot-password requests per address. */
  requestsPerAddress: { max: 20, windowMs: WINDOW_MS },
  /** Wrong codes per address, across accounts. */
  guessesPerAddress: { max: 30, windowMs: WINDOW_MS },
};

const Locale = z
  .enum(UI_LOCALES)
  .optional()
  .describe("Language of the email; else Accept-Language");
const ResetCode = z
  .string({ error: "is required" })
  .trim()
  .regex(/^\d{6}$/, { error: "must be the 6 digits from the email" });

const SessionSchema = z.object({
  id: z.number().int(),
  browser: z.string(),
  os: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});

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

  function tooMany(reply: FastifyReply, wait: number, msg: string) {
    reply.header("retry-after", String(wait));
    return reply.status(429).send(fail(Code.tooManyRequests, msg));
  }
  /** A new session for the user, answered as `{ loginKey, userInfo }` (sign-up, log-in, reset). */
  async function logIn(request: FastifyRequest, user: UserRow) {
    const loginKey = await openSession(app.db, {
      userId: user.id,
      userAgent: request.headers["user-agent"] ?? "",
      now: app.now(),
    });
    return { loginKey, userInfo: toUserInfo(user) };
  }

  /** The logged-in user, when `password` is their current password (sensitive actions). */
  async function confirmedUser(request: FastifyRequest, password: string) {
    if (!request.session) return null;
    const user = await findUserById(app.db, request.session.userId);
    return user && (await verifyPassword(user.passwordHash, password)) ? user : null;
  }

  api.post(
    "/user/register",
    {
      schema: {
        tags: ["user"],
        summary: "Sign up and log in",
        description:
          "RATE_LIMIT_SIGNUPS_PER_HOUR attempts an hour per address (default 20), then 429.",
        body: z.object({
          email: Email,
          password: AnyPassword,
          nickname: z
            .string({ error: "is required" })
            .trim()
            .min(1, { error: "is required" })
            .max(NICKNAME_MAX, { error: `must be at most ${NICKNAME_MAX} characters` }),
        }),
        response: {
          200: EnvelopeSchema(LoginResultSchema),
          400: ErrorEnvelopeSchema,
          409: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      if (options.signupsPerHour > 0) {
        const limit = { max: options.signupsPerHour, windowMs: 3600 * 1000 };
        const key = `register:address:${request.ip}`;
        const wait = await lockedFor(app.db, key, limit, app.now());
        if (wait > 0)
          return tooMany(reply, wait, "Too many sign-ups from this address; try again later");
        await recordFailure(app.db, key, limit, app.now());
      }
      const { email, password, nickname } = request.body;
      const problem = passwordProblem(password);
      if (problem) return reply.status(400).send(fail(Code.badRequest, `password: ${problem}`));
      const user = await createUser(app.db, {
        email,
        nickname,
        passwordHash: await hashPassword(password),
        now: app.now(),
      });
      if (!user) return reply.status(409).send(fail(Code.conflict, AUTH_ERRORS.emailTaken));
      return ok(await logIn(request, user));
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
        body: z.object({
          email: Email,
          password: AnyPassword,
          challenge: z
            .string()
            .max(2000, { error: "is too long" })
            .optional()
            .describe("A solved challenge, when the last answer was 428"),
        }),
        response: {
          200: EnvelopeSchema(LoginResultSchema),
          400: ErrorEnvelopeSchema,
          403: SecondFactorRequiredSchema,
          428: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const now = app.now();
      const email = normalizeEmail(request.body.email);
      const accountKey = loginAccountKey(email);
      const pairKey = loginPairKey(email, request.ip);
      const addressKey = `login:address:${request.ip}`;
      const wait = Math.max(
        await lockedFor(app.db, pairKey, LOGIN_LIMITS.pair, now),
        await lockedFor(app.db, addressKey, LOGIN_LIMITS.address, now),
      );
      if (wait > 0) return tooMany(reply, wait, "Too many failed logins; try again later");
      const underAttack =
        (await failuresIn(app.db, accountKey, LOGIN_LIMITS.account, now)) >=
        LOGIN_LIMITS.account.max;
      if (underAttack) {
        const spent = await redeemSolution(app.db, options.challenge, request.body.challenge);
        if (spent !== "ok") {
          return reply.status(428).send(fail(Code.challengeRequired, CHALLENGE_REQUIRED));
        }
      }
      const user = await findUserByEmail(app.db, email);
      if (!(await verifyPassword(user?.passwordHash ?? null, request.body.password)) || !user) {
        await recordFailure(app.db, accountKey, LOGIN_LIMITS.account, now);
        await recordFailure(app.db, pairKey, LOGIN_LIMITS.pair, now);
        await recordFailure(app.db, addressKey, LOGIN_LIMITS.address, now);
        return reply.status(400).send(fail(Code.badRequest, AUTH_ERRORS.wrongCredentials));
      }
      // The account's own counter stays: a success does not switch the challenge off for attackers.
      await clearFailures(app.db, pairKey);
      if (await askSecondFactor(app, reply, user.id)) return reply;
      return ok(await logIn(request, user));
    },
  );

  api.post(
    "/user/logout",
    {
      preHandler: requireSession,
      schema: {
        tags: ["user"],
        summary: "Log out: the token stops working at once",
        security: [{ bearer: [] }],
        response: { 200: EnvelopeSchema(z.null()), 401: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      if (request.session) await closeSession(app.db, request.session.sessionId);
      return ok(null);
    },
  );

  api.post(
    "/user/password/change",
    {
      preHandler: requireSession,
      schema: {
        tags: ["user"],
        summary: "Change the password; other sessions end",
        security: [{ bearer: [] }],
        body: z.object({ oldPassword: AnyPassword, newPassword: AnyPassword }),
        response: {
          200: EnvelopeSchema(z.null()),
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const session = request.session;
      const user = await confirmedUser(request, request.body.oldPassword);
      if (!session || !user) {
        return reply
          .status(400)
          .send(fail(Code.badRequest, `oldPassword: ${AUTH_ERRORS.wrongCurrent}`));
      }
      const problem = passwordProblem(request.body.newPassword);
      if (problem) return reply.status(400).send(fail(Code.badRequest, `newPassword: ${problem}`));
      await changePassword(app.db, {
        userId: user.id,
        passwordHash: await hashPassword(request.body.newPassword),
        keepSessionId: session.sessionId,
      });
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
        security: [{ bearer: [] }],
        body: z.object({ password: AnyPassword }),
        response: {
          200: EnvelopeSchema(z.null()),
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await confirmedUser(request, request.body.password);
      if (!user) {
        return reply
          .status(400)
          .send(fail(Code.badRequest, `password: ${AUTH_ERRORS.wrongCurrent}`));
      }
      // Gift links stop working; what friends already claimed stays theirs.
      await revokeGiftsOfUser(app.db, user.id, app.now());
      await deleteUser(app.db, user.id);
      return ok(null);
    },
  );

  api.get(
    "/user/info",
    {
      preHandler: requireSession,
      schema: {
        tags: ["user"],
        summary: "The logged-in user",
        security: [{ bearer: [] }],
        response: { 200: EnvelopeSchema(UserInfoSchema), 401: ErrorEnvelopeSchema },
      },
    },
    async (request) => ok(request.session?.user ?? null),
  );

  api.post(
    "/user/password/forgot",
    {
      schema: {
        tags: ["user"],
        summary: "Email a 6-digit code to set a new password",
        description:
          "Always answers 200, whether or not the email has an account. The code works for " +
          "15 minutes and allows 5 guesses; at most 3 emails per account in 15 minutes.",
        body: z.object({ email: Email, language: Locale }),
        response: {
          200: EnvelopeSchema(z.null()),
          400: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const now = app.now();
      const addressKey = `forgot:address:${request.ip}`;
      const wait = await lockedFor(app.db, addressKey, RESET_LIMITS.requestsPerAddress, now);
      if (wait > 0) return tooMany(reply, wait, "Too many reset requests; try again later");
      await recordFailure(app.db, addressKey, RESET_LIMITS.requestsPerAddress, now);
      // The answer leaves before any work that depends on the account, so its timing cannot tell
      // whether the email has one (before: 13.4 ms known vs 7.4 ms unknown, median).
      const { email, language } = request.body;
      const locale = language ?? toUiLocale(request.headers["accept-language"]?.split(",")[0]);
      background(request, () => sendResetCode(normalizeEmail(email), locale, now));
      return ok(null);
    },
  );

  /** Work after the answer; close() waits for it, so shutdown does not cut a code mid-issue. */
  const pending = new Set<Promise<void>>();
  app.addHook("onClose", async () => {
    await Promise.allSettled(pending);
  });
  function background(request: FastifyRequest, work: () => Promise<void>) {
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((err) => request.log.error({ err }, "password reset request failed"))
      .finally(() => pending.delete(task));
    pending.add(task);
  }

  async function sendResetCode(email: string, locale: UiLocale, now: Date) {
    const user = await findUserByEmail(app.db, email);
    const accountKey = `forgot:account:${email}`;
    if (!user || (await lockedFor(app.db, accountKey, RESET_LIMITS.mailsPerAccount, now)) > 0) {
      return;
    }
    await recordFailure(app.db, accountKey, RESET_LIMITS.mailsPerAccount, now);
    const code = await issueResetCode(app.db, user.id, now);
    const mail = resetCodeMail({
      to: user.email,
      code,
      minutes: RESET_CODE_LIFETIME_MS / 60_000,
      locale,
      origin: options.publicOrigin(),
    });
    await options.mailer.send(mail);
  }

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
        body: z.object({ email: Email, code: ResetCode, password: AnyPassword }),
        response: {
          200: EnvelopeSchema(LoginResultSchema),
          400: ErrorEnvelopeSchema,
          403: SecondFactorRequiredSchema,
          429: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const now = app.now();
      const addressKey = `reset:address:${request.ip}`;
      const wait = await lockedFor(app.db, addressKey, RESET_LIMITS.guessesPerAddress, now);
      if (wait > 0) return tooMany(reply, wait, "Too many wrong codes; try again later");
      const problem = passwordProblem(request.body.password);
      if (problem) return reply.status(400).send(fail(Code.badRequest, `password: ${problem}`));
      const email = normalizeEmail(request.body.email);
      const user = await findUserByEmail(app.db, email);
      if (!user || !(await consumeResetCode(app.db, user.id, request.body.code, now))) {
        await recordFailure(app.db, addressKey, RESET_LIMITS.guessesPerAddress, now);
        return reply.status(400).send(fail(Code.badRequest, AUTH_ERRORS.codeWrong));
      }
      await resetPassword(app.db, {
        userId: user.id,
        passwordHash: await hashPassword(request.body.password),
      });
      await clearFailures(app.db, loginAccountKey(email));
      await clearFailures(app.db, loginPairKey(email, request.ip));
      if (await askSecondFactor(app, reply, user.id)) return reply;
      return ok(await logIn(request, user));
    },
  );

  api.get(
    "/user/sessions",
    {
      preHandler: requireSession,
      schema: {
        tags: ["user"],
        summary: "Where the account is logged in, most recent first",
        security: [{ bearer: [] }],
        response: { 200: EnvelopeSchema(z.array(SessionSchema)), 401: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const session = request.session;
      if (!session) return ok([]);
      const list = await listSessions(app.db, session.userId, session.sessionId);
      return ok(
        list.map(({ userAgent, ...rest }) => ({ ...rest, ...describeUserAgent(userAgent) })),
      );
    },
  );

  api.post(
    "/user/sessions/revoke",
    {
      preHandler: requireSession,
      schema: {
        tags: ["user"],
        summary: "Log out one of your sessions",
        security: [{ bearer: [] }],
        body: z.object({ id: z.number({ error: "must be a session id" }).int().positive() }),
        response: {
          200: EnvelopeSchema(z.null()),
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const session = request.session;
      if (!session || !(await endSession(app.db, session.userId, request.body.id))) {
        return reply.status(404).send(fail(Code.notFound, "id: no such session"));
      }
      return ok(null);
    },
  );

  api.post(
    "/user/sessions/revoke-others",
    {
      preHandler: requireSession,
      schema: {
        tags: ["user"],
        summary: "Log out every other device",
        security: [{ bearer: [] }],
        response: {
          200: EnvelopeSchema(z.object({ ended: z.number().int() })),
          401: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const session = request.session;
      const ended = session ? await endOtherSessions(app.db, session.userId, session.sessionId) : 0;
      return ok({ ended });
    },
  );
}
