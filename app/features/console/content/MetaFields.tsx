import { useId, useState } from "react";
import {
  type ContentKind,
  type ContentMeta,
  KIND_META,
  SORT_ORDER_MAX,
} from "../../../../contract/content-admin.ts";
import { THEME_TAGS } from "../../../../contract/themes.ts";
import { Field } from "../../../components/Field.tsx";
import { useMessages } from "../../../lib/i18n.tsx";
import { useConsoleMessages } from "../console-api.ts";

const splitTags = (value: string) =>
  value
    .split(/[,、，]/)
    .map((tag) => tag.trim())
    .filter(Boolean);

/**
 * The kind's own fields, shared by every language: FAQ category, document effective date, cover,
 * tags and display order (KIND_META says which kind has which). `invalid` is the field the
 * server refused (`meta.cover`), marked here.
 */
export function MetaFields({
  kind,
  meta,
  coverChoices,
  invalid,
  onMeta,
}: {
  kind: ContentKind;
  meta: ContentMeta;
  coverChoices: string[] | null;
  invalid: string | null;
  onMeta: (patch: ContentMeta) => void;
}) {
  const cm = useConsoleMessages().content;
  const m = useMessages();
  const fields = KIND_META[kind];
  const coverId = useId();
  const tagsLegend = useId();
  // The typed text is kept as typed (a trailing comma included); the list is derived from it.
  const [tagText, setTagText] = useState((meta.tags ?? []).join(", "));
  const error = (name: keyof ContentMeta) =>
    invalid === `meta.${name}` ? cm.errors.invalid : undefined;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {fields.includes("effectiveDate") ? (
        <Field
          label={cm.effectiveDate}
          type="date"
          value={meta.effectiveDate ?? ""}
          error={error("effectiveDate")}
          onChange={(e) => onMeta({ effectiveDate: e.target.value })}
        />
      ) : null}
      {fields.includes("category") ? (
        <Field
          label={cm.category}
          value={meta.category ?? ""}
          error={error("category")}
          onChange={(e) => onMeta({ category: e.target.value })}
        />
      ) : null}
      {fields.includes("cover") && kind === "theme" ? (
        <div>
          <label htmlFor={coverId} className="block font-bold">
            {cm.coverPose}
          </label>
          <select
            id={coverId}
            className="field-input mt-1.5"
            value={meta.cover ?? ""}
            aria-invalid={error("cover") ? true : undefined}
            onChange={(e) => onMeta({ cover: e.target.value })}
          >
            {(coverChoices ?? []).map((pose) => (
              <option key={pose} value={pose}>
                {pose}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {fields.includes("cover") && kind !== "theme" ? (
        <Field
          label={cm.cover}
          hint={cm.coverHint}
          value={meta.cover ?? ""}
          error={error("cover")}
          inputClassName="w-full"
          onChange={(e) => onMeta({ cover: e.target.value })}
        />
      ) : null}
      {fields.includes("sortOrder") ? (
        <Field
          label={cm.sortOrder}
          hint={cm.sortOrderHint}
          type="number"
          inputMode="numeric"
          min={0}
          max={SORT_ORDER_MAX}
          step={1}
          value={meta.sortOrder ?? 0}
          error={error("sortOrder")}
          onChange={(e) => onMeta({ sortOrder: e.target.valueAsNumber || 0 })}
        />
      ) : null}
      {fields.includes("tags") && kind === "theme" ? (
        <fieldset
          className="sm:col-span-2"
          aria-labelledby={tagsLegend}
          aria-invalid={error("tags") ? true : undefined}
        >
          <legend id={tagsLegend} className="font-bold">
            {cm.tags}
          </legend>
          {error("tags") ? (
            <p className="text-sm font-semibold text-accent-text">{cm.errors.themeTags}</p>
          ) : null}
          <div className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1">
            {THEME_TAGS.map((tag) => (
              <label key={tag} className="flex items-center gap-2 whitespace-nowrap">
                <input
                  type="checkbox"
                  checked={meta.tags?.includes(tag) ?? false}
                  onChange={(e) => {
                    const rest = (meta.tags ?? []).filter((t) => t !== tag);
                    onMeta({ tags: e.target.checked ? [...rest, tag] : rest });
                  }}
                />
                {m.themesPage.tags[tag]}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {fields.includes("tags") && kind !== "theme" ? (
        <Field
          label={cm.tags}
          hint={cm.tagsHint}
          value={tagText}
          error={error("tags")}
          className="sm:col-span-2"
          inputClassName="w-full"
          onChange={(e) => {
            setTagText(e.target.value);
            onMeta({ tags: splitTags(e.target.value) });
          }}
        />
      ) : null}
    </div>
  );
}
