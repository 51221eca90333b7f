import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CHALLENGE_REQUIRED } from "../../../contract/challenge.ts";
import { EnvelopeSchema, ok } from "../../../contract/envelope.ts";
import { toUiLocale } from "../../../contract/language.ts";
import type { Mailer } from "../../lib/mailer.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { staffOf } from "../../plugins/staff.ts";
import { answer } from "../refusal-status.ts";
import { checkConfirmation } from "./confirm-service.ts";
import { invitationMail } from "./invitation-mail.ts";
import {
  createInvitation,
  invitationLink,
  pendingInvitations,
  revokeInvitation,
} from "./invitations-service.ts";
import {
  ChangeRoleBodySchema,
  InviteBodySchema,
  InvitedSchema,
  RemoveBodySchema,
  RevokeBodySchema,
  StaffEntrySchema,
  StaffListSchema,
} from "./manage-schema.ts";
import { changeStaff, listStaff } from "./members-service.ts";
import { consoleRefusals } from "./schema.ts";

const CONFIRM_REFUSALS = {
  400: ["confirmation_required", "password_wrong", "code_wrong"],
  404: ["not_found"],
  409: ["conflict", "last_admin", "code_used"],
  428: ["challenge_required"],
  429: ["locked"],
} as const;

const CHANGE_MESSAGES = {
  not_found: "userId: not staff",
  conflict: "role: changed by someone else meanwhile; reload",
  last_admin: "role: the console must keep one administrator",
} as const;

const CONFIRM_MESSAGES = {
  confirmation_required: "confirm: confirmation required",
  password_wrong: "confirm: password wrong",
  code_wrong: "confirm: code wrong",
  code_used: "confirm: code already used; wait for the next one",
  challenge_required: CHALLENGE_REQUIRED,
  locked: "confirm: locked",
  rate_limited: "confirm: rate limited",
} as const;

/** Staff and invitations in the console (/api/admin/staff), all behind `manage:staff`. */
export default async function manageStaffRoutes(
  app: FastifyInstance,
  options: { mailer: Mailer; publicOrigin: () => string },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = app.requirePermission("manage:staff");
  const tags = ["console"];
  const security = [{ bearer: [] }];

  /** The fresh confirmation a change needs; answers the refusal and returns false without it. */
  async function confirmed(
    request: FastifyRequest<{
      Body: { confirm?: string | undefined; challenge?: string | undefined };
    }>,
    reply: FastifyReply,
  ) {
    const outcome = await checkConfirmation(
      { db: app.db, twoFactor: app.twoFactor, now: app.now() },
      staffOf(request).userId,
      request.body.confirm,
      // Per session: a stolen console session's guesses never hold back the owner's own.
      { scope: `session:${sessionOf(request).sessionId}`, challenge: request.body.challenge },
    );
    if ("ok" in outcome) return true;
    await answer(reply, outcome, CONFIRM_MESSAGES);
    return false;
  }

  api.get(
    "/",
    {
      preHandler: guard,
      schema: {
        summary: "Staff members and pending invitations",
        tags,
        security,
        response: { 200: EnvelopeSchema(StaffListSchema), ...consoleRefusals() },
      },
    },
    async () =>
      ok({
        staff: await listStaff(app.db),
        invitations: await pendingInvitations(app.db, app.now()),
      }),
  );

  api.post(
    "/role",
    {
      preHandler: guard,
      schema: {
        summary: "Change a member's role (needs the password or a code again)",
        tags,
        security,
        body: ChangeRoleBodySchema,
        response: { 200: EnvelopeSchema(StaffEntrySchema), ...consoleRefusals(CONFIRM_REFUSALS) },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      if (!(await confirmed(request, reply))) return reply;
      const { userId, expected, role } = request.body;
      const outcome = await changeStaff(app.db, {
        userId,
        expected,
        role,
        actor: staff.actor,
        now: app.now(),
      });
      if ("refused" in outcome) return answer(reply, outcome, CHANGE_MESSAGES);
      if (!outcome.ok) throw new Error("role change returned no member");
      return ok(outcome.ok);
    },
  );

  api.post(
    "/remove",
    {
      preHandler: guard,
      schema: {
        summary: "Take a member's staff role away (needs the password or a code again)",
        tags,
        security,
        body: RemoveBodySchema,
        response: { 200: EnvelopeSchema(z.null()), ...consoleRefusals(CONFIRM_REFUSALS) },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      if (!(await confirmed(request, reply))) return reply;
      const { userId, expected } = request.body;
      const outcome = await changeStaff(app.db, {
        userId,
        expected,
        role: null,
        actor: staff.actor,
        now: app.now(),
      });
      return answer(reply, outcome, CHANGE_MESSAGES, { ok: () => null });
    },
  );

  api.post(
    "/invite",
    {
      preHandler: guard,
      schema: {
        summary: "Invite someone by email: the link is answered once and mailed",
        tags,
        security,
        body: InviteBodySchema,
        response: { 200: EnvelopeSchema(InvitedSchema), ...consoleRefusals() },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const invited = await createInvitation(app.db, {
        email: request.body.email,
        role: request.body.role,
        actor: staff.actor,
        now: app.now(),
      });
      const link = invitationLink(options.publicOrigin(), invited.token);
      const locale =
        request.body.language ?? toUiLocale(request.headers["accept-language"]?.split(",")[0]);
      // The link is also on the admin's screen, so a mail failure is logged, not fatal.
      await options.mailer
        .send(invitationMail({ to: invited.email, role: invited.role, link, locale }))
        .catch((err) => request.log.error({ err }, "invitation mail failed"));
      return ok({
        link,
        invitation: {
          id: invited.id,
          email: invited.email,
          role: invited.role,
          invitedBy: staff.email,
          createdAt: app.now().toISOString(),
          expiresAt: invited.expiresAt.toISOString(),
        },
      });
    },
  );

  api.post(
    "/invitations/revoke",
    {
      preHandler: guard,
      schema: {
        summary: "Revoke a pending invitation (its link stops working)",
        tags,
        security,
        body: RevokeBodySchema,
        response: { 200: EnvelopeSchema(z.null()), ...consoleRefusals({ 404: ["not_found"] }) },
      },
    },
    async (request, reply) => {
      const outcome = await revokeInvitation(app.db, {
        id: request.body.id,
        actor: staffOf(request).actor,
        now: app.now(),
      });
      return answer(reply, outcome, { not_found: "id: no pending invitation" });
    },
  );
}
