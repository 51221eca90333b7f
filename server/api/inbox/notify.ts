import type { FastifyBaseLogger } from "fastify";
import type { InquiryKind } from "../../../contract/inbox.ts";
import { ROLES, readsInboxKind } from "../../../contract/permissions.ts";
import type { Database } from "../../db/client.ts";
import type { Mailer, OutgoingMail } from "../../lib/mailer.ts";
import { operatorNoticeMail } from "./mails.ts";
import { staffEmailsWithRoles } from "./service.ts";

export type InboxMailDeps = {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicOrigin: () => string;
};

/** The operators told of a new submission: every staff member whose role reads its kind. */
export async function inboxReaders(db: Database, kind: InquiryKind): Promise<string[]> {
  const roles = ROLES.filter((role) => readsInboxKind(role, kind));
  return staffEmailsWithRoles(db, roles);
}

/** Sends one mail; a failure is logged (without the address) and never fails the request. */
export async function sendQuietly(
  deps: InboxMailDeps,
  mail: OutgoingMail,
  what: string,
): Promise<boolean> {
  try {
    await deps.mailer.send(mail);
    return true;
  } catch (err) {
    deps.log.warn({ err, mail: what }, "inbox mail not sent");
    return false;
  }
}

/**
 * After a submission is stored (committed): the visitor's confirmation, then a notice to each
 * operator who reads the inbox, linking to the inquiry in the console.
 */
export async function announceSubmission(
  deps: InboxMailDeps,
  input: {
    kind: InquiryKind;
    reference: string;
    subject: string;
    /** Null past FORM_LIMITS.confirmationsPerEmail: filed and answered, not mailed. */
    confirmation: OutgoingMail | null;
  },
) {
  if (input.confirmation) {
    await sendQuietly(deps, input.confirmation, `${input.kind} confirmation`);
  }
  const link = `${deps.publicOrigin()}/admin/inbox?ref=${input.reference}`;
  for (const to of await inboxReaders(deps.db, input.kind)) {
    await sendQuietly(
      deps,
      operatorNoticeMail({
        to,
        kind: input.kind,
        reference: input.reference,
        subject: input.subject,
        link,
      }),
      "operator notice",
    );
  }
}
