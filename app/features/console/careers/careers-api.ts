import {
  type JobFieldProblem,
  type JobInput,
  type JobRecord,
  type JobStatus,
  type JobTeam,
  type JobType,
  type JobWorkplace,
  jobFieldProblems,
} from "../../../../contract/careers.ts";
import type { Envelope } from "../../../../contract/envelope.ts";
import { DATA_LANGUAGES, type DataLanguage } from "../../../../contract/language.ts";
import { api } from "../../../lib/api-client.ts";
import type { FormErrors, Schema } from "../../../lib/use-form.ts";
import { recordErrorsOf } from "../record-errors.ts";

type TextFields = Record<`title_${DataLanguage}` | `description_${DataLanguage}`, string>;

/** The form's values: every field a string, the texts one pair of fields per language. */
export type JobValues = {
  slug: string;
  team: string;
  employmentType: string;
  workplace: string;
  locality: string;
  country: string;
} & TextFields;

export type JobProblem = JobFieldProblem | "slug_taken" | "conflict" | "permission" | "failed";

export const titleField = (language: DataLanguage) => `title_${language}` as const;
export const descriptionField = (language: DataLanguage) => `description_${language}` as const;

export function valuesOf(record: JobRecord | null): JobValues {
  const texts = Object.fromEntries(
    DATA_LANGUAGES.flatMap((language) => [
      [titleField(language), record?.texts[language]?.title ?? ""],
      [descriptionField(language), record?.texts[language]?.description ?? ""],
    ]),
  ) as TextFields;
  return {
    slug: record?.slug ?? "",
    team: record?.team ?? "engineering",
    employmentType: record?.employmentType ?? "FULL_TIME",
    workplace: record?.workplace ?? "remote",
    locality: record?.locality ?? "",
    country: record?.country ?? "",
    ...texts,
  };
}

/** The request body of a create or edit. */
export function bodyOf(values: JobValues): JobInput {
  return {
    slug: values.slug.trim().toLowerCase(),
    team: values.team as JobTeam,
    employmentType: values.employmentType as JobType,
    workplace: values.workplace as JobWorkplace,
    locality: values.locality.trim(),
    country: values.country.trim().toUpperCase() || null,
    texts: Object.fromEntries(
      DATA_LANGUAGES.map((language) => [
        language,
        { title: values[titleField(language)], description: values[descriptionField(language)] },
      ]).filter(([, text]) => {
        const t = text as { title: string; description: string };
        return t.title.trim() || t.description.trim();
      }),
    ),
  };
}

/** The form field of a contract field name (`texts.ja_jp.title` → `title_ja_jp`). */
function formFieldOf(field: string): keyof JobValues | null {
  const text = /^texts\.([a-z_]+)\.(title|description)$/.exec(field);
  if (text) return `${text[2]}_${text[1]}` as keyof JobValues;
  return ["slug", "locality", "country"].includes(field) ? (field as keyof JobValues) : null;
}

const problemOf =
  (field: string) =>
  (_: string, values: JobValues): JobProblem | undefined => {
    const problems = jobFieldProblems(bodyOf(values)) as Record<string, JobFieldProblem>;
    return problems[field];
  };

/** The same rules the server applies (contract/careers.ts), checked before sending. */
export const JOB_SCHEMA: Schema<JobValues, JobProblem> = {
  slug: problemOf("slug"),
  locality: problemOf("locality"),
  country: problemOf("country"),
  ...Object.fromEntries(
    DATA_LANGUAGES.flatMap((language) => [
      [titleField(language), problemOf(`texts.${language}.title`)],
      [descriptionField(language), problemOf(`texts.${language}.description`)],
    ]),
  ),
};

/** A refusal as the form's errors: the field the server named, or the form's alert. */
export function errorsOf(response: Envelope<unknown>): FormErrors<JobValues, JobProblem> {
  return recordErrorsOf<JobValues, "slug_taken">(
    response,
    { reason: "slug_taken", field: "slug", problem: "slug_taken" },
    formFieldOf,
  );
}

export const careersApi = {
  list: () => api.get<JobRecord[]>("/admin/careers"),
  create: (values: JobValues) => api.post<JobRecord>("/admin/careers", { body: bodyOf(values) }),
  update: (id: number, revision: number, values: JobValues) =>
    api.post<JobRecord>(`/admin/careers/${id}`, { body: { ...bodyOf(values), revision } }),
  setStatus: (job: JobRecord, status: JobStatus) =>
    api.post<JobRecord>(`/admin/careers/${job.id}/status`, {
      body: { revision: job.revision, status },
    }),
};
