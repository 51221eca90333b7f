// The inbox (issue 18, ADR 0018): every visitor form — support tickets, business enquiries, beta
// and job applications — becomes an inquiry with a thread of messages, handled in the console.
// Shared by client and server: kinds, states, the forms' choices and limits, refusal reasons.
// No zod here (see schemas.ts).
import { RELEASE_APPS, RELEASE_PLATFORMS } from "./releases.ts";

export const INQUIRY_KINDS = ["support", "business", "beta", "job"] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

/**
 * new: nobody has looked yet; open: an operator is on it; waiting: answered, waiting for the
 * visitor; closed: done (the retention period runs from closing).
 */
export const INQUIRY_STATES = ["new", "open", "waiting", "closed"] as const;
export type InquiryState = (typeof INQUIRY_STATES)[number];
export const isInquiryState = (value: unknown): value is InquiryState =>
  typeof value === "string" && (INQUIRY_STATES as readonly string[]).includes(value);

/** visitor: written by the visitor; staff: a reply sent to the visitor; note: internal only. */
export const MESSAGE_AUTHORS = ["visitor", "staff", "note"] as const;
export type MessageAuthor = (typeof MESSAGE_AUTHORS)[number];

/** The first letter of a reference says its kind: T-7K3Q9P is a ticket. */
export const REFERENCE_PREFIX: Record<InquiryKind, string> = {
  support: "T",
  business: "B",
  beta: "P",
  job: "J",
};
/** No 0/O, 1/I/L: a reference is read aloud and typed from an email. */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const REFERENCE_LENGTH = 6;
export const REFERENCE_PATTERN = /^[TBPJ]-[2-9A-HJKMNP-Z]{6}$/;

/** Support ticket topics. */
export const SUPPORT_TOPICS = ["account", "purchase", "bug", "gift", "other"] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

/** The apps a ticket or beta application is about; "site" is this website (tickets only). */
export const INQUIRY_APPS = RELEASE_APPS;
export type InquiryApp = (typeof INQUIRY_APPS)[number];
export const SUPPORT_APPS = [...RELEASE_APPS, "site"] as const;
export type SupportApp = (typeof SUPPORT_APPS)[number];
export const isSupportApp = (value: unknown): value is SupportApp =>
  typeof value === "string" && (SUPPORT_APPS as readonly string[]).includes(value);
export const INQUIRY_PLATFORMS = RELEASE_PLATFORMS;
export type InquiryPlatform = (typeof INQUIRY_PLATFORMS)[number];
/** A ticket may also be about the website in a browser. */
export const SUPPORT_PLATFORMS = [...RELEASE_PLATFORMS, "web"] as const;
export type SupportPlatform = (typeof SUPPORT_PLATFORMS)[number];

/** Business cooperation: the kinds of partnership on /business. */
export const PARTNERSHIP_KINDS = ["education", "publishing", "licensing", "advertising"] as const;
export type PartnershipKind = (typeof PARTNERSHIP_KINDS)[number];

/** Budget ranges in US dollars (optional on the business form). */
export const BUDGET_RANGES = ["under_5k", "5k_25k", "25k_100k", "over_100k"] as const;
export type BudgetRange = (typeof BUDGET_RANGES)[number];

/** An operator's decision on a beta application. */
export const BETA_OUTCOMES = ["accepted", "declined"] as const;
export type BetaOutcome = (typeof BETA_OUTCOMES)[number];
/** What a visitor sees of their beta application. */
export type BetaStatus = "applied" | BetaOutcome;

/** Lengths in code points after trimming; counts of files per form. */
export const INBOX_LIMITS = {
  name: 100,
  company: 200,
  role: 100,
  country: 80,
  subject: 150,
  message: 5000,
  device: 100,
  osVersion: 40,
  drawing: 1000,
  note: 5000,
  screenshots: 3,
  documents: 1,
  /** Console list page size. */
  pageSize: 50,
} as const;

/**
 * The shared limits of every visitor form (server/lib/form-guard.ts), counted in the database so
 * every instance shares them: submissions per email per kind and per address, an hour each.
 */
