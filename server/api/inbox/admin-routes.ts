import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { EnvelopeSchema, ok } from "../../../contract/envelope.ts";
import { INBOX_LIMITS, INQUIRY_KINDS, type InquiryDetail } from "../../../contract/inbox.ts";
import { UPLOAD_PURPOSES } from "../../../contract/uploads.ts";
import { recordAudit } from "../../lib/audit.ts";
import { previewImage } from "../../lib/images.ts";
import type { Mailer } from "../../lib/mailer.ts";
import { staffOf } from "../../plugins/staff.ts";
import { answer, sendRefusal } from "../refusal-status.ts";
import { consoleRefusals } from "../staff/schema.ts";
import { sendUpload } from "../uploads/routes.ts";
import {
  type AdminOutcome,
  addNote,
  assignInquiry,
  decideBeta,
  markEmailed,
  replyToTicket,
  setInquiryState,
} from "./admin-actions-service.ts";
import {
  inboxOperators,
  inquiryDetail,
  inquiryFile,
  listInquiries,
} from "./admin-listing-service.ts";
import { inboxScope, localeOf, MESSAGES } from "./admin-scope.ts";
import { betaInvitationMail, replyMail } from "./mails.ts";
import { type InboxMailDeps, sendQuietly } from "./notify.ts";
import {
  AssignBodySchema,
  DecideBodySchema,
  FileParamsSchema,
  FileQuerySchema,
  InboxListQuerySchema,
  InboxListSchema,
  InboxReferenceParams,
  InquiryDetailSchema,
  NoteBodySchema,
  PREVIEW_SIZE,
  ReplyBodySchema,
  StateBodySchema,
} from "./schema.ts";
import { statusTokenOf } from "./service.ts";
import { statusLink } from "./visitor-forms.ts";

/**
 * The console's inbox under /api/admin/inbox: reading needs read:inbox; every change (assign,
 * state, note, reply, accept/decline) needs reply:inbox and is in the audit log. Files are only
 * served through here, with the permission checked. Each role reads only its kinds
 * (INBOX_KINDS_BY_ROLE): an inquiry of another kind, or its file, is not found.
 */
