import { useState } from "react";
import type { DataLanguage } from "../../../../contract/language.ts";
import {
  APP_NAMES,
  CHANNEL_NAMES,
  isApkChannel,
  RELEASE_APPS,
  type ReleaseApp,
  type ReleaseRecord,
} from "../../../../contract/releases.ts";
import { Field, SelectField } from "../../../components/Field.tsx";
import { ProseHtml } from "../../../components/ProseHtml.tsx";
import { dataOf } from "../../../lib/envelope.ts";
import { format } from "../../../lib/i18n.tsx";
import { useAction } from "../../../lib/use-form.ts";
import { useConsoleMessages } from "../console-api.ts";
import { EditorPanel, LanguageTexts, MarkdownField, useRecordForm } from "../RecordEditor.tsx";
import { errorsOf, notesField, RELEASE_SCHEMA, releasesApi, valuesOf } from "./releases-api.ts";

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
  const form = useRecordForm({
    record,
    initial: valuesOf(record, app),
    schema: RELEASE_SCHEMA,
    api: releasesApi,
    errorsOf,
    onSaved,
    problems: r.problems,
  });
  const { values, errors, bind, problem } = form;
  const apk = isApkChannel(values.channel);
  const notesKey = notesField(language);
  const heading = record
    ? format(r.editing, { version: record.version, channel: r.channels[record.channel] })
    : r.creating;

  async function showPreview() {
    const response = await previewAction.run(() => releasesApi.preview(values[notesKey]));
    const html = response ? dataOf(response)?.html : undefined;
    setPreview(html === undefined ? null : { language, html });
  }

  return (
    <EditorPanel
      id="release-form-title"
      heading={heading}
      form={form}
      alert={problem("form")}
      editing={record !== null}
      words={r}
      testId="release-form"
      onCancel={onCancel}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={r.app}
          options={RELEASE_APPS.map((key) => [key, APP_NAMES[key]] as const)}
          {...bind("app")}
        />
        <SelectField
          label={r.channel}
          options={CHANNEL_NAMES.map((key) => [key, r.channels[key]] as const)}
          {...bind("channel")}
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
      <LanguageTexts
        legend={r.notes}
        label={r.notesLanguage}
        language={language}
        onLanguage={setLanguage}
        languages={r.languages}
        missing={r.missing}
        filled={(key) => values[notesField(key)].trim() !== ""}
      >
        <div>
          <MarkdownField
            label={`${r.notes} · ${r.languages[language]}`}
            hint={r.notesHint}
            language={language}
            rows={8}
            error={problem(notesKey)}
            {...bind(notesKey)}
          />
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
      </LanguageTexts>
    </EditorPanel>
  );
}
