/// <reference lib="webworker" />
// Solves a proof-of-work challenge off the main thread, so the page stays responsive.
import { solveChallenge } from "altcha-lib/v1";
import type { PowChallenge } from "../../../contract/challenge.ts";

self.onmessage = async (event: MessageEvent<PowChallenge>) => {
  const c = event.data;
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  self.postMessage(solution ? solution.number : null);
};
