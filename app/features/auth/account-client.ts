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
