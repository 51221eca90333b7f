import { Field } from "../../../components/Field.tsx";
import { useConsoleMessages } from "../console-api.ts";
import type { ContentEditorState, Mode } from "./use-content-editor.ts";

const MODES: readonly Mode[] = ["draft", "published", "scheduled"];

/** How the next save goes out: as a draft, published now, or at a time. */
export function PublishingFields({ editor }: { editor: ContentEditorState }) {
  const cm = useConsoleMessages().content;
  const words = { draft: cm.asDraft, published: cm.publishNow, scheduled: cm.schedule };
  return (
    <fieldset className="grid gap-2">
      <legend className="font-bold">{cm.publishing}</legend>
      {MODES.map((value) => (
        <label key={value} className="flex items-center gap-2">
          <input
            type="radio"
            name="content-mode"
            value={value}
            checked={editor.mode === value}
            onChange={() => editor.setMode(value)}
          />
          {words[value]}
        </label>
      ))}
      {editor.mode === "scheduled" ? (
        <Field
          label={cm.publishAt}
          type="datetime-local"
          value={editor.at}
          onChange={(e) => editor.setAt(e.target.value)}
        />
      ) : null}
    </fieldset>
  );
}
