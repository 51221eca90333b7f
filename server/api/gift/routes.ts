import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { EnvelopeSchema, ok } from "../../../contract/envelope.ts";
import {
  GIFT_LIMITS,
  GIFT_TEMPLATES,
  type GiftInfo,
  type GiftRefusalReason,
} from "../../../contract/gift.ts";
import {
  ATTEMPT_WINDOW_MS,
  type AttemptLimit,
  GUESS_WEIGHT,
  takeAttempt,
} from "../../lib/attempts.ts";
import { countEvent } from "../../lib/metrics.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { LanguageHeadersSchema, languageOf } from "../common.ts";
import { lookupGuard } from "../lookup-guard.ts";
import { answer, sendRefusal } from "../refusal-status.ts";
import { myGifts } from "./mine-service.ts";
import { GIFT_MESSAGES } from "./refusals.ts";
import {
  ClaimResultSchema,
  CreateGiftBodySchema,
  GiftCodeBodySchema,
  GiftCodeQuerySchema,
  GiftInfoSchema,
  GiftViewSchema,
  giftRefusals,
  MyGiftsSchema,
  TemplatesSchema,
} from "./schema.ts";
import {
  claimGift,
  createGift,
  findGiftByCode,
  type GiftRecord,
  revokeGift,
  toGiftView,
  viewerOf,
} from "./service.ts";

/**
 * Attempt limits on gift codes (server/lib/attempts.ts: kept in the database, shared by every
 * instance). Every lookup counts, an unknown code GUESS_WEIGHT.unknown times as much as a
 * known one, so guessing codes runs out long before browsing real links does.
 */
export const GIFT_RATE_LIMITS = {
  /** GET /gift/info per address. */
  infoAddress: { max: 60, windowMs: ATTEMPT_WINDOW_MS },
  /** POST /gift/claim per account. */
  claimAccount: { max: 30, windowMs: ATTEMPT_WINDOW_MS },
  /** POST /gift/claim per address. */
  claimAddress: { max: 60, windowMs: ATTEMPT_WINDOW_MS },
  /** POST /gift/create per account (on top of the 5 active gifts). */
  createAccount: { max: 20, windowMs: 24 * 3600 * 1000 },
} as const satisfies Record<string, AttemptLimit>;