export const FORM_LIMITS = {
  /**
   * Submissions of one kind naming one email from one address (issue 30: counted per email
   * alone, five submissions from anywhere carrying someone's email blocked that person's own).
   */
  perEmail: { max: 5, windowMs: 60 * 60 * 1000 },
  perAddress: { max: 20, windowMs: 60 * 60 * 1000 },
  /**
   * Confirmation mails to one email from every form and address together: past it a submission
   * is still filed and answered with its reference, but its confirmation is not mailed, so the
   * forms cannot be used to flood someone's mailbox.
   */
  confirmationsPerEmail: { max: 5, windowMs: 60 * 60 * 1000 },
} as const;

/**
 * The honeypot: a field hidden from people (and from assistive technology) that only a bot fills.
 * A form that arrives with it filled is answered as a success and stored nowhere.
 */
export const HONEYPOT_FIELD = "website";

/** Why an inbox call was refused, besides the common and upload reasons. */
export const INBOX_REFUSAL_REASONS = [
  /** 409: the action does not fit the inquiry's kind (a reply to a beta application…). */
  "wrong_kind",
  /** 409: the beta application was already accepted or declined. */
  "already_decided",
  /** 409: accepting needs a published beta build of the app and platform (TestFlight or beta APK). */
  "no_beta_channel",
  /** 400: the assignee is not an operator who can read the inbox (`data.field` assigneeId). */
  "not_assignable",
] as const;
export type InboxRefusalReason = (typeof INBOX_REFUSAL_REASONS)[number];

/** What a visitor form answers: the reference to quote. */
export type InquiryReceipt = { reference: string; kind: InquiryKind };

/** A message of a ticket's thread as the visitor's status page shows it (no internal notes). */
export type PublicMessage = {
  author: "visitor" | "staff";
  body: string;
  createdAt: string;
  /** File names the visitor sent with it. */
  files: string[];
};

/** GET /api/support/tickets/:reference?token=… */
export type TicketStatus = {
  reference: string;
  state: InquiryState;
  topic: SupportTopic;
  subject: string;
  app: string;
  platform: string;
  createdAt: string;
  messages: PublicMessage[];
};

/** A logged-in visitor's beta application: GET /api/beta/mine. */
export type MyBetaApplication = {
  reference: string;
  app: InquiryApp;
  platform: InquiryPlatform;
  status: BetaStatus;
  createdAt: string;
  updatedAt: string;
};

/** The console's list row. */
export type InquirySummary = {
  reference: string;
  kind: InquiryKind;
  state: InquiryState;
  outcome: string | null;
  language: string;
  email: string;
  name: string | null;
  subject: string;
  assignee: { userId: number; nickname: string } | null;
  messages: number;
  createdAt: string;
  updatedAt: string;
};

export type InquiryAttachmentView = {
  id: string;
  fileName: string;
  contentType: string;
  byteSize: number;
  /** Permission-checked download link (GET /api/admin/inbox/files/:id). */
  url: string;
};

export type InquiryMessageView = {
  id: number;
  author: MessageAuthor;
  staff: { userId: number; nickname: string } | null;
  body: string;
  createdAt: string;
  emailedAt: string | null;
  attachments: InquiryAttachmentView[];
};

/** The console's detail view. */
export type InquiryDetail = InquirySummary & {
  userId: number | null;
  details: Record<string, unknown>;
  closedAt: string | null;
  anonymisedAt: string | null;
  thread: InquiryMessageView[];
  attachments: InquiryAttachmentView[];
};

/** Random reference of a kind, from `random` values in [0, 1) (crypto on the server). */
export function makeReference(kind: InquiryKind, randomIndex: (n: number) => number): string {
  let body = "";
  for (let i = 0; i < REFERENCE_LENGTH; i++) {
    body += REFERENCE_ALPHABET[randomIndex(REFERENCE_ALPHABET.length)];
  }
  return `${REFERENCE_PREFIX[kind]}-${body}`;
}
