import { Code } from "../../../contract/codes.ts";
import type { Envelope } from "../../../contract/envelope.ts";
import type { UiLocale } from "../../../contract/language.ts";
import type { TwoFactorRefusal } from "../../../contract/two-factor.ts";
import type { UserInfo, UserRefusalReason } from "../../../contract/user.ts";
import { api } from "../../lib/api-client.ts";
import { refusalOf } from "../../lib/envelope.ts";
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

/** New details of the logged-in account (a changed address), kept as saveLogin keeps them. */
export function storeUserInfo(userInfo: UserInfo) {
  local.setItem(STORAGE_KEYS.userInfo, JSON.stringify(userInfo));
  appStore.set({ userInfo });
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
  register: (body: { email: string; password: string; nickname: string; language: UiLocale }) =>
    api.post<LoginResult>("/user/register", { body }),
  forgot: (body: { email: string; language: UiLocale; challenge?: string }) =>
    api.post<null>("/user/password/forgot", { body }),
  reset: (body: { email: string; code: string; password: string }) =>
    api.post<LoginResult>("/user/password/reset", { body }),
};

/** The account refusals that name a field, and the message each gets there. */
const BY_REASON: Partial<Record<UserRefusalReason, AuthErrorKey>> = {
  email_taken: "emailTaken",
  email_same: "emailSame",
  wrong_credentials: "wrongCredentials",
  password_wrong: "wrongCurrent",
  password_too_short: "passwordShort",
  password_too_long: "passwordLong",
  password_too_common: "passwordCommon",
  code_wrong: "codeWrong",
};

/** An invalid_input refusal's problem, worded for the field it names. */
function inputError(field: string, problem: string | undefined): AuthErrorKey {
  if (problem === "required") return "required";
  if (field === "email") return "email";
  if (field === "code") return "code";
  if (problem === "too_long" && field === "nickname") return "nicknameLong";
  if (problem === "too_long" && /password/i.test(field)) return "passwordLong";
  return "generic";
}

/**
 * A refusal from the API as field errors in the visitor's language, from its `data.reason` and
 * `data.field` (contract/user.ts, contract/refusals.ts), never from the English `msg`.
 */
export function errorsFromResponse<F extends string>(
  response: Envelope<unknown>,
  fields: readonly F[],
): FieldErrors<F> {
  const data = refusalOf(response);
  const reason = data?.reason;
  if (reason === "rate_limited" || response.code === Code.tooManyRequests) {
    return { form: "tooMany" } as FieldErrors<F>;
  }
  if (reason === "unavailable" || response.code === Code.unavailable) {
    return { form: "unavailable" } as FieldErrors<F>;
  }
  const field = data?.field as F | undefined;
  if (!reason || !field || !fields.includes(field)) return { form: "generic" } as FieldErrors<F>;
  const key =
    reason === "invalid_input"
      ? inputError(field, data?.problem)
      : (BY_REASON[reason as UserRefusalReason] ?? "generic");
  return { [field]: key } as FieldErrors<F>;
}

/**
 * The ticket of a log-in (or password reset) that needs the second factor: the server answers
 * 403 with `data.reason` two_factor_required instead of a session. Null for any other answer.
 */
export function twoFactorTicket(response: Envelope<unknown>): string | null {
  const data = refusalOf<TwoFactorRefusal>(response);
  return data?.reason === "two_factor_required" && data.ticket ? data.ticket : null;
}

export const twoFactorLoginApi = {
  finish: (body: { ticket: string; code: string; challenge?: string }) =>
    api.post<LoginResult>("/user/login/two-factor", { body }),
};
