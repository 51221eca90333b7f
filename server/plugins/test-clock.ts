import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { Code } from "../../contract/codes.ts";
import { fail, ok } from "../../contract/envelope.ts";
import { ROLES } from "../../contract/permissions.ts";
import { grantRoleForTests } from "../api/staff/service.ts";

/** A clock end-to-end tests can move forward (expiry rules), never back. */
export class ShiftableClock {
  offsetMs = 0;
  now = () => new Date(Date.now() + this.offsetMs);
}

/**
 * End-to-end test hooks, registered only when TEST_CLOCK is set, which needs NODE_ENV=test:
 * POST /api/test/clock moves the clock; POST /api/test/staff grants a role to an account (the
 * browser tests cannot run the invitation command against the server's own PGlite).
 */
export default async function testClockRoutes(
  app: FastifyInstance,
  options: { clock: ShiftableClock },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/test/clock",
    {
      schema: {
        hide: true,
        body: z.object({
          advanceMs: z
            .number()
            .int()
            .min(0)
            .max(400 * 24 * 3600 * 1000),
        }),
      },
    },
    async (request) => {
      options.clock.offsetMs += request.body.advanceMs;
      return ok({ now: options.clock.now().toISOString() });
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    "/test/staff",
    {
      schema: {
        hide: true,
        body: z.object({ email: z.string().email(), role: z.enum(ROLES) }),
      },
    },
    async (request, reply) => {
      const granted = await grantRoleForTests(app.db, request.body.email, request.body.role);
      return granted ? ok({ granted }) : reply.status(404).send(fail(Code.notFound));
    },
  );
}
