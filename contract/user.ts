/** The user as the client stores it in local storage `userInfo`; the email is masked. */
export type UserInfo = {
  id: number;
  nickname: string;
  email: string;
  avatar: string;
  createdAt: string;
};

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NICKNAME_MAX = 40;

/**
 * The server's refusal messages ("field: text"), shared so the client can show each one in
 * the visitor's language instead of the English text.
 */
export const AUTH_ERRORS = {
  emailTaken: "email: already registered",
  wrongCredentials: "password: wrong email or password",
  wrongCurrent: "is not your current password",
  codeWrong: "code: is wrong or has expired; ask for a new one",
  passwordShort: `must be at least ${PASSWORD_MIN} characters`,
  passwordLong: `must be at most ${PASSWORD_MAX} characters`,
  passwordCommon: "is too common; choose another",
} as const;
