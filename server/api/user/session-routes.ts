import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { EnvelopeSchema, ok } from "../../../contract/envelope.ts";
import { describeUserAgent } from "../../../contract/user-agent.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { refusals } from "../common.ts";
import { answer } from "../refusal-status.ts";
import { ACCOUNT_MESSAGES } from "./answers.ts";
import { endOtherSessions, listSessions } from "./repository.ts";
import { RevokeSessionBodySchema, SessionSchema } from "./schema.ts";
import { revokeSession } from "./service.ts";

/** The account's sessions (devices): list, end one, end all others. */
export async function sessionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const requireSession = app.requireSession;
  const security = [{ bearer: [] }];

  api.get(
    "/user/sessions",
    {
      preHandler: requireSession,
      schema: {
        tags: ["user"],
        summary: "Where the account is logged in, most recent first",
        security,
        response: { 200: EnvelopeSchema(z.array(SessionSchema)), ...refusals({ 401: [] }) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
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
        security,
        body: RevokeSessionBodySchema,
        response: {
          200: EnvelopeSchema(z.null()),
          ...refusals({ 400: [], 401: [], 404: ["session_not_found"] }),
        },
      },
    },
    async (request, reply) => {
      const outcome = await revokeSession(app.db, sessionOf(request).userId, request.body.id);
      return answer(reply, outcome, ACCOUNT_MESSAGES);
    },
  );

  api.post(
    "/user/sessions/revoke-others",
    {
      preHandler: requireSession,
      schema: {
        tags: ["user"],
        summary: "Log out every other device",
        security,
        response: {
          200: EnvelopeSchema(z.object({ ended: z.number().int() })),
          ...refusals({ 401: [] }),
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok({ ended: await endOtherSessions(app.db, session.userId, session.sessionId) });
    },
  );
}
