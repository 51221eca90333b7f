import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { Code } from "../../contract/codes.ts";
import { fail } from "../../contract/envelope.ts";
import type { UserInfo } from "../../contract/user.ts";
import { checkSession, toUserInfo } from "../api/user/service.ts";

declare module "fastify" {
  interface FastifyRequest {
    session?: { userId: number; sessionId: number; user: UserInfo };
  }
  interface FastifyInstance {
    /** preHandler: no or unknown token → code 2; past its idle or absolute lifetime → 155. */
    requireSession(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
    /** preHandler: sets request.session when the token is valid; anything else is anonymous. */
    optionalSession(request: FastifyRequest): Promise<void>;
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/;

/** `Authorization: Bearer <loginKey>` for every API module (users, gifts…). */
export default fp(
  async function auth(app: FastifyInstance) {
    app.decorate("requireSession", async (request: FastifyRequest, reply: FastifyReply) => {
      const token = BEARER.exec(request.headers.authorization ?? "")?.[1];
      if (!token) return reply.status(401).send(fail(Code.notLoggedIn));
      const result = await checkSession(app.db, token, app.now());
      if (result.status === "missing") return reply.status(401).send(fail(Code.notLoggedIn));
      if (result.status === "expired") return reply.status(401).send(fail(Code.loginExpired));
      request.session = {
        userId: result.user.id,
        sessionId: result.sessionId,
        user: toUserInfo(result.user),
      };
    });
    app.decorate("optionalSession", async (request: FastifyRequest) => {
      const token = BEARER.exec(request.headers.authorization ?? "")?.[1];
      if (!token) return;
      const result = await checkSession(app.db, token, app.now());
      if (result.status !== "ok") return;
      request.session = {
        userId: result.user.id,
        sessionId: result.sessionId,
        user: toUserInfo(result.user),
      };
    });
  },
  { name: "auth" },
);
