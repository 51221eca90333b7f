import { readFileSync } from "node:fs";
import { hash, verify } from "@node-rs/argon2";
import {
  AUTH_ERRORS,
  PASSWORD_MAX,
  PASSWORD_MIN,
  type UserRefusalReason,
} from "../../../contract/user.ts";

/** argon2id (type 2) at the OWASP minimum: 19 MiB, 2 passes, 1 lane. */
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The 10,000 most common passwords of 8+ characters (from zxcvbn-ts' list, MIT). */
const COMMON = new Set(
  readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")
    .split("\n")
    .filter(Boolean),
);

export type PasswordProblem = {
  reason: Extract<UserRefusalReason, `password_too_${string}`>;
  /** English, for `msg`. */
  text: string;
};

/** Why a new password is refused, or null; length and commonness only, no composition rules. */
export function passwordProblem(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN)
    return { reason: "password_too_short", text: AUTH_ERRORS.passwordShort };
  if (length > PASSWORD_MAX) return { reason: "password_too_long", text: AUTH_ERRORS.passwordLong };
  if (COMMON.has(password.toLowerCase())) {
    return { reason: "password_too_common", text: AUTH_ERRORS.passwordCommon };
  }
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
