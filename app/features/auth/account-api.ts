import type { UiLocale } from "../../../contract/language.ts";
import type { TwoFactorSetup, TwoFactorStatus } from "../../../contract/two-factor.ts";
import type { UserInfo } from "../../../contract/user.ts";
import { api } from "../../lib/api-client.ts";

export type SessionItem = {
  id: number;
  browser: string;
  os: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
};

export const accountApi = {
  sessions: () => api.get<SessionItem[]>("/user/sessions"),
  revokeSession: (id: number) => api.post<null>("/user/sessions/revoke", { body: { id } }),
  revokeOthers: () => api.post<{ ended: number }>("/user/sessions/revoke-others"),
  changePassword: (body: { oldPassword: string; newPassword: string }) =>
    api.post<null>("/user/password/change", { body }),
  deleteAccount: (body: { password: string }) => api.post<null>("/user/delete", { body }),
};

/** Confirming the account's email address (the link's page, the notice, the account page). */
export const emailApi = {
  verify: (token: string) =>
    api.post<{ email: string; purpose: "signup" | "change" | "reset" }>("/user/email/verify", {
      body: { token },
    }),
  resend: (language: UiLocale) =>
    api.post<{ email: string }>("/user/email/resend", { body: { language } }),
  change: (body: { password: string; email: string; language: UiLocale }) =>
    api.post<UserInfo>("/user/email/change", { body }),
};

export const twoFactorApi = {
  status: () => api.get<TwoFactorStatus>("/user/two-factor"),
  setup: () => api.post<TwoFactorSetup>("/user/two-factor/setup"),
  enable: (body: {
    password: string;
    code: string;
    endOtherSessions: boolean;
    challenge?: string;
  }) =>
    api.post<{ recoveryCodes: string[]; endedSessions: number }>("/user/two-factor/enable", {
      body,
    }),
  disable: (body: { password: string; code: string; challenge?: string }) =>
    api.post<null>("/user/two-factor/disable", { body }),
  newRecoveryCodes: (body: { password: string; code: string; challenge?: string }) =>
    api.post<{ recoveryCodes: string[] }>("/user/two-factor/recovery-codes", { body }),
};
