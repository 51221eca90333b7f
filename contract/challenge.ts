/**
 * The proof-of-work challenge shared by every form that asks for one (log-in under attack, later
 * the visitor forms): GET /api/challenge, solve, send the payload as `challenge` in the body.
 */
export type PowChallenge = {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
};

/** The refusal message when a form must come back with a solved challenge (code 428). */
export const CHALLENGE_REQUIRED = "challenge: solve the challenge and send the form again";
