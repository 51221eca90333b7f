import { useCallback, useState } from "react";
import type { PowChallenge } from "../../../contract/challenge.ts";
import { Code } from "../../../contract/codes.ts";
import type { Envelope } from "../../../contract/envelope.ts";
import { api } from "../../lib/api-client.ts";
import { dataOf } from "../../lib/envelope.ts";

/** Finds the number in a Web Worker (SubtleCrypto SHA-256), loaded only when a form needs it. */
function solveInWorker(challenge: PowChallenge): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./challenge.worker.ts", import.meta.url), {
      type: "module",
    });
    worker.onmessage = (event: MessageEvent<number | null>) => {
      worker.terminate();
      if (event.data === null) reject(new Error("challenge not solved"));
      else resolve(event.data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || "challenge worker failed"));
    };
    worker.postMessage(challenge);
  });
}

/** GET /api/challenge, solved: the payload a form sends as `challenge` after a 428. */
export async function solvedChallenge(): Promise<string> {
  const response = await api.get<PowChallenge>("/challenge");
  const challenge = dataOf(response);
  if (!challenge) throw new Error(response.msg);
  const number = await solveInWorker(challenge);
  const { algorithm, salt, signature } = challenge;
  return btoa(
    JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }),
  );
}

/** What `call` adds to its request: nothing at first, the solution after a 428. */
export type Solved = { challenge?: string };

/**
 * The proof-of-work step any form can use when the server answers 428 (contract/challenge.ts):
 * `solving` is true while the browser works, so the form can say so. `send` makes a call and,
 * when it is answered 428 (an account or an email under attack), solves and sends it again.
 */
export function useChallenge() {
  const [solving, setSolving] = useState(false);
  const solve = useCallback(async () => {
    setSolving(true);
    try {
      return await solvedChallenge();
    } finally {
      setSolving(false);
    }
  }, []);
  const send = useCallback(
    async <T>(call: (solved: Solved) => Promise<Envelope<T>>): Promise<Envelope<T>> => {
      const first = await call({});
      if (first.code !== Code.challengeRequired) return first;
      return call({ challenge: await solve() });
    },
    [solve],
  );
  return { solving, solve, send };
}
