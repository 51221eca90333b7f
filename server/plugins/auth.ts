import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { Code } from "../../contract/codes.ts";
import { fail } from "../../contract/envelope.ts";
import type { UserInfo } from "../../contract/user.ts";
import { checkSession, toUserInfo } from "../api/user/repository.ts";

export type Session = {
  userId: number;
  sessionId: number;
  user: UserInfo;
  /** When the session began, and when it was last used before this request (staff lifetimes). */
  startedAt: Date;
  previousSeenAt: Date;
};

declare module "fastify" {
  interface FastifyRequest {
    session?: Session;
  }
  interface FastifyInstance {
    /** preHandler: no or unknown token → code 2; past its idle or absolute lifetime → 155. */
    requireSession(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
    /** preHandler: sets request.session when the token is valid; anything else is anonymous. */
    optionalSession(request: FastifyRequest): Promise<void>;
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/;

/**
 * The session of a route behind `requireSession`: the preHandler has already answered 401 when
 * there is none, so handlers never check again. Called on a route without it, it throws (a
 * programming error, answered 500), rather than letting the handler run as nobody.
 */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new Error(`${request.routeOptions.url}: no requireSession`);
  return request.session;
}

/** `Authorization: Bearer <loginKey>` for every API module (users, gifts…). */
export default fp(
  async function auth(app: FastifyInstance) {
    async function sessionFor(request: FastifyRequest) {
      const token = BEARER.exec(request.headers.authorization ?? "")?.[1];
      if (!token) return "missing" as const;
      const result = await checkSession(app.db, token, app.now());
      if (result.status !== "ok") return result.status;
      request.session = {
        userId: result.user.id,
        sessionId: result.sessionId,
        user: toUserInfo(result.user),
        startedAt: result.startedAt,
        previousSeenAt: result.previousSeenAt,
      };
      return "ok" as const;
    }
    app.decorate("requireSession", async (request: FastifyRequest, reply: FastifyReply) => {
      const status = await sessionFor(request);
      if (status === "missing") return reply.status(401).send(fail(Code.notLoggedIn));
      if (status === "expired") return reply.status(401).send(fail(Code.loginExpired));
    });
    app.decorate("optionalSession", async (request: FastifyRequest) => {
      await sessionFor(request);
    });
  },
  { name: "auth" },
);
