import type { Role } from "../../../../contract/permissions.ts";
import type { InvitationEntry, StaffEntry } from "../../../../contract/staff.ts";
import { api } from "../../../lib/api-client.ts";
import { useResource } from "../../../lib/use-resource.ts";

export type StaffList = { staff: StaffEntry[]; invitations: InvitationEntry[] };

const loadStaff = () => api.get<StaffList>("/admin/staff");

/** Staff and pending invitations (GET /api/admin/staff) for the operator `userId`. */
export function useStaffList(userId: number) {
  return useResource(loadStaff, userId);
}

export const staffApi = {
  invite: (body: { email: string; role: Role }) =>
    api.post<{ link: string; invitation: InvitationEntry }>("/admin/staff/invite", { body }),
  revoke: (id: number) => api.post<null>("/admin/staff/invitations/revoke", { body: { id } }),
  changeRole: (body: {
    userId: number;
    expected: Role;
    role: Role;
    confirm: string;
    challenge?: string;
  }) => api.post<StaffEntry>("/admin/staff/role", { body }),
  remove: (body: { userId: number; expected: Role; confirm: string; challenge?: string }) =>
    api.post<null>("/admin/staff/remove", { body }),
};
