import type { Envelope } from "../../../../contract/envelope.ts";
import { DATA_LANGUAGES, type DataLanguage } from "../../../../contract/language.ts";
import {
  buildFieldProblems,
  CHANNEL_NAMES,
  isApkChannel,
  type ReleaseApp,
  type ReleaseChannel,
  type ReleaseRecord,
  releaseFieldProblems,
} from "../../../../contract/releases.ts";
import { api } from "../../../lib/api-client.ts";
import type { FormErrors, Schema } from "../../../lib/use-form.ts";
import { recordErrorsOf } from "../record-errors.ts";

const BUILD_FIELDS = ["minOs", "url", "fileSize", "sha256"] as const;
type BuildField = (typeof BUILD_FIELDS)[number];

/** A channel's field in the form's flat values: `apk_url`, `huawei_minOs`… */
export const channelField = <F extends BuildField | "on" | "live">(
  channel: ReleaseChannel,
  field: F,
) => `${channel}_${field}` as const;

/**
 * The form's values, every one a string: the release's own fields, the notes one per language,
 * and per channel whether it is part of the release (`_on`), whether it is live there (`_live`)
 * and its build. `channels` carries the "no channel ticked" problem.
 */
export type ReleaseValues = {
  app: string;
  version: string;
  releasedOn: string;
  channels: string;
} & Record<`notes_${DataLanguage}`, string> &
  Record<`${ReleaseChannel}_${BuildField | "on" | "live"}`, string>;

export type ReleaseProblem =
  | "required"
  | "format"
  | "too_long"
  | "invalid"
  | "exists"
  | "no_channel"
  | "conflict"
  | "permission"
  | "failed";

export const notesField = (language: DataLanguage) => `notes_${language}` as const;

const TICKED = "on";
export const isTicked = (value: string) => value === TICKED;
export const tick = (on: boolean) => (on ? TICKED : "");

export function valuesOf(record: ReleaseRecord | null, app: ReleaseApp): ReleaseValues {
  const notes = Object.fromEntries(
    DATA_LANGUAGES.map((language) => [notesField(language), record?.notes[language] ?? ""]),
  );
  const channels = Object.fromEntries(
    CHANNEL_NAMES.flatMap((channel) => {
      const build = record?.channels.find((b) => b.channel === channel);
      return [
        [channelField(channel, "on"), tick(Boolean(build))],
        // A channel ticked for the first time is live unless the operator says otherwise.
        [channelField(channel, "live"), tick(build?.available ?? true)],
        [channelField(channel, "minOs"), build?.minOs ?? ""],
        [channelField(channel, "url"), build?.url ?? ""],
        [channelField(channel, "fileSize"), build?.fileSize != null ? String(build.fileSize) : ""],
        [channelField(channel, "sha256"), build?.sha256 ?? ""],
      ];
    }),
  );
  return {
    app: record?.app ?? app,
    version: record?.version ?? "",
    releasedOn: record?.releasedOn ?? new Date().toISOString().slice(0, 10),
    channels: "",
    ...notes,
    ...channels,
  } as ReleaseValues;
}

/** The channels ticked as part of the release, in channel order. */
export const tickedChannels = (values: ReleaseValues) =>
  CHANNEL_NAMES.filter((channel) => isTicked(values[channelField(channel, "on")]));

const buildProblem =
  (channel: ReleaseChannel, field: BuildField) =>
  (_: string, values: ReleaseValues): ReleaseProblem | undefined => {
    if (!isTicked(values[channelField(channel, "on")])) return undefined;
    const text = (name: BuildField) => values[channelField(channel, name)];
    return buildFieldProblems({
      channel,
      minOs: text("minOs"),
      url: text("url"),
      fileSize: text("fileSize") || null,
      sha256: text("sha256") || null,
    })[field];
  };

/** The same rules the server applies (contract/releases.ts), checked before sending. */
export const RELEASE_SCHEMA: Schema<ReleaseValues, ReleaseProblem> = {
  version: (value) => releaseFieldProblems({ version: value, releasedOn: "2000-01-01" }).version,
  releasedOn: (value) => releaseFieldProblems({ version: "1.0", releasedOn: value }).releasedOn,
  channels: (_, values) => (tickedChannels(values).length > 0 ? undefined : "no_channel"),
  ...Object.fromEntries(
    CHANNEL_NAMES.flatMap((channel) =>
      BUILD_FIELDS.map((field) => [channelField(channel, field), buildProblem(channel, field)]),
    ),
  ),
  notes_en_us: (value) => (value.trim() ? undefined : "required"),
};

/** The request body of a create or edit: the ticked channels' builds, keyed by channel. */
export function bodyOf(values: ReleaseValues) {
  const text = (channel: ReleaseChannel, field: BuildField) =>
    values[channelField(channel, field)].trim();
  return {
    app: values.app as ReleaseApp,
    version: values.version.trim(),
    releasedOn: values.releasedOn,
    channels: Object.fromEntries(
      tickedChannels(values).map((channel) => {
        const apk = isApkChannel(channel);
        return [
          channel,
          {
            minOs: text(channel, "minOs"),
            url: text(channel, "url"),
            fileSize: apk && text(channel, "fileSize") ? Number(text(channel, "fileSize")) : null,
            sha256: apk && text(channel, "sha256") ? text(channel, "sha256") : null,
            available: isTicked(values[channelField(channel, "live")]),
          },
        ];
      }),
    ),
    notes: Object.fromEntries(
      DATA_LANGUAGES.map((language) => [language, values[notesField(language)]]).filter(
        ([, text]) => text?.trim(),
      ),
    ),
  };
}

/** The server's field path as the form's field: `channels.apk.url` → `apk_url`. */
export function formFieldOf(field: string): keyof ReleaseValues | null {
  const [head, channel, name] = field.split(".");
  if (head === "notes" && channel) return notesField(channel as DataLanguage);
  if (head !== "channels") return field as keyof ReleaseValues;
  if (!channel || !(CHANNEL_NAMES as string[]).includes(channel)) return "channels";
  const build = channel as ReleaseChannel;
  if (name === "available") return channelField(build, "live");
  return (BUILD_FIELDS as readonly string[]).includes(name ?? "")
    ? channelField(build, name as BuildField)
    : channelField(build, "on");
}

/** A refusal as the form's errors: the field the server named, or the form's alert. */
export function errorsOf(response: Envelope<unknown>): FormErrors<ReleaseValues, ReleaseProblem> {
  return recordErrorsOf<ReleaseValues, "exists">(
    response,
    { reason: "release_exists", field: "version", problem: "exists" },
    formFieldOf,
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
