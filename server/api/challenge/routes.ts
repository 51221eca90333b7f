import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { EnvelopeSchema, ok } from "../../../contract/envelope.ts";
import { type ChallengeSettings, issueChallenge } from "../../lib/challenge.ts";

const ChallengeSchema = z.object({
  algorithm: z.string().describe("SHA-256"),
  challenge: z.string().describe("hex SHA-256 of salt + the secret number"),
  maxnumber: z.number().int().describe("the secret number is at most this"),
  salt: z.string(),
  signature: z.string().describe("HMAC of the challenge: proves this server issued it"),
});

/** The proof-of-work challenge any form can ask for (ALTCHA v1 format). */
export default async function challengeRoutes(
  app: FastifyInstance,
  options: { settings: ChallengeSettings },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/challenge",
    {
      schema: {
        tags: ["challenge"],
        summary: "A proof-of-work challenge",
        description:
          "Find `number` (0..maxnumber) with SHA-256(salt + number) = challenge, then send " +
          "base64(JSON {algorithm, challenge, number, salt, signature}) as `challenge` in the " +
          "body of the form that answered 428. Each solution works once, for 5 minutes.",
        response: { 200: EnvelopeSchema(ChallengeSchema) },
      },
    },
    async () => ok(await issueChallenge(options.settings)),
  );
}
