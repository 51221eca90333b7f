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

/** A console route as the staff plugin saw it registered (the permission-table test reads these). */
export type ConsoleRoute = {
  method: string;
  url: string;
  /** The permission its guard asks for, null for any staff, undefined when it has no guard. */
  permission: Permission | null | undefined;
};

/** The permission a `requirePermission` guard carries, so routes can be checked for one. */
const GUARDED = Symbol("requirePermission");
type Guard = ((request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) & {
  [GUARDED]?: Permission | null;
};

function guardOf(hooks: unknown): Guard | undefined {
  const list = Array.isArray(hooks) ? hooks : hooks ? [hooks] : [];
  return list.find((hook: Guard) => typeof hook === "function" && GUARDED in hook);
}

declare module "fastify" {
  interface FastifyRequest {
    staff?: Staff;
  }
  interface FastifyInstance {
    /** Every route under /api/admin registered after the staff plugin, with its guard. */
    consoleRoutes: ConsoleRoute[];
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
      const guard: Guard = async (request: FastifyRequest, reply: FastifyReply) => {
        // The guard runs before validation (see onRoute below) and again as the route's
        // preHandler: the second time it has nothing more to check.
        if (request.staff) return;
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
      guard[GUARDED] = permission;
      return guard;
    });

    // Console routes check the operator before their input is validated, so a refused caller
    // learns nothing about a route's input, and every refusal is the guard's (401/403) rather
    // than a 400. Each is recorded with its permission; one without a guard is recorded too, so
    // the permission-table test fails on it.
    // buildApp decorates the root with the list, so tests can read it from outside /api.
    if (!app.hasDecorator("consoleRoutes")) app.decorate("consoleRoutes", []);
    const routes = app.consoleRoutes;
    app.addHook("onRoute", (route) => {
      if (!route.url.startsWith("/api/admin")) return;
      const guard = guardOf(route.preHandler);
      for (const method of [route.method].flat()) {
        if (method === "HEAD") continue;
        routes.push({ method, url: route.url, permission: guard?.[GUARDED] });
      }
      if (!guard) return;
      const before = route.preValidation;
      route.preValidation = [guard, ...(Array.isArray(before) ? before : before ? [before] : [])];
    });
  },
  { name: "staff", dependencies: ["auth"] },
);
