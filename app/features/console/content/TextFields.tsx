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
  /** A one-line text of the language. */
  const line = (key: "title" | "summary", label: string) => (
    <Field
      label={label}
      lang={lang}
      value={text[key]}
      inputClassName="w-full"
      onChange={(e) => onText({ [key]: e.target.value })}
    />
  );
  return (
    <div className="grid gap-3">
      {line("title", kind === "faq" ? cm.question : cm.title)}
      {kind === "faq" ? null : line("summary", kind === "theme" ? cm.description : cm.summary)}
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