/** Gift links: templates, create, look up, claim, revoke, my gifts. */
export default async function giftRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const requireSession = app.requireSession;
  const admitInfo = lookupGuard(app, "code: too many gift lookups; try again later");
  const admitClaim = lookupGuard(app, "code: too many gift claims; try again later");

  /**
   * The options of a logged-in call on a gift by its code or template, answered in the
   * `x-language` asked: `ok` on success, or why not (400 and 401 always, `refused` the rest).
   */
  const forMember = <Body extends z.ZodType, Ok extends z.ZodType, S extends number>(
    doc: { summary: string; description: string },
    body: Body,
    ok: Ok,
    refused: Record<S, readonly GiftRefusalReason[]>,
  ) => ({
    preHandler: requireSession,
    schema: {
      tags: ["gift"],
      ...doc,
      security: [{ bearer: [] }],
      body,
      headers: LanguageHeadersSchema,
      response: {
        200: EnvelopeSchema(ok),
        ...giftRefusals({ 400: [], 401: [], ...refused }),
      },
    },
  });

  function tooMany(reply: FastifyReply, wait: number, msg: string) {
    return sendRefusal(reply, { reason: "rate_limited", retryAfter: wait }, msg);
  }

  /** The view of a gift refused as expired or revoked: state and the greyed-out card. */
  function goneData(gift: GiftInfo) {
    return { state: gift.state, gift };
  }

  api.get(
    "/gift/templates",
    {
      schema: {
        tags: ["gift"],
        summary: "The gifts a member can make, and the limits",
        description: "Titles are not included: the client names templates by id in its language.",
        response: { 200: EnvelopeSchema(TemplatesSchema) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return ok({
        templates: GIFT_TEMPLATES.map((t) => ({
          id: t.id,
          benefit: { kind: t.benefit.kind, amount: t.benefit.amount },
        })),
        limits: { ...GIFT_LIMITS },
      });
    },
  );

  api.get(
    "/gift/info",
    {
      preHandler: app.optionalSession,
      schema: {
        tags: ["gift"],
        summary: "Look up a gift by its code (never claims it)",
        description:
          "Public. With a valid login, `viewer` says whether this account sent or already " +
          "claimed it; a missing or bad token is simply anonymous. Unknown code: 404 " +
          "`data.reason` not_found; expired or revoked: 410 with `data.state` and `data.gift`; " +
          "fully claimed: 200 with state claimed. Lookups per address are limited " +
          `(${GIFT_RATE_LIMITS.infoAddress.max} per 15 minutes, an unknown code counting ` +
          `${GUESS_WEIGHT.unknown}): 429 with Retry-After.`,
        security: [{}, { bearer: [] }],
        querystring: GiftCodeQuerySchema,
        headers: LanguageHeadersSchema,
        response: {
          200: EnvelopeSchema(GiftInfoSchema),
          ...giftRefusals({
            400: [],
            404: ["not_found"],
            410: ["expired", "revoked"],
            429: ["rate_limited"],
          }),
        },
      },
    },
    async (request, reply) => {
      const now = app.now();
      const keys: [string, AttemptLimit][] = [
        [`gift:info:address:${request.ip}`, GIFT_RATE_LIMITS.infoAddress],
      ];
      const unknown = await admitInfo(reply, keys, now);
      if (!unknown) return reply;
      const gift = await findGiftByCode(app.db, request.query.code);
      if (!gift) {
        await unknown();
        return sendRefusal(reply, { reason: "not_found" }, GIFT_MESSAGES.not_found);
      }
      const info: GiftInfo = toGiftView(gift, now, languageOf(request));
      if (request.session) info.viewer = await viewerOf(app.db, gift, request.session.userId);
      if (info.state === "expired" || info.state === "revoked") {
        return sendRefusal(
          reply,
          { reason: info.state, ...goneData(info) },
          GIFT_MESSAGES[info.state],
        );
      }
      return ok(info);
    },
  );

  api.post(
    "/gift/claim",
    forMember(
      {
        summary: "Claim a gift: its benefit goes to this account, once",
        description:
          "Refusals carry `data.reason`: 404 not_found; 409 own_gift, already_claimed, " +
          "none_left; 410 expired, revoked (with `data.state` and `data.gift`). Claims are " +
          `limited per account (${GIFT_RATE_LIMITS.claimAccount.max} per 15 minutes) and per ` +
          `address (${GIFT_RATE_LIMITS.claimAddress.max}), an unknown code counting ` +
          `${GUESS_WEIGHT.unknown}: 429 with Retry-After.`,
      },
      GiftCodeBodySchema,
      ClaimResultSchema,
      {
        404: ["not_found"],
        409: ["none_left", "already_claimed", "own_gift"],
        410: ["expired", "revoked"],
        429: ["rate_limited"],
      },
    ),
    async (request, reply) => {
      const session = sessionOf(request);
      const now = app.now();
      const language = languageOf(request);
      const keys: [string, AttemptLimit][] = [
        [`gift:claim:account:${session.userId}`, GIFT_RATE_LIMITS.claimAccount],
        [`gift:claim:address:${request.ip}`, GIFT_RATE_LIMITS.claimAddress],
      ];
      const unknown = await admitClaim(reply, keys, now);
      if (!unknown) return reply;
      const outcome = await claimGift(app.db, {
        code: request.body.code,
        userId: session.userId,
        now,
      });
      if ("refused" in outcome && outcome.refused.reason === "not_found") {
        await unknown();
      }
      if ("ok" in outcome) countEvent("gift_claim");
      const view = (gift: GiftRecord) => toGiftView(gift, now, language);
      return answer(reply, outcome, GIFT_MESSAGES, {
        ok: ({ reward, gift }) => ({
          reward: {
            kind: reward.kind,
            amount: reward.amount,
            grantedAt: reward.grantedAt.toISOString(),
          },
          gift: view(gift),
        }),
        refused: ({ gift, ...refusal }) =>
          gift ? { ...refusal, ...goneData(view(gift)) } : refusal,
      });
    },
  );

  api.post(
    "/gift/create",
    forMember(
      {
        summary: "Make a gift link from a template",
        description:
          `At most ${GIFT_LIMITS.maxActive} active gifts (not revoked, not expired, slots ` +
          "left) per account: 409 `data.reason` too_many_active. The link to share is " +
          "`/gift?code=<code>`.",
      },
      CreateGiftBodySchema,
      GiftViewSchema,
      { 409: ["too_many_active"], 429: ["rate_limited"] },
    ),
    async (request, reply) => {
      const session = sessionOf(request);
      const now = app.now();
      const keys: [string, AttemptLimit][] = [
        [`gift:create:account:${session.userId}`, GIFT_RATE_LIMITS.createAccount],
      ];
      // Only gifts made count: a refused one is given back.
      const attempt = await takeAttempt(app.db, keys, now);
      if (!attempt.ok) {
        return tooMany(reply, attempt.retryAfter, "gifts: too many new gifts; try again later");
      }
      const outcome = await createGift(app.db, { userId: session.userId, ...request.body, now });
      if ("refused" in outcome) await attempt.giveBack();
      return answer(
        reply,
        outcome,
        { ...GIFT_MESSAGES, invalid_input: "templateId: is unknown" },
        { ok: (gift) => toGiftView(gift, now, languageOf(request)) },
      );
    },
  );

  api.post(
    "/gift/revoke",
    forMember(
      {
        summary: "Revoke a gift you sent: unclaimed slots end, claims made stay",
        description:
          "Sender only (403 `data.reason` not_owner); unknown code 404. Revoking a revoked " +
          "gift answers 200 with the gift as it is (idempotent).",
      },
      GiftCodeBodySchema,
      GiftViewSchema,
      { 403: ["not_owner"], 404: ["not_found"] },
    ),
    async (request, reply) => {
      const session = sessionOf(request);
      const now = app.now();
      const outcome = await revokeGift(app.db, {
        code: request.body.code,
        userId: session.userId,
        now,
      });
      return answer(reply, outcome, GIFT_MESSAGES, {
        ok: (gift) => toGiftView(gift, now, languageOf(request)),
      });
    },
  );

  api.get(
    "/gift/mine",
    {
      preHandler: requireSession,
      schema: {
        tags: ["gift"],
        summary: "Gifts I sent (with their claims), gifts I claimed, my rewards",
        description: "Newest first, at most 100 of each.",
        security: [{ bearer: [] }],
        headers: LanguageHeadersSchema,
        response: { 200: EnvelopeSchema(MyGiftsSchema), ...giftRefusals({ 401: [] }) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(await myGifts(app.db, session.userId, app.now(), languageOf(request)));
    },
  );
}
