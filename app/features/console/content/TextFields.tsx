import { type ContentKind, type ContentText, hasBody } from "../../../../contract/content-admin.ts";
import type { DataLanguage } from "../../../../contract/language.ts";
import { Field, TextAreaField } from "../../../components/Field.tsx";
import { useConsoleMessages } from "../console-api.ts";

/** The text of one language: title, summary (a theme's description) and Markdown body. */
export function TextFields({
  kind,
  language,
  text,
  onText,
}: {
  kind: ContentKind;
  language: DataLanguage;
  text: ContentText;
  onText: (patch: Partial<ContentText>) => void;
}) {
  const cm = useConsoleMessages().content;
  const lang = language.replace("_", "-");
  return (
    <div className="grid gap-3">
      <Field
        label={kind === "faq" ? cm.question : cm.title}
        lang={lang}
        value={text.title}
        inputClassName="w-full"
        onChange={(e) => onText({ title: e.target.value })}
      />
      {kind === "faq" ? null : (
        <Field
          label={kind === "theme" ? cm.description : cm.summary}
          lang={lang}
          value={text.summary}
          inputClassName="w-full"
          onChange={(e) => onText({ summary: e.target.value })}
        />
      )}
      {hasBody(kind) ? (
        <TextAreaField
          label={kind === "faq" ? cm.answer : cm.body}
          lang={lang}
          rows={16}
          inputClassName="w-full font-mono text-sm"
          value={text.body}
          onChange={(e) => onText({ body: e.target.value })}
        />
      ) : null}
    </div>
  );
}
