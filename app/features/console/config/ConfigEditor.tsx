import { useState } from "react";
import type { ConfigKeyView, ConfigValueView } from "../../../../contract/config.ts";
import { DATA_LANGUAGES, LANGUAGE_NAMES, toUiLocale } from "../../../../contract/language.ts";
import { SOCIAL_NETWORKS, type SocialNetwork } from "../../../../contract/social.ts";
import { Field, FormAlert } from "../../../components/Field.tsx";
import { refusalOf } from "../../../lib/envelope.ts";
import { formatDate } from "../../../lib/format.ts";
import { format, useLocale, useMessages } from "../../../lib/i18n.tsx";
import { useForm } from "../../../lib/use-form.ts";
import { useStaff } from "../ConsoleShell.tsx";
import { useConsoleMessages } from "../console-api.ts";
import { Loaded } from "../Loaded.tsx";
import {
  blankLike,
  leavesOf,
  pathLabel,
  saveConfig,
  useConfigList,
  withLeaves,
} from "./config-api.ts";

type Problem = "invalid" | "conflict" | "failed";

function ValueForm({
  entry,
  view,
  onSaved,
  onReload,
}: {
  entry: ConfigKeyView;
  view: ConfigValueView;
  onSaved: () => void;
  onReload: () => void;
}) {
  const cm = useConsoleMessages().config;
  const m = useMessages();
  const locale = useLocale();
  const social = entry.key === "social.links";
  /** A leaf's label: a social network by its name, else its path. */
  const labelOf = (path: string) =>
    social && path in m.socialNetworks
      ? m.socialNetworks[path as keyof typeof m.socialNetworks]
      : pathLabel(path);
  // The value's structure: list values (store links, what's new) gain and lose entries here.
  const [shape, setShape] = useState<unknown>(view.value);
  // Social profiles in the footer's order (the database keeps an object's keys in its own).
  const leaves = social
    ? leavesOf(shape).sort(
        (a, b) =>
          SOCIAL_NETWORKS.indexOf(a.path as SocialNetwork) -
          SOCIAL_NETWORKS.indexOf(b.path as SocialNetwork),
      )
    : leavesOf(shape);
  const form = useForm<Record<string, string>, Problem>({
    initial: Object.fromEntries(leaves.map((leaf) => [leaf.path, leaf.value])),
    schema: {},
    submit: async (values) => {
      const response = await saveConfig(entry.key, {
        language: view.language,
        value: withLeaves(shape, leaves, values),
        updatedAt: view.updatedAt,
      });
      const data = refusalOf(response);
      if (data === null) {
        onSaved();
        return;
      }
      if (data.reason === "conflict") return { form: "conflict" };
      if (data.reason === "invalid_input" && data.field?.startsWith("value")) {
        const path = data.field === "value" ? "" : data.field.slice("value.".length);
        const known = leaves.some((leaf) => leaf.path === path);
        return known ? { [path]: "invalid", form: "invalid" } : { form: "invalid" };
      }
      return { form: "failed" };
    },
  });
  const problem = form.errors.form;
  /** Re-shapes a list value with the form's current text kept. */
  const reshape = (change: (items: unknown[]) => unknown[]) => {
    const current = withLeaves(shape, leaves, form.values) as unknown[];
    const next = change(current);
    setShape(next);
    form.setValues(Object.fromEntries(leavesOf(next).map((leaf) => [leaf.path, leaf.value])));
  };
  const addEntry = () => reshape((items) => [...items, blankLike(items[items.length - 1])]);
  const removeButton = (index: number) => (
    <p key={`remove-${index}`}>
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() => reshape((items) => items.filter((_, i) => i !== index))}
      >
        {format(cm.removeEntry, { entry: pathLabel(String(index)) })}
      </button>
    </p>
  );
  return (
    <form {...form.props} className="grid gap-3">
      <p className="text-sm text-muted">
        {view.editedAt ? format(cm.edited, { date: formatDate(view.editedAt, locale) }) : cm.seeded}
      </p>
      {social ? <p className="text-sm">{cm.socialHint}</p> : null}
      {entry.key === "app.links" ? <p className="text-sm">{cm.appLinksHint}</p> : null}
      {leaves.flatMap((leaf, i) => [
        Array.isArray(shape) && leaf.path.split(".").slice(1).join(".") === "" ? (
          <div key={leaf.path} className="grid gap-3">
            <Field
              label={pathLabel(leaf.path)}
              lang={toUiLocale(view.language)}
              error={form.errors[leaf.path] ? cm.invalid : undefined}
              {...form.bind(leaf.path)}
            />
            {removeButton(Number(leaf.path))}
          </div>
        ) : leaf.kind === "boolean" ? (
          <label key={leaf.path} className="flex items-center gap-2 font-bold">
            <input
              type="checkbox"
              name={leaf.path}
              checked={form.values[leaf.path] === "true"}
              onChange={(event) => form.set(leaf.path, String(event.target.checked))}
            />
            {pathLabel(leaf.path)}
          </label>
        ) : (
          <Field
            key={leaf.path}
            label={leaf.path ? labelOf(leaf.path) : cm.keys[entry.key as keyof typeof cm.keys]}
            type={leaf.kind === "number" ? "number" : social ? "url" : "text"}
            inputMode={leaf.kind === "number" ? "numeric" : undefined}
            lang={leaf.kind === "string" ? toUiLocale(view.language) : undefined}
            error={form.errors[leaf.path] ? cm.invalid : undefined}
            {...form.bind(leaf.path)}
          />
        ),
        // A list of objects (store links): each entry's remove button follows its last field.
        Array.isArray(shape) &&
        leaf.path.includes(".") &&
        leaves[i + 1]?.path.split(".")[0] !== leaf.path.split(".")[0]
          ? removeButton(Number(leaf.path.split(".")[0]))
          : null,
      ])}
      {Array.isArray(shape) ? (
        <p>
          <button type="button" className="btn btn-secondary" onClick={addEntry}>
            {cm.addEntry}
          </button>
        </p>
      ) : null}
      {problem === "conflict" ? (
        <FormAlert>{cm.conflict}</FormAlert>
      ) : problem === "invalid" ? (
        <FormAlert>{cm.invalidForm}</FormAlert>
      ) : problem ? (
        <FormAlert>{cm.failed}</FormAlert>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn btn-primary" disabled={form.busy}>
          {form.busy ? cm.saving : cm.save}
        </button>
        {problem === "conflict" ? (
          <button type="button" className="btn btn-secondary" onClick={onReload}>
            {cm.reload}
          </button>
        ) : null}
      </div>
    </form>
  );
}

function KeyPanel({ entry, onReload }: { entry: ConfigKeyView; onReload: () => void }) {
  const cm = useConsoleMessages().config;
  const [saved, setSaved] = useState(false);
  const languages = DATA_LANGUAGES.filter((l) => entry.values.some((v) => v.language === l));
  const [language, setLanguage] = useState<string>(
    languages.includes("en_us") ? "en_us" : (languages[0] ?? "en_us"),
  );
  const view = entry.values.find((v) => v.language === language);
  const id = `config-${entry.key.replaceAll(".", "-")}`;
  return (
    <section aria-labelledby={id} className="ink-panel grid gap-3 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-bold">
          {cm.keys[entry.key as keyof typeof cm.keys]}
        </h2>
        <code className="text-sm text-muted">{entry.key}</code>
      </div>
      {entry.perLanguage && languages.length > 1 ? (
        <label className="grid gap-1 text-sm font-bold sm:w-64">
          {cm.language}
          <select
            className="field-input"
            value={language}
            onChange={(event) => {
              setSaved(false);
              setLanguage(event.target.value);
            }}
          >
            {languages.map((l) => (
              <option key={l} value={l}>
                {LANGUAGE_NAMES[toUiLocale(l)]}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {view ? (
        <ValueForm
          key={`${language}:${view.updatedAt}`}
          entry={entry}
          view={view}
          onSaved={() => {
            setSaved(true);
            onReload();
          }}
          onReload={onReload}
        />
      ) : (
        <p className="text-sm text-muted">{cm.missing}</p>
      )}
      <p role="status" className="text-sm font-semibold text-success-text">
        {saved ? cm.saved : ""}
      </p>
    </section>
  );
}

/** /admin/config: the site's configuration, per language where it is per language. */
export function ConfigEditor() {
  const cm = useConsoleMessages().config;
  const me = useStaff();
  const list = useConfigList(me.userId);
  return (
    <Loaded resource={list} failed={cm.loadFailed} retry={cm.reload} loading={cm.loading}>
      {(entries) => (
        <div className="grid gap-4">
          <p className="text-muted">{cm.lead}</p>
          {entries
            .filter((entry) => entry.values.length > 0)
            .map((entry) => (
              <KeyPanel key={entry.key} entry={entry} onReload={list.reload} />
            ))}
        </div>
      )}
    </Loaded>
  );
}
