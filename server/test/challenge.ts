import { solveChallenge } from "altcha-lib/v1";
import type { FastifyInstance } from "fastify";
import type { PowChallenge } from "../../contract/challenge.ts";

/**
 * Headers of an upload (POST /api/uploads): the login when there is one, else the solved
 * challenge every upload without an account needs.
 */
export async function uploadHeaders(app: FastifyInstance, token?: string) {
  return {
    "content-type": "application/octet-stream",
    ...(token
      ? { authorization: `Bearer ${token}` }
      : { "x-challenge": await solvedChallenge(app) }),
  };
}

/** Fetches GET /api/challenge and solves it as a browser would: the payload a form sends. */
export async function solvedChallenge(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ url: "/api/challenge" });
  const c = res.json().data as PowChallenge;
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error("challenge not solved");
  const payload = { ...c, number: solution.number };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}
