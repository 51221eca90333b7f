// Featured works (issue 19): art made with the apps, submitted by artists, moderated by the
// team, served as responsive images (ADR 0020). Shared by client and server; no zod here.
import type { DataLanguage, UiLocale } from "./language.ts";
import { RELEASE_APPS, type ReleaseApp } from "./releases.ts";

export const WORK_APPS = RELEASE_APPS;
export type WorkApp = ReleaseApp;
export const isWorkApp = (value: unknown): value is WorkApp =>
  typeof value === "string" && (WORK_APPS as readonly string[]).includes(value);

/**
 * processing: the variants are being made (a job any instance picks up); pending: waiting for a
 * moderator; approved: public (unless hidden by reports); rejected: with a reason, editable and
 * resubmittable; removed: taken down after approval. A withdrawn work is deleted outright.
 */
export const WORK_STATES = ["processing", "pending", "approved", "rejected", "removed"] as const;
export type WorkState = (typeof WORK_STATES)[number];

export const WORK_REJECT_REASONS = [
  "not_made_with_apps",
  "rights",
  "inappropriate",
  "low_quality",
  "duplicate",
  "other",
] as const;
export type WorkRejectReason = (typeof WORK_REJECT_REASONS)[number];

/** What a moderator decides about one work (POST /api/admin/works/:id). */
export type WorkDecision =
  | { action: "approve"; featured: boolean }
  | { action: "reject"; reason: WorkRejectReason; note: string }
  | { action: "remove"; note: string }
  | { action: "keep" }
  | { action: "feature"; featured: boolean };

/**
 * What one report weighs: an account at least `establishedDays` old, a newer one, no account.
 * A hide therefore takes three established reporters on three addresses, or six addresses
 * without accounts, or twelve new accounts on twelve addresses.
 */
export const WORK_REPORT_WEIGHTS = {
  establishedDays: 7,
  established: 1,
  newAccount: 0.25,
  anonymous: 0.5,
} as const;

export const WORK_REPORT_REASONS = ["not_theirs", "inappropriate", "spam", "other"] as const;
export type WorkReportReason = (typeof WORK_REPORT_REASONS)[number];

export const WORK_LIMITS = {
  titleMax: 80,
  descriptionMax: 1000,
  tagsMax: 8,
  tagMax: 24,
  linksMax: 3,
  linkMax: 200,
  noteMax: 500,
  /** Submissions (and resubmissions) per account per day. */
  perDay: 10,
  /** Reports per address per day. */
  reportsPerDay: 20,
  /**
   * The weight of reports that hides an approved work until a moderator reviews it: reports from
   * one address count once (the heaviest), and each weighs by its reporter (WORK_REPORT_WEIGHTS),
   * so three new accounts from one address only put the work in the moderators' queue.
   */
  reportsToHide: 3,
  /** Works per page of /works and of the API listing. */
  pageSize: 24,
} as const;

/** The published widths (never wider than the original) and formats, best first. */
export const WORK_WIDTHS = [360, 720, 1080, 1600] as const;
export const WORK_FORMATS = ["avif", "webp", "jpeg"] as const;
export type WorkFormat = (typeof WORK_FORMATS)[number];

/** A tag as stored: lower case, spaces to hyphens, letters/digits/hyphens of any script. */
export function normaliseTag(tag: string): string {
  return tag
    .normalize("NFKC")
    .trim()
    .toLocaleLowerCase("en-US")
    .replace(/[\s_]+/g, "-")
    .replace(/[^\p{L}\p{N}-]/gu, "")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/** How many approved tags /works shows as filters before "More" (the rest are behind it). */
export const TAGS_SHOWN = 8;

/**
 * A tag's moderation (issue 31): submitted tags are free text (`pending`) until a moderator
 * approves one, with a label in every interface language, or rejects it.
 */
export const TAG_STATES = ["pending", "approved", "rejected"] as const;
export type TagState = (typeof TAG_STATES)[number];

/** An approved tag as a visitor sees it: the filter's value and its label in their language. */
export type WorkTagView = { slug: string; label: string };

/** A tag in the console: each tag any work carries, and each one decided on. */
export type ModerationTag = {
  slug: string;
  state: TagState;
  labels: Partial<Record<UiLocale, string>>;
  /** Works carrying it, and how many of those are public. */
  works: number;
  publicWorks: number;
};

export type TagDecision = {
  state: "approved" | "rejected";
  labels: Partial<Record<UiLocale, string>>;
};

/** One published file of a work: the URL is immutable (it carries the content hash). */
export type WorkVariant = {
  format: WorkFormat;
  width: number;
  height: number;
  url: string;
  bytes: number;
};

/** A work as visitors see it. */
export type WorkSummary = {
  id: string;
  title: string;
  artist: { name: string; team: boolean };
  apps: WorkApp[];
  tags: string[];
  featured: boolean;
  width: number;
  height: number;
  /** Thumbhash (base64) of the image, drawn while the variants load. */
  placeholder: string;
  variants: WorkVariant[];
  publishedAt: string;
};

export type WorkView = WorkSummary & {
  /** Its tags a moderator approved, labelled in the visitor's language (the rest stay text). */
  approvedTags: WorkTagView[];
  description: string;
  links: string[];
  /** `/pose?s=…` for the attached pose, else null. */
  poseLink: string | null;
};

/** What /works asks for: filters, order and page (page numbers make real links). */
export type WorksQuery = {
  app: WorkApp | null;
  tag: string | null;
  sort: "featured" | "newest";
  page: number;
  language: DataLanguage;
};

export type WorkPage = { items: WorkSummary[]; nextCursor: string | null };

/** A work as its artist sees it in My gallery. */
export type MyWork = {
  id: string;
  title: string;
  description: string;
  tags: string[];
  apps: WorkApp[];
  links: string[];
  poseId: string | null;
  state: WorkState;
  hidden: boolean;
  featured: boolean;
  rejectReason: WorkRejectReason | null;
  decisionNote: string | null;
  /** The smallest WebP once processed. */
  thumbnail: WorkVariant | null;
  /** Whether the artist edited it since it was rejected (it may then be resubmitted). */
  editedSinceDecision: boolean;
  submittedAt: string;
  decidedAt: string | null;
};

/** A work in the moderators' queue. */
export type ModerationWork = MyWork & {
  artist: { name: string; email: string | null };
  reports: { count: number; reasons: Partial<Record<WorkReportReason, number>> };
  width: number | null;
  height: number | null;
  /** The original, for moderators only. */
  originalUrl: string;
};

export const WORK_MODERATION_VIEWS = [
  "pending",
  "reported",
  "approved",
  "rejected",
  "removed",
] as const;
export type WorkModerationView = (typeof WORK_MODERATION_VIEWS)[number];

/** Why a works call was refused, besides the common and upload reasons. */
export const WORK_REFUSAL_REASONS = [
  /** 409: the work's state does not allow this (`data.state` says which it is in). */
  "wrong_state",
  /** 409: a rejected work must be edited before it is sent again. */
  "not_edited",
  /** 400: the saved pose named is not one of the account's. */
  "pose_unknown",
] as const;
export type WorkRefusalReason = (typeof WORK_REFUSAL_REASONS)[number];

/**
 * The catalogue key of a reason: "other" is spelled "else" there, since a catalogue object with
 * an `other` key is read as a plural message.
 */
export const reasonKey = <R extends string>(reason: R) =>
  (reason === "other" ? "else" : reason) as Exclude<R, "other"> | "else";
