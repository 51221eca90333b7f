import type { Role } from "../../../../contract/permissions.ts";
import type { InvitationInfo } from "../../../../contract/staff.ts";
import { api } from "../../../lib/api-client.ts";

export const invitationApi = {
  /** GET /api/invitation: what the invitation offers. */
  info: (token: string) => api.get<InvitationInfo>("/invitation", { query: { token } }),
  /** POST /api/invitation/accept: the logged-in visitor takes the role. */
  accept: (token: string) =>
    api.post<{ role: Role; twoFactor: boolean }>("/invitation/accept", { body: { token } }),
};
