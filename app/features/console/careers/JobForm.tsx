import { useState } from "react";
import {
  JOB_TEAMS,
  JOB_TYPES,
  JOB_WORKPLACES,
  type JobRecord,
} from "../../../../contract/careers.ts";
import { DATA_LANGUAGES, type DataLanguage } from "../../../../contract/language.ts";
import { Field, SelectField } from "../../../components/Field.tsx";
import { format, useMessages } from "../../../lib/i18n.tsx";
import { useConsoleMessages } from "../console-api.ts";
import { EditorPanel, LanguageTexts, MarkdownField, useRecordForm } from "../RecordEditor.tsx";
import {
  careersApi,
  descriptionField,
  errorsOf,
  JOB_SCHEMA,
  titleField,
  valuesOf,
} from "./careers-api.ts";

/** Creates a position (closed) or edits one: facts, then title and description per language. */
export function JobForm({
  record,
  onSaved,
  onCancel,
}: {
  record: JobRecord | null;
  onSaved: (saved: JobRecord) => void;
  onCancel: () => void;
}) {
  const c = useConsoleMessages().careers;
  const labels = useMessages().careersPage;
  const [language, setLanguage] = useState<DataLanguage>("en_us");
  const form = useRecordForm({
    record,
    initial: valuesOf(record),
    schema: JOB_SCHEMA,
    api: careersApi,
    errorsOf,
    onSaved,
    problems: c.problems,
  });
  const { values, errors, bind, problem } = form;
  const titleKey = titleField(language);
  const descriptionKey = descriptionField(language);
  // A refusal in a language not on screen is named, so the operator knows where to look.
  const hidden = DATA_LANGUAGES.filter(
    (l) => l !== language && (errors[titleField(l)] || errors[descriptionField(l)]),
  );

  return (
    <EditorPanel
      id="job-form-title"
      heading={
        record ? format(c.editing, { title: record.texts.en_us?.title ?? record.slug }) : c.creating
      }
      form={form}
      alert={problem("form")}
      editing={record !== null}
      words={c}
      testId="job-form"
      onCancel={onCancel}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={c.slug}
          hint={c.slugHint}
          autoCapitalize="none"
          spellCheck={false}
          error={problem("slug")}
          {...bind("slug")}
        />
        {(
          [
            ["team", c.team, JOB_TEAMS.map((key) => [key, labels.teams[key]] as const)],
            [
              "employmentType",
              c.employmentType,
              JOB_TYPES.map((key) => [key, labels.types[key]] as const),
            ],
            [
              "workplace",
              c.workplace,
              JOB_WORKPLACES.map((key) => [key, labels.workplaces[key]] as const),
            ],
          ] as const
        ).map(([name, label, options]) => (
          <SelectField key={name} label={label} options={options} {...bind(name)} />
        ))}
        <Field
          label={c.locality}
          hint={c.localityHint}
          error={problem("locality")}
          {...bind("locality")}
        />
        <Field
          label={c.country}
          hint={c.countryHint}
          autoCapitalize="characters"
          maxLength={2}
          error={problem("country")}
          {...bind("country")}
        />
      </div>
      <LanguageTexts
        legend={c.description}
        label={c.textsLanguage}
        language={language}
        onLanguage={setLanguage}
        languages={c.languages}
        missing={c.missing}
        filled={(key) => values[titleField(key)].trim() !== ""}
      >
        <Field
          label={`${c.title} · ${c.languages[language]}`}
          lang={language.replace("_", "-")}
          error={problem(titleKey)}
          {...bind(titleKey)}
        />
        <MarkdownField
          label={`${c.description} · ${c.languages[language]}`}
          hint={c.descriptionHint}
          language={language}
          rows={12}
          error={problem(descriptionKey)}
          {...bind(descriptionKey)}
        />
        {hidden.map((l) => (
          <p key={l} className="text-sm font-semibold text-accent-text">
            {`${c.languages[l]}: ${c.problems[errors[titleField(l)] ?? errors[descriptionField(l)] ?? "invalid"]}`}
          </p>
        ))}
      </LanguageTexts>
    </EditorPanel>
  );
}
