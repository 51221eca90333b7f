import { Code } from "../../../contract/codes.ts";
import type { Envelope } from "../../../contract/envelope.ts";
import type { UiLocale } from "../../../contract/language.ts";
import type { TwoFactorRefusal } from "../../../contract/two-factor.ts";
import { AUTH_ERRORS, type UserInfo } from "../../../contract/user.ts";
import { api } from "../../lib/api-client.ts";
import { local, STORAGE_KEYS } from "../../lib/storage.ts";
import { appStore } from "../../lib/store.ts";
import type { AuthErrorKey, FieldErrors } from "./validate.ts";

export type LoginResult = { loginKey: string; userInfo: UserInfo };

/** Remembers the login as spec §3 stores it: `loginKey` and `userInfo` in local storage. */
export function saveLogin(result: LoginResult) {
  local.setItem(STORAGE_KEYS.loginKey, result.loginKey);
  local.setItem(STORAGE_KEYS.userInfo, JSON.stringify(result.userInfo));
  appStore.set({ userInfo: result.userInfo });
}

export function clearLogin() {
  local.removeItem(STORAGE_KEYS.loginKey);
  local.removeItem(STORAGE_KEYS.userInfo);
  appStore.set({ userInfo: null });
}

/** Ends the session on the server, then forgets it here, whatever the server said. */
export async function logout() {
  const call = api.post<null>("/user/logout", { ignoreSessionExpiry: true });
  clearLogin();
  await call.catch(() => null);
}

export const authApi = {
  login: (body: { email: string; password: string; challenge?: string }) =>
    api.post<LoginResult>("/user/login", { body }),
  register: (body: { email: string; password: string; nickname: string }) =>
    api.post<LoginResult>("/user/register", { body }),
  forgot: (body: { email: string; language: UiLocale }) =>
    api.post<null>("/user/password/forgot", { body }),
  reset: (body: { email: string; code: string; password: string }) =>
    api.post<LoginResult>("/user/password/reset", { body }),
};

const BY_TEXT: [string, AuthErrorKey][] = [
  [AUTH_ERRORS.passwordShort, "passwordShort"],
  [AUTH_ERRORS.passwordLong, "passwordLong"],
  [AUTH_ERRORS.passwordCommon, "passwordCommon"],
  [AUTH_ERRORS.wrongCurrent, "wrongCurrent"],
  ["must be an email address", "email"],
  ["is required", "required"],
];

/**
 * A refusal from the API as field errors in the visitor's language: the server's
 * "field: text" messages come from one shared list (contract/user.ts).
 */
export function errorsFromResponse<F extends string>(
  response: Envelope<unknown>,
  fields: readonly F[],
): FieldErrors<F> {
  if (response.code === Code.tooManyRequests) return { form: "tooMany" } as FieldErrors<F>;
  if (response.code === Code.unavailable) return { form: "unavailable" } as FieldErrors<F>;
  const msg = response.msg ?? "";
  if (msg === AUTH_ERRORS.emailTaken) return { email: "emailTaken" } as FieldErrors<F>;
  if (msg === AUTH_ERRORS.wrongCredentials)
    return { password: "wrongCredentials" } as FieldErrors<F>;
  if (msg === AUTH_ERRORS.codeWrong) return { code: "codeWrong" } as FieldErrors<F>;
  const separator = msg.indexOf(": ");
  const field = msg.slice(0, separator) as F;
  if (separator > 0 && fields.includes(field)) {
    const text = msg.slice(separator + 2);
    const key = BY_TEXT.find(([known]) => text.startsWith(known))?.[1] ?? "generic";
    return { [field]: key } as FieldErrors<F>;
  }
  return { form: "generic" } as FieldErrors<F>;
}

/**
 * The ticket of a log-in (or password reset) that needs the second factor: the server answers
 * 403 with `data.reason` two_factor_required instead of a session. Null for any other answer.
 */
export function twoFactorTicket(response: Envelope<unknown>): string | null {
  const data = response.data as TwoFactorRefusal | undefined;
  return data?.reason === "two_factor_required" && data.ticket ? data.ticket : null;
}

export const twoFactorLoginApi = {
  finish: (body: { ticket: string; code: string }) =>
    api.post<LoginResult>("/user/login/two-factor", { body }),
};
