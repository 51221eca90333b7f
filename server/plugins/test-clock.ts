import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../contract/envelope.ts";

/** A clock end-to-end tests can move forward (expiry rules), never back. */
export class ShiftableClock {
  offsetMs = 0;
  now = () => new Date(Date.now() + this.offsetMs);
}

/** POST /api/test/clock — registered only when TEST_CLOCK is set, which needs NODE_ENV=test. */
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
}