export default async function inboxAdminRoutes(
  app: FastifyInstance,
  options: { mailer: Mailer; publicOrigin: () => string; statusKey: string },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["console"];
  const security = [{ bearer: [] }];
  const mails: InboxMailDeps = {
    db: app.db,
    mailer: options.mailer,
    log: app.log,
    publicOrigin: options.publicOrigin,
  };

  const { kindsOf, inScope } = inboxScope(app);

  /** The inquiry as it is after a change; a refusal names the reference unless it names a field. */
  async function afterChange(
    reference: string,
    outcome: AdminOutcome<unknown>,
  ): Promise<AdminOutcome<InquiryDetail>> {
    if ("refused" in outcome) {
      const { refused } = outcome;
      return { refused: { ...refused, field: refused.field ?? "reference" } };
    }
    // inScope() let the change through: the inquiry is of a kind the operator reads.
    const detail = await inquiryDetail(app.db, reference, INQUIRY_KINDS);
    return detail ? { ok: detail } : { refused: { reason: "not_found" } };
  }

  const detailResponses = (own: Record<number, readonly string[]> = {}) => ({
    200: EnvelopeSchema(InquiryDetailSchema),
    ...consoleRefusals({ 400: [], 404: ["not_found"], ...own }),
  });

  /**
   * The options of a change to one inquiry (POST /:reference/…): reply:inbox, on a kind the role
   * reads, answered with the inquiry as it then is; `own` adds the change's refusals.
   */
  const changeOptions = <Body extends z.ZodType>(
    summary: string,
    body: Body,
    own: Record<number, readonly string[]> = {},
  ) => ({
    preHandler: [app.requirePermission("reply:inbox"), inScope],
    schema: {
      summary,
      tags,
      security,
      params: InboxReferenceParams,
      body,
      response: detailResponses(own),
    },
  });

  /** The operator as the author of a note, reply or decision. */
  const authorOf = (request: FastifyRequest) => {
    const staff = staffOf(request);
    return { ...staff.actor, userId: staff.userId };
  };

  api.get(
    "/",
    {
      preHandler: app.requirePermission("read:inbox"),
      schema: {
        summary: "The inbox: submissions of the kinds the role reads, newest activity first",
        tags,
        security,
        querystring: InboxListQuerySchema,
        response: { 200: EnvelopeSchema(InboxListSchema), ...consoleRefusals({ 400: [] }) },
      },
    },
    async (request, reply) => {
      const { kind, state, language, assignee, page = 1 } = request.query;
      const staff = staffOf(request);
      const kinds = kindsOf(request);
      if (kind && !kinds.includes(kind)) {
        return sendRefusal(
          reply,
          { reason: "permission_missing", permission: "read:inbox", field: "kind" },
          "kind: your role does not read this kind of inquiry",
        );
      }
      const list = await listInquiries(app.db, {
        kinds,
        kind,
        state,
        language,
        assignee:
          assignee === undefined
            ? undefined
            : assignee === "me"
              ? staff.userId
              : assignee === "none"
                ? "none"
                : Number(assignee),
        page,
      });
      return ok({
        ...list,
        page,
        pageSize: INBOX_LIMITS.pageSize,
        assignees: await inboxOperators(app.db),
      });
    },
  );

  api.get(
    "/:reference",
    {
      preHandler: app.requirePermission("read:inbox"),
      schema: {
        summary: "One inquiry: its details, thread (with internal notes) and files",
        tags,
        security,
        params: InboxReferenceParams,
        response: detailResponses(),
      },
    },
    async (request, reply) => {
      const detail = await inquiryDetail(app.db, request.params.reference, kindsOf(request));
      if (!detail) return sendRefusal(reply, { reason: "not_found" }, MESSAGES.not_found);
      return ok(detail);
    },
  );

  /**
   * POST /:reference/<action>: `change` makes the change (and sends what it sends); the answer is
   * the inquiry as it then is, or the refusal naming the reference.
   */
  const changeRoute = <Body extends z.ZodType>(
    action: string,
    options: ReturnType<typeof changeOptions<Body>>,
    change: (
      request: FastifyRequest,
      reference: string,
      body: z.output<Body>,
    ) => Promise<AdminOutcome<unknown>>,
  ) =>
    api.post(`/:reference/${action}`, options, async (request, reply) => {
      const { reference } = request.params;
      const outcome = await change(request, reference, request.body as z.output<Body>);
      return answer(reply, await afterChange(reference, outcome), MESSAGES);
    });

  changeRoute(
    "assign",
    changeOptions(
      "Assign to an operator who reads the inbox, or to nobody (null)",
      AssignBodySchema,
      {
        400: ["not_assignable"],
      },
    ),
    (request, reference, body) =>
      assignInquiry(app.db, staffOf(request).actor, reference, body.assigneeId, app.now()),
  );

  changeRoute(
    "state",
    changeOptions("Move to new, open, waiting or closed", StateBodySchema),
    (request, reference, body) =>
      setInquiryState(app.db, staffOf(request).actor, reference, body.state, app.now()),
  );

  changeRoute(
    "notes",
    changeOptions("Add an internal note (never shown or sent to the visitor)", NoteBodySchema),
    (request, reference, body) =>
      addNote(app.db, authorOf(request), reference, body.body, app.now()),
  );

  changeRoute(
    "reply",
    changeOptions(
      "Reply to a support ticket: emailed to the visitor, shown on the status page",
      ReplyBodySchema,
      { 409: ["wrong_kind"] },
    ),
    async (request, reference, body) => {
      const outcome = await replyToTicket(
        app.db,
        authorOf(request),
        reference,
        body.body,
        app.now(),
      );
      if ("ok" in outcome) {
        const sent = outcome.ok;
        const locale = localeOf(sent.language);
        const token = statusTokenOf(options.statusKey, reference);
        const mail = replyMail({
          to: sent.email,
          locale,
          reference,
          body: body.body,
          link: statusLink(options.publicOrigin(), reference, token, locale),
        });
        if (await sendQuietly(mails, mail, "ticket reply")) {
          await markEmailed(app.db, sent.messageId, app.now());
        }
      }
      return outcome;
    },
  );

  changeRoute(
    "decide",
    changeOptions(
      "Accept (sends the beta invitation with the channel's link) or decline",
      DecideBodySchema,
      { 409: ["wrong_kind", "already_decided", "no_beta_channel"] },
    ),
    async (request, reference, body) => {
      const invitation = (to: string, language: string, app: string, link: string) =>
        betaInvitationMail({ to, locale: localeOf(language), reference, app, link });
      const outcome = await decideBeta(
        app.db,
        authorOf(request),
        reference,
        body.outcome,
        (link, details) => invitation("", details.language, details.app, link).text,
        app.now(),
      );
      if ("ok" in outcome && outcome.ok.invitation) {
        const { email, language, app: betaApp, invitation: sent } = outcome.ok;
        const mail = invitation(email, language, betaApp, sent.link);
        if (await sendQuietly(mails, mail, "beta invitation")) {
          await markEmailed(app.db, sent.messageId, app.now());
        }
      }
      return outcome;
    },
  );

  api.get(
    "/files/:id",
    {
      preHandler: app.requirePermission("read:inbox"),
      schema: {
        summary: "Download a file sent with an inquiry (images inline, anything else attached)",
        tags,
        security,
        params: FileParamsSchema,
        querystring: FileQuerySchema,
        response: { 200: z.any(), ...consoleRefusals({ 400: [], 404: ["not_found"] }) },
      },
    },
    async (request, reply) => {
      const file = await inquiryFile(app.db, request.params.id, kindsOf(request));
      const preview = request.query.preview === "1";
      if (!file || (preview && !file.contentType.startsWith("image/"))) {
        return sendRefusal(reply, { reason: "not_found" }, "id: no such file");
      }
      // Personal files: who opened which is on record.
      await recordAudit(app.db, {
        actor: staffOf(request).actor,
        at: app.now(),
        action: "read:inbox",
        entity: "inquiry_file",
        entityId: file.reference,
        after: { file: request.params.id, ...(preview ? { preview: true } : {}) },
      });
      if (!preview) return sendUpload(request, reply, file);
      const bytes = await previewImage(
        file.bytes,
        PREVIEW_SIZE,
        UPLOAD_PURPOSES.screenshot.maxPixels,
      );
      return sendUpload(request, reply, {
        bytes,
        contentType: "image/webp",
        fileName: `${file.fileName.replace(/\.[^.]*$/, "")}.webp`,
        etag: `${file.etag}-preview`,
      });
    },
  );
}
