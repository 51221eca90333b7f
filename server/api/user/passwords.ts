import { readFileSync } from "node:fs";
import { hash, verify } from "@node-rs/argon2";

/** argon2id (type 2) at the OWASP minimum: 19 MiB, 2 passes, 1 lane. */
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The 10,000 most common passwords of 8+ characters (from zxcvbn-ts' list, MIT). */
const COMMON = new Set(
  readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")
    .split("\n")
    .filter(Boolean),
);

/** Why a new password is refused, or null; length and commonness only, no composition rules. */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return `must be at least ${PASSWORD_MIN} characters`;
  if (length > PASSWORD_MAX) return `must be at most ${PASSWORD_MAX} characters`;
  if (COMMON.has(password.toLowerCase())) return "is too common; choose another";
  return null;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

// Verifying against this when the account does not exist keeps both answers equally slow.
const DUMMY = hash("inkdoll-timing-equaliser", ARGON2);

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  try {
    return await verify(stored ?? (await DUMMY), password);
  } catch {
    return false;
  }
}
