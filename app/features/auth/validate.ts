import { NICKNAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "../../../contract/user.ts";
import type { Messages } from "../../locales/en-US.ts";

export type AuthErrorKey = keyof Messages["auth"]["errors"];
export type FieldErrors<F extends string> = Partial<Record<F | "form", AuthErrorKey>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(value: string): AuthErrorKey | undefined {
  if (!value.trim()) return "required";
  return EMAIL.test(value.trim()) ? undefined : "email";
}

/** New passwords: length only (the server also refuses the most common ones). */
export function newPasswordError(value: string): AuthErrorKey | undefined {
  const length = [...value].length;
  if (length === 0) return "required";
  if (length < PASSWORD_MIN) return "passwordShort";
  if (length > PASSWORD_MAX) return "passwordLong";
  return undefined;
}

export function requiredError(value: string): AuthErrorKey | undefined {
  return value ? undefined : "required";
}

export function nicknameError(value: string): AuthErrorKey | undefined {
  if (!value.trim()) return "required";
  return [...value.trim()].length > NICKNAME_MAX ? "nicknameLong" : undefined;
}

export function codeError(value: string): AuthErrorKey | undefined {
  if (!value.trim()) return "required";
  return /^\d{6}$/.test(value.trim()) ? undefined : "code";
}

/** Drops the fields without an error, so an empty object means the form is valid. */
export function compact<F extends string>(errors: FieldErrors<F>): FieldErrors<F> {
  return Object.fromEntries(
    Object.entries(errors).filter(([, value]) => value !== undefined),
  ) as FieldErrors<F>;
}
