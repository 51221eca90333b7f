import { useState } from "react";
import type { DataLanguage } from "../../../../contract/language.ts";
import {
  APP_NAMES,
  CHANNEL_NAMES,
  isApkChannel,
  RELEASE_APPS,
  type ReleaseApp,
  type ReleaseChannel,
  type ReleaseRecord,
} from "../../../../contract/releases.ts";
import { CheckboxField, Field, SelectField } from "../../../components/Field.tsx";
import { ProseHtml } from "../../../components/ProseHtml.tsx";
import { dataOf } from "../../../lib/envelope.ts";
import { format } from "../../../lib/i18n.tsx";
import { useAction } from "../../../lib/use-form.ts";
import { useConsoleMessages } from "../console-api.ts";
import { EditorPanel, LanguageTexts, MarkdownField, useRecordForm } from "../RecordEditor.tsx";
import {
  channelField,
  errorsOf,
  isTicked,
  notesField,
  RELEASE_SCHEMA,
  releasesApi,
  tick,
  valuesOf,
} from "./releases-api.ts";

/**
 * Creates a draft or edits a release: the version once, a tick per channel it ships on with that
 * channel's build, and notes per language with a server-rendered preview.
 */
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
  const { values, errors, bind, problem, set } = form;
  const notesKey = notesField(language);
  const heading = record ? format(r.editing, { version: record.version }) : r.creating;
  const ticked = (channel: ReleaseChannel) => isTicked(values[channelField(channel, "on")]);

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
      </div>
      <fieldset className="grid gap-3" aria-describedby="release-channels-hint">
        <legend className="font-bold">{r.channelsLegend}</legend>
        <p id="release-channels-hint" className="text-sm text-muted">
          {r.channelsHint}
        </p>
        {CHANNEL_NAMES.map((channel, index) => (
          <fieldset
            key={channel}
            className="rounded-md border-2 border-line p-3"
            data-testid={`release-channel-${channel}`}
          >
            <legend className="px-1 font-black">{r.channels[channel]}</legend>
            <CheckboxField
              name={channelField(channel, "on")}
              label={r.inRelease}
              checked={ticked(channel)}
              // "Tick at least one channel" sits on the first tick, where focus goes.
              error={index === 0 ? problem("channels") : undefined}
              onChange={(on) => {
                set(channelField(channel, "on"), tick(on));
                if (on) set("channels", "");
              }}
            />
            {ticked(channel) ? (
              <div className="mt-3 grid gap-4 sm:grid-cols-2">
                <Field
                  label={r.minOs}
                  hint={r.minOsHint}
                  error={problem(channelField(channel, "minOs"))}
                  {...bind(channelField(channel, "minOs"))}
                />
                <Field
                  label={r.url}
                  hint={r.urlHint}
                  type="url"
                  inputMode="url"
                  error={problem(channelField(channel, "url"))}
                  {...bind(channelField(channel, "url"))}
                />
                {isApkChannel(channel) ? (
                  <>
                    <Field
                      label={r.fileSize}
                      hint={r.fileSizeHint}
                      inputMode="numeric"
                      error={problem(channelField(channel, "fileSize"))}
                      {...bind(channelField(channel, "fileSize"))}
                    />
                    <Field
                      label={r.sha256}
                      hint={r.sha256Hint}
                      className="break-all"
                      error={problem(channelField(channel, "sha256"))}
                      {...bind(channelField(channel, "sha256"))}
                    />
                  </>
                ) : null}
                <div className="sm:col-span-2">
                  <CheckboxField
                    name={channelField(channel, "live")}
                    label={r.live}
                    checked={isTicked(values[channelField(channel, "live")])}
                    error={problem(channelField(channel, "live"))}
                    onChange={(on) => set(channelField(channel, "live"), tick(on))}
                  />
                </div>
              </div>
            ) : null}
          </fieldset>
        ))}
      </fieldset>
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
