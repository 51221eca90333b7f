/** The user as the client stores it in local storage `userInfo`; the email is masked. */
export type UserInfo = {
  id: number;
  nickname: string;
  email: string;
  avatar: string;
  createdAt: string;
};
