// Open positions (issue 18): the console edits them, /careers lists the open ones in the
// visitor's language and each job page carries JobPosting structured data.
import { DATA_LANGUAGES, type DataLanguage } from "./language.ts";
import { isHttpsUrl } from "./releases.ts";

export const JOB_TEAMS = [
  "engineering",
  "design",
  "art3d",
  "product",
  "community",
  "support",
  "marketing",
  "operations",
] as const;
export type JobTeam = (typeof JOB_TEAMS)[number];

/** schema.org's employmentType values, so the structured data needs no mapping. */
export const JOB_TYPES = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "INTERN", "TEMPORARY"] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const JOB_WORKPLACES = ["onsite", "hybrid", "remote"] as const;
export type JobWorkplace = (typeof JOB_WORKPLACES)[number];

export const JOB_STATUSES = ["open", "closed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_LIMITS = {
  slugMax: 80,
  titleMax: 120,
  localityMax: 120,
  descriptionMax: 20_000,
} as const;

/** Lower-case words joined by single hyphens: the address /careers/<slug>. */
export const JOB_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** ISO 3166-1 alpha-2, as schema.org's addressCountry wants it. */
export const COUNTRY_PATTERN = /^[A-Z]{2}$/;

export type JobText = { title: string; description: string };

/** A position as the console edits it. `texts` holds each language given; en_us is required. */
export type JobInput = {
  slug: string;
  team: JobTeam;
  employmentType: JobType;
  workplace: JobWorkplace;
  /** City or region, free text ("Shanghai", "Tokyo or Osaka"); empty for remote. */
  locality: string;
  /** Where the job is, or for a remote one where applicants must live; null: anywhere. */
  country: string | null;
  texts: Partial<Record<DataLanguage, JobText>>;
};

export type JobRecord = JobInput & {
  id: number;
  status: JobStatus;
  openedAt: string | null;
  closedAt: string | null;
  editedAt: string | null;
  revision: number;
  updatedAt: string;
};

/** What visitors see of a position in one language (the en_us text when that one is missing). */
export type JobSummary = {
  slug: string;
  title: string;
  team: JobTeam;
  employmentType: JobType;
  workplace: JobWorkplace;
  locality: string;
  country: string | null;
  /** The data language the text is in: not the visitor's when it fell back to en_us. */
  language: DataLanguage;
  openedAt: string;
};

export type JobView = JobSummary & {
  status: JobStatus;
  descriptionHtml: string;
  /** Plain text of the description's start, for the page's description and the structured data. */
  summary: string;
  closedAt: string | null;
  updatedAt: string;
};

export type JobFieldProblem = "required" | "format" | "too_long" | "invalid";
type JobField = "slug" | "locality" | "country" | `texts.${DataLanguage}.${keyof JobText}`;

const blank = (value: string | null | undefined) => !value?.trim();

/**
 * The problems of a position's fields, by field (`texts.ja_jp.title`): the console checks these
 * before sending, the server refuses with the same field named, and content/ is held to them.
 */
export function jobFieldProblems(input: {
  slug: string;
  workplace: string;
  locality: string;
  country: string | null;
  texts: Partial<Record<DataLanguage, Partial<JobText>>>;
}): Partial<Record<JobField, JobFieldProblem>> {
  const problems: Partial<Record<JobField, JobFieldProblem>> = {};
  if (blank(input.slug)) problems.slug = "required";
  else if (input.slug.length > JOB_LIMITS.slugMax) problems.slug = "too_long";
  else if (!JOB_SLUG_PATTERN.test(input.slug)) problems.slug = "format";
  if (input.locality.length > JOB_LIMITS.localityMax) problems.locality = "too_long";
  else if (input.workplace !== "remote" && blank(input.locality)) problems.locality = "required";
  if (input.country !== null && !COUNTRY_PATTERN.test(input.country)) problems.country = "format";
  else if (input.workplace !== "remote" && input.country === null) problems.country = "required";
  for (const language of DATA_LANGUAGES) {
    const text = input.texts[language];
    const given = text && (!blank(text.title) || !blank(text.description));
    if (!given && language !== "en_us") continue;
    const title = text?.title ?? "";
    const description = text?.description ?? "";
    if (blank(title)) problems[`texts.${language}.title`] = "required";
    else if (title.length > JOB_LIMITS.titleMax) problems[`texts.${language}.title`] = "too_long";
    if (blank(description)) problems[`texts.${language}.description`] = "required";
    else if (description.length > JOB_LIMITS.descriptionMax) {
      problems[`texts.${language}.description`] = "too_long";
    }
  }
  return problems;
}

/** The languages of a position with both a title and a description. */
export function givenLanguages(texts: JobInput["texts"]): DataLanguage[] {
  return DATA_LANGUAGES.filter((l) => !blank(texts[l]?.title) && !blank(texts[l]?.description));
}

// What an applicant sends (the application itself is an inquiry of kind "job", issue 18).

export const APPLICATION_LIMITS = {
  nameMax: 120,
  linksMax: 5,
  linkMax: 300,
  noteMax: 5_000,
} as const;

export type LinkProblem = "format" | "too_long";

/** A link of an application: an https:// address with a host name. */
export function linkProblem(value: string): LinkProblem | undefined {
  if (value.length > APPLICATION_LIMITS.linkMax) return "too_long";
  return isHttpsUrl(value) ? undefined : "format";
}

/** The links field as a visitor types it: one address per line, blank lines ignored. */
export function linksOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The problem of the links field, checked in the browser before the server checks each link. */
export function linksProblem(text: string): "link" | "tooManyLinks" | undefined {
  const links = linksOf(text);
  if (links.length > APPLICATION_LIMITS.linksMax) return "tooManyLinks";
  return links.some((link) => linkProblem(link)) ? "link" : undefined;
}
