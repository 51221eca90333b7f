import { useEffect, useId, useRef, useState } from "react";
import {
  JOB_TEAMS,
  JOB_TYPES,
  JOB_WORKPLACES,
  type JobRecord,
} from "../../../../contract/careers.ts";
import { DATA_LANGUAGES, type DataLanguage } from "../../../../contract/language.ts";
import { Field, FormAlert } from "../../../components/Field.tsx";
import { dataOf } from "../../../lib/envelope.ts";
import { format, useMessages } from "../../../lib/i18n.tsx";
import { useForm } from "../../../lib/use-form.ts";
import { useConsoleMessages } from "../console-api.ts";
import {
  careersApi,
  descriptionField,
  errorsOf,
  JOB_SCHEMA,
  type JobProblem,
  type JobValues,
  titleField,
  valuesOf,
} from "./careers-api.ts";

function Select({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [string, string])[];
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
  const descriptionId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form opens above the list: move focus to it, so an Edit far down does not seem idle.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const form = useForm<JobValues, JobProblem>({
    initial: valuesOf(record),
    schema: JOB_SCHEMA,
    submit: async (values) => {
      const response = record
        ? await careersApi.update(record.id, record.revision, values)
        : await careersApi.create(values);
      const saved = dataOf(response);
      if (saved) return onSaved(saved);
      return errorsOf(response);
    },
  });
  const { values, errors, bind, set } = form;
  const problem = (key: keyof typeof errors) => {
    const found = errors[key];
    return found ? c.problems[found] : undefined;
  };
  const titleKey = titleField(language);
  const descriptionKey = descriptionField(language);
  const descriptionError = problem(descriptionKey);
  const lang = language.replace("_", "-");
  // A refusal in a language not on screen is named, so the operator knows where to look.
  const hidden = DATA_LANGUAGES.filter(
    (l) => l !== language && (errors[titleField(l)] || errors[descriptionField(l)]),
  );

  return (
    <section aria-labelledby="job-form-title" className="ink-panel grid gap-4 p-4 sm:p-6">
      <h2 id="job-form-title" ref={headingRef} tabIndex={-1} className="text-xl font-black">
        {record
          ? format(c.editing, { title: record.texts.en_us?.title ?? record.slug })
          : c.creating}
      </h2>
      <form {...form.props} className="grid gap-4" data-testid="job-form">
        {errors.form ? <FormAlert>{c.problems[errors.form]}</FormAlert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={c.slug}
            hint={c.slugHint}
            autoCapitalize="none"
            spellCheck={false}
            error={problem("slug")}
            {...bind("slug")}
          />
          <Select
            label={c.team}
            value={values.team}
            onChange={(v) => set("team", v)}
            options={JOB_TEAMS.map((key) => [key, labels.teams[key]] as const)}
          />
          <Select
            label={c.employmentType}
            value={values.employmentType}
            onChange={(v) => set("employmentType", v)}
            options={JOB_TYPES.map((key) => [key, labels.types[key]] as const)}
          />
          <Select
            label={c.workplace}
            value={values.workplace}
            onChange={(v) => set("workplace", v)}
            options={JOB_WORKPLACES.map((key) => [key, labels.workplaces[key]] as const)}
          />
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
        <fieldset className="grid gap-3">
          <legend className="font-bold">{c.description}</legend>
          <Select
            label={c.textsLanguage}
            value={language}
            onChange={(v) => setLanguage(v as DataLanguage)}
            options={DATA_LANGUAGES.map(
              (key) =>
                [
                  key,
                  values[titleField(key)].trim()
                    ? c.languages[key]
                    : `${c.languages[key]} (${c.missing})`,
                ] as const,
            )}
          />
          <Field
            label={`${c.title} · ${c.languages[language]}`}
            lang={lang}
            error={problem(titleKey)}
            {...bind(titleKey)}
          />
          <div>
            <label htmlFor={descriptionId} className="block font-bold">
              {`${c.description} · ${c.languages[language]}`}
            </label>
            <p id={`${descriptionId}-hint`} className="mt-0.5 text-sm text-muted">
              {c.descriptionHint}
            </p>
            <textarea
              id={descriptionId}
              lang={lang}
              rows={12}
              className="field-input mt-1.5 font-mono text-sm"
              aria-invalid={descriptionError ? true : undefined}
              aria-describedby={`${descriptionId}-hint${descriptionError ? ` ${descriptionId}-error` : ""}`}
              {...bind(descriptionKey)}
            />
            {descriptionError ? (
              <p
                id={`${descriptionId}-error`}
                className="mt-1.5 text-sm font-semibold text-accent-text"
              >
                {descriptionError}
              </p>
            ) : null}
          </div>
          {hidden.map((l) => (
            <p key={l} className="text-sm font-semibold text-accent-text">
              {`${c.languages[l]}: ${c.problems[errors[titleField(l)] ?? errors[descriptionField(l)] ?? "invalid"]}`}
            </p>
          ))}
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary" disabled={form.busy}>
            {record ? c.saveChanges : c.save}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {c.cancel}
          </button>
        </div>
      </form>
    </section>
  );
}
