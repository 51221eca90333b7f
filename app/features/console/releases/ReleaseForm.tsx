import { useEffect, useId, useRef, useState } from "react";
import { DATA_LANGUAGES, type DataLanguage } from "../../../../contract/language.ts";
import {
  CHANNEL_NAMES,
  isApkChannel,
  RELEASE_APPS,
  type ReleaseApp,
  type ReleaseRecord,
} from "../../../../contract/releases.ts";
import { Field, FormAlert } from "../../../components/Field.tsx";
import { ProseHtml } from "../../../components/ProseHtml.tsx";
import { dataOf } from "../../../lib/envelope.ts";
import { format } from "../../../lib/i18n.tsx";
import { useAction, useForm } from "../../../lib/use-form.ts";
import { useConsoleMessages } from "../console-api.ts";
import {
  errorsOf,
  notesField,
  RELEASE_SCHEMA,
  type ReleaseProblem,
  type ReleaseValues,
  releasesApi,
  valuesOf,
} from "./releases-api.ts";

function Select({
  label,
  value,
  onChange,
  options,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [string, string])[];
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-bold">
        {label}
      </label>
      <select
        id={id}
        className="field-input mt-1.5"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Creates a draft or edits a release: facts, notes per language with a server-rendered preview. */
export function ReleaseForm({
  record,
  app,
  onSaved,
  onCancel,
}: {
  record: ReleaseRecord | null;
  app: ReleaseApp;
  onSaved: (saved: ReleaseRecord) => void;
  onCancel: () => void;
}) {
  const r = useConsoleMessages().releases;
  const [language, setLanguage] = useState<DataLanguage>("en_us");
  const [preview, setPreview] = useState<{ language: DataLanguage; html: string } | null>(null);
  const previewAction = useAction();
  const notesId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form opens above the list: move focus (and the view) to it, so an Edit far down the
  // list does not seem to do nothing.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const form = useForm<ReleaseValues, ReleaseProblem>({
    initial: valuesOf(record, app),
    schema: RELEASE_SCHEMA,
    submit: async (values) => {
      const response = record
        ? await releasesApi.update(record.id, record.revision, values)
        : await releasesApi.create(values);
      const saved = dataOf(response);
      if (saved) return onSaved(saved);
      return errorsOf(response);
    },
  });
  const { values, errors, bind, set } = form;
  const problem = (key: keyof typeof errors) => {
    const found = errors[key];
    return found ? r.problems[found] : undefined;
  };
  const apk = isApkChannel(values.channel);
  const notesKey = notesField(language);
  const notesError = problem(notesKey);
  const heading = record
    ? format(r.editing, { version: record.version, channel: r.channels[record.channel] })
    : r.creating;

  async function showPreview() {
    const response = await previewAction.run(() => releasesApi.preview(values[notesKey]));
    const html = response ? dataOf(response)?.html : undefined;
    setPreview(html === undefined ? null : { language, html });
  }

  return (
    <section aria-labelledby="release-form-title" className="ink-panel grid gap-4 p-4 sm:p-6">
      <h2 id="release-form-title" ref={headingRef} tabIndex={-1} className="text-xl font-black">
        {heading}
      </h2>
      <form {...form.props} className="grid gap-4" data-testid="release-form">
        {errors.form ? <FormAlert>{r.problems[errors.form]}</FormAlert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label={r.app}
            value={values.app}
            onChange={(v) => set("app", v)}
            options={RELEASE_APPS.map((key) => [key, r.apps[key]] as const)}
          />
          <Select
            label={r.channel}
            value={values.channel}
            onChange={(v) => set("channel", v)}
            options={CHANNEL_NAMES.map((key) => [key, r.channels[key]] as const)}
          />
          <Field
            label={r.version}
            hint={r.versionHint}
            error={problem("version")}
            {...bind("version")}
          />
          <Field
            label={r.releasedOn}
            type="date"
            error={problem("releasedOn")}
            {...bind("releasedOn")}
          />
          <Field label={r.minOs} hint={r.minOsHint} error={problem("minOs")} {...bind("minOs")} />
          <Field
            label={r.url}
            hint={r.urlHint}
            type="url"
            inputMode="url"
            error={problem("url")}
            {...bind("url")}
          />
          {apk ? (
            <>
              <Field
                label={r.fileSize}
                hint={r.fileSizeHint}
                inputMode="numeric"
                error={problem("fileSize")}
                {...bind("fileSize")}
              />
              <Field
                label={r.sha256}
                hint={r.sha256Hint}
                className="break-all"
                error={problem("sha256")}
                {...bind("sha256")}
              />
            </>
          ) : null}
        </div>
        <fieldset className="grid gap-3">
          <legend className="font-bold">{r.notes}</legend>
          <Select
            label={r.notesLanguage}
            value={language}
            onChange={(v) => setLanguage(v as DataLanguage)}
            options={DATA_LANGUAGES.map(
              (key) =>
                [
                  key,
                  values[notesField(key)].trim()
                    ? r.languages[key]
                    : `${r.languages[key]} (${r.missing})`,
                ] as const,
            )}
          />
          <div>
            <label htmlFor={notesId} className="block font-bold">
              {`${r.notes} · ${r.languages[language]}`}
            </label>
            <p id={`${notesId}-hint`} className="mt-0.5 text-sm text-muted">
              {r.notesHint}
            </p>
            <textarea
              id={notesId}
              lang={language.replace("_", "-")}
              rows={8}
              className="field-input mt-1.5 font-mono text-sm"
              aria-invalid={notesError ? true : undefined}
              aria-describedby={`${notesId}-hint${notesError ? ` ${notesId}-error` : ""}`}
              {...bind(notesKey)}
            />
            {notesError ? (
              <p id={`${notesId}-error`} className="mt-1.5 text-sm font-semibold text-accent-text">
                {notesError}
              </p>
            ) : null}
            {language !== "en_us" && errors.notes_en_us ? (
              <p className="mt-1.5 text-sm font-semibold text-accent-text">
                {`${r.languages.en_us}: ${r.problems[errors.notes_en_us]}`}
              </p>
            ) : null}
          </div>
          <div>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={showPreview}
              disabled={previewAction.busy}
            >
              {r.preview}
            </button>
          </div>
          {preview ? (
            <section
              aria-labelledby="release-preview-title"
              className="rounded-md border-2 border-line p-4"
              data-testid="release-preview"
            >
              <h3 id="release-preview-title" className="text-sm font-bold text-muted">
                {format(r.previewTitle, { language: r.languages[preview.language] })}
              </h3>
              {preview.html ? (
                <ProseHtml
                  html={preview.html}
                  lang={preview.language.replace("_", "-")}
                  className="mt-2"
                />
              ) : (
                <p className="mt-2 text-sm">{r.previewEmpty}</p>
              )}
            </section>
          ) : null}
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary" disabled={form.busy}>
            {record ? r.saveChanges : r.save}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {r.cancel}
          </button>
        </div>
      </form>
    </section>
  );
}
