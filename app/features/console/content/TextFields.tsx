import { useId } from "react";
import type { ContentKind, ContentSnapshot, ContentText } from "../../../../contract/content-admin.ts";
import type { DataLanguage } from "../../../../contract/language.ts";
import { Field } from "../../../components/Field.tsx";
import { useConsoleMessages } from "../console-data.ts";

/** The text of one language (title, summary, Markdown body) and the kind's own fields. */
export function TextFields({
  kind,
  language,
  text,
  meta,
  onText,
  onMeta,
}: {
  kind: ContentKind;
  language: DataLanguage;
  text: ContentText;
  meta: ContentSnapshot["meta"];
  onText: (patch: Partial<ContentText>) => void;
  onMeta: (patch: ContentSnapshot["meta"]) => void;
}) {
  const cm = useConsoleMessages().content;
  const bodyId = useId();
  const lang = language.replace("_", "-");
  return (
    <div className="grid gap-3">
      {kind === "document" ? (
        <Field
          label={cm.effectiveDate}
          type="date"
          value={meta.effectiveDate ?? ""}
          onChange={(e) => onMeta({ effectiveDate: e.target.value })}
        />
      ) : null}
      {kind === "faq" ? (
        <Field
          label={cm.category}
          value={meta.category ?? ""}
          onChange={(e) => onMeta({ category: e.target.value })}
        />
      ) : null}
      <Field
        label={kind === "faq" ? cm.question : cm.title}
        lang={lang}
        value={text.title}
        onChange={(e) => onText({ title: e.target.value })}
      />
      {kind === "faq" ? null : (
        <Field
          label={cm.summary}
          lang={lang}
          value={text.summary}
          onChange={(e) => onText({ summary: e.target.value })}
        />
      )}
      <div>
        <label htmlFor={bodyId} className="block font-bold">
          {kind === "faq" ? cm.answer : cm.body}
        </label>
        <textarea
          id={bodyId}
          lang={lang}
          rows={16}
          className="field-input mt-1.5 w-full font-mono text-sm"
          value={text.body}
          onChange={(e) => onText({ body: e.target.value })}
        />
      </div>
    </div>
  );
}
