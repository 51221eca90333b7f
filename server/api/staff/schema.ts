import { z } from "zod";
import { PERMISSIONS, ROLES } from "../../../contract/permissions.ts";
import { refusals } from "../common.ts";

export const StaffMeSchema = z.object({
  userId: z.number().int(),
  email: z.string(),
  nickname: z.string(),
  role: z.enum(ROLES),
  permissions: z.array(z.enum(PERMISSIONS)),
});

/** The revision a console edit was made on (releases, positions: optimistic concurrency). */
export const RevisionSchema = z
  .number({ error: "is required" })
  .int({ error: "must be a whole number" })
  .min(1, { error: "must be a whole number" })
  .describe("The revision the change was made on; a newer one is refused with 409 conflict");

/** What the staff guard (server/plugins/staff.ts) refuses with on every console route. */
const GUARD: Record<401 | 403, readonly string[]> = {
  401: ["staff_session_expired"],
  403: ["not_staff", "two_factor_setup_required", "permission_missing"],
};

/**
 * The refusals of a console route per status: the guard's, plus the route's own
 * (`consoleRefusals({ 404: ["not_found"] })`).
 */
export function consoleRefusals(
  own: Record<number, readonly string[]> = {},
  extra: z.ZodRawShape = {},
) {
  const byStatus: Record<number, readonly string[]> = { ...own };
  for (const [status, reasons] of Object.entries(GUARD)) {
    byStatus[Number(status)] = [...reasons, ...(own[Number(status)] ?? [])];
  }
  return refusals(byStatus, { permission: z.enum(PERMISSIONS).optional(), ...extra });
}
