import { format } from "../../../lib/i18n.tsx";
import { useConsoleMessages } from "../console-api.ts";
import { ConfirmAction } from "./ConfirmAction.tsx";
import type { ContentEditorState } from "./use-content-editor.ts";

/**
 * Taking an item off the site: a published one is unpublished, anything else (a draft) deleted;
 * either is asked first.
 */
export function RemoveSection({ editor }: { editor: ContentEditorState }) {
  const cm = useConsoleMessages().content;
  const { item, asking, busy } = editor;
  const step = asking ?? (item.status === "published" ? "unpublish" : "delete");
  const words =
    step === "unpublish"
      ? {
          confirm: cm.unpublishConfirm,
          yes: cm.unpublishYes,
          hint: cm.unpublishHint,
          ask: cm.unpublish,
          run: editor.unpublish,
        }
      : {
          confirm: cm.deleteConfirm,
          yes: cm.deleteYes,
          hint: cm.deleteHint,
          ask: cm.delete,
          run: editor.remove,
        };
  return (
    <section aria-labelledby="content-remove" className="grid gap-3">
      <h2 id="content-remove" className="text-xl font-black">
        {cm.removeTitle}
      </h2>
      {asking ? (
        <ConfirmAction
          question={format(words.confirm, { title: item.title })}
          confirmLabel={words.yes}
          busy={busy}
          onConfirm={words.run}
          onCancel={editor.cancelAsking}
        />
      ) : (
        <>
          <p className="text-sm">{words.hint}</p>
          <button
            ref={editor.askButton}
            type="button"
            className="btn btn-secondary justify-self-start"
            disabled={busy}
            onClick={() => editor.setAsking(step)}
          >
            {words.ask}
          </button>
        </>
      )}
    </section>
  );
}
