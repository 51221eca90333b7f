import type { Envelope } from "../../../../contract/envelope.ts";
import { DATA_LANGUAGES, type DataLanguage } from "../../../../contract/language.ts";
import {
  isApkChannel,
  type ReleaseApp,
  type ReleaseChannel,
  type ReleaseRecord,
  releaseFieldProblems,
} from "../../../../contract/releases.ts";
import { api } from "../../../lib/api-client.ts";
import type { FormErrors, Schema } from "../../../lib/use-form.ts";
import { recordErrorsOf } from "../record-errors.ts";

/** The form's values: every field a string, the notes one field per language. */
export type ReleaseValues = {
  app: string;
  channel: string;
  version: string;
  releasedOn: string;
  minOs: string;
  url: string;
  fileSize: string;
  sha256: string;
} & Record<`notes_${DataLanguage}`, string>;

export type ReleaseProblem =
  | "required"
  | "format"
  | "too_long"
  | "invalid"
  | "exists"
  | "conflict"
  | "permission"
  | "failed";

export const notesField = (language: DataLanguage) => `notes_${language}` as const;

export function valuesOf(record: ReleaseRecord | null, app: ReleaseApp): ReleaseValues {
  const notes = Object.fromEntries(
    DATA_LANGUAGES.map((language) => [notesField(language), record?.notes[language] ?? ""]),
  ) as Record<`notes_${DataLanguage}`, string>;
  return {
    app: record?.app ?? app,
    channel: record?.channel ?? "appstore",
    version: record?.version ?? "",
    releasedOn: record?.releasedOn ?? new Date().toISOString().slice(0, 10),
    minOs: record?.minOs ?? "",
    url: record?.url ?? "",
    fileSize: record?.fileSize != null ? String(record.fileSize) : "",
    sha256: record?.sha256 ?? "",
    ...notes,
  };
}

const problemOf =
  (field: keyof ReturnType<typeof releaseFieldProblems>) =>
  (_: string, values: ReleaseValues): ReleaseProblem | undefined =>
    releaseFieldProblems({
      ...values,
      fileSize: values.fileSize || null,
      sha256: values.sha256 || null,
    })[field];

/** The same rules the server applies (contract/releases.ts), checked before sending. */
export const RELEASE_SCHEMA: Schema<ReleaseValues, ReleaseProblem> = {
  version: problemOf("version"),
  releasedOn: problemOf("releasedOn"),
  minOs: problemOf("minOs"),
  url: problemOf("url"),
  fileSize: problemOf("fileSize"),
  sha256: problemOf("sha256"),
  notes_en_us: (value) => (value.trim() ? undefined : "required"),
};

/** The request body of a create or edit. */
export function bodyOf(values: ReleaseValues) {
  const apk = isApkChannel(values.channel);
  return {
    app: values.app as ReleaseApp,
    channel: values.channel as ReleaseChannel,
    version: values.version.trim(),
    releasedOn: values.releasedOn,
    minOs: values.minOs.trim(),
    url: values.url.trim(),
    fileSize: apk && values.fileSize ? Number(values.fileSize) : null,
    sha256: apk && values.sha256 ? values.sha256.trim() : null,
    notes: Object.fromEntries(
      DATA_LANGUAGES.map((language) => [language, values[notesField(language)]]).filter(
        ([, text]) => text?.trim(),
      ),
    ),
  };
}

/** A refusal as the form's errors: the field the server named, or the form's alert. */
export function errorsOf(response: Envelope<unknown>): FormErrors<ReleaseValues, ReleaseProblem> {
  return recordErrorsOf<ReleaseValues, "exists">(
    response,
    { reason: "release_exists", field: "version", problem: "exists" },
    (field) => field.replace(/^notes\./, "notes_") as keyof ReleaseValues,
  );
}

export const releasesApi = {
  list: (app: ReleaseApp) => api.get<ReleaseRecord[]>("/admin/releases", { query: { app } }),
  create: (values: ReleaseValues) =>
    api.post<ReleaseRecord>("/admin/releases", { body: bodyOf(values) }),
  update: (id: number, revision: number, values: ReleaseValues) =>
    api.post<ReleaseRecord>(`/admin/releases/${id}`, { body: { ...bodyOf(values), revision } }),
  publish: (release: ReleaseRecord, published: boolean) =>
    api.post<ReleaseRecord>(`/admin/releases/${release.id}/publish`, {
      body: { revision: release.revision, published },
    }),
  preview: (markdown: string) =>
    api.post<{ html: string }>("/admin/releases/preview", { body: { markdown } }),
};
