import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  type Permission,
  permissionsOf,
  ROLE_PERMISSIONS,
  type Role,
  STAFF_ABSOLUTE_LIFETIME_MS,
  STAFF_IDLE_LIFETIME_MS,
} from "../../contract/permissions.ts";
import { sendRefusal } from "../api/refusal-status.ts";
import { findStaffMember } from "../api/staff/service.ts";
import type { AuditActor } from "../lib/audit.ts";
import { sessionOf } from "./auth.ts";

export type Staff = {
  userId: number;
  email: string;
  nickname: string;
  role: Role;
  permissions: Permission[];
  /** Who to name in the audit log. */
  actor: AuditActor;
};

declare module "fastify" {
  interface FastifyRequest {
    staff?: Staff;
  }
  interface FastifyInstance {
    /**
     * preHandler of every console route: a valid session (401 otherwise), a staff account
     * (`not_staff`), with two-factor log-in on (`two_factor_setup_required`), within the staff
     * session lifetimes (`staff_session_expired`), whose role has `permission`
     * (`permission_missing`). Pass null for routes any staff member may call.
     */
    requirePermission(
      permission: Permission | null,
    ): (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
}

/** The operator of a route behind `requirePermission`; throws on a route without it. */
export function staffOf(request: FastifyRequest): Staff {
  if (!request.staff) throw new Error(`${request.routeOptions.url}: no requirePermission`);
  return request.staff;
}

/** Staff roles checked on the server for every console call (contract/permissions.ts). */
export default fp(
  async function staff(app: FastifyInstance) {
    app.decorate("requirePermission", (permission: Permission | null) => {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        await app.requireSession(request, reply);
        if (reply.sent) return reply;
        const session = sessionOf(request);
        const member = await findStaffMember(app.db, session.userId);
        if (!member) return sendRefusal(reply, { reason: "not_staff" }, "console: not staff");
        const { enabledAt } = await app.twoFactor.status(session.userId);
        if (!enabledAt) {
          return sendRefusal(
            reply,
            { reason: "two_factor_setup_required" },
            "console: turn on two-factor log-in first",
          );
        }
        const now = app.now().getTime();
        // A session opened before two-factor log-in was on never passed the second factor.
        if (
          session.startedAt.getTime() < Date.parse(enabledAt) ||
          now - session.previousSeenAt.getTime() > STAFF_IDLE_LIFETIME_MS ||
          now - session.startedAt.getTime() > STAFF_ABSOLUTE_LIFETIME_MS
        ) {
          return sendRefusal(
            reply,
            { reason: "staff_session_expired" },
            "console: staff session expired; log in again",
          );
        }
        const { role } = member;
        if (permission && !ROLE_PERMISSIONS[role].has(permission)) {
          return sendRefusal(
            reply,
            { reason: "permission_missing", permission },
            `console: the ${role} role lacks ${permission}`,
          );
        }
        request.staff = {
          userId: session.userId,
          email: member.email,
          nickname: member.nickname,
          role,
          permissions: permissionsOf(role),
          actor: { userId: session.userId, label: member.email },
        };
      };
    });
  },
  { name: "staff", dependencies: ["auth"] },
);
