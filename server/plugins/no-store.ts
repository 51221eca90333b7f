import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * API responses are `Cache-Control: no-store` unless a route opts into caching by setting the
 * header itself (public content). Tokens and personal data (sign-up, log-in, reset, user info,
 * sessions, and every future route) are therefore never kept by a browser or proxy cache, and a
 * response built for a session (request.session set, e.g. a gift seen by its viewer) is no-store
 * even if its route is otherwise cacheable.
 */
export default fp(
  async function noStore(app: FastifyInstance) {
    app.addHook("onSend", async (request, reply, payload) => {
      if (request.session || !reply.hasHeader("cache-control")) {
        reply.header("cache-control", "no-store");
      }
      return payload;
    });
  },
  { name: "no-store" },
);
