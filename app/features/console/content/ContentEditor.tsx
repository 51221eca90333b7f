import type { ReactNode } from "react";
import { Link } from "react-router";
import { type ContentItem, type ContentKind, hasBody } from "../../../../contract/content-admin.ts";
import { DATA_LANGUAGES, type DataLanguage } from "../../../../contract/language.ts";
import { FormAlert, SelectField } from "../../../components/Field.tsx";
import { ProseHtml } from "../../../components/ProseHtml.tsx";
import { useMessages } from "../../../lib/i18n.tsx";
import { useResource } from "../../../lib/use-resource.ts";
import { useStaff } from "../ConsoleShell.tsx";
import { useConsoleMessages } from "../console-api.ts";
import { getContent } from "./content-api.ts";
import { MetaFields } from "./MetaFields.tsx";
import { PublishingFields } from "./PublishingFields.tsx";
import { RemoveSection } from "./RemoveSection.tsx";
import { RevisionList } from "./RevisionList.tsx";
import { LanguageSummary, StatusLabel } from "./status.tsx";
import { TextFields } from "./TextFields.tsx";
import { ThemePreview } from "./ThemePreview.tsx";
import { useContentEditor } from "./use-content-editor.ts";

/** One of the editor's buttons, at the start of its row; `primary` is the save. */
function EditorButton({
  primary = false,
  disabled,
  onClick,
  children,
}: {
  primary?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`btn ${primary ? "btn-primary" : "btn-secondary"} justify-self-start`}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function Editor({ kind, initial }: { kind: ContentKind; initial: ContentItem }) {
  const cm = useConsoleMessages().content;
  const staff = useStaff();
  const canPublish = staff.permissions.includes(`publish:${kind}`);
  const editor = useContentEditor(kind, initial);
  const { item, notice, language, text, meta, busy } = editor;
  const lang = language.replace("_", "-");
  const mark = (l: DataLanguage) =>
    item.languages.missing.includes(l)
      ? ` (${cm.missingMark})`
      : item.languages.outdated.includes(l)
        ? ` (${cm.outdatedMark})`
        : "";

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <StatusLabel item={item} />
        <LanguageSummary languages={item.languages} />
        {item.path && item.visible ? (
          <a href={item.path} className="underline">
            {cm.view}
          </a>
        ) : null}
      </div>
      <div aria-live="polite">
        {notice?.kind === "ok" ? (
          <p role="status" className="font-semibold">
            {notice.text}
          </p>
        ) : null}
        {notice?.kind === "error" ? (
          <div className="grid gap-2">
            <FormAlert>{notice.text}</FormAlert>
            {notice.reload ? (
              <EditorButton onClick={editor.reload}>{cm.reload}</EditorButton>
            ) : null}
          </div>
        ) : null}
      </div>
      <MetaFields
        kind={kind}
        meta={meta}
        coverChoices={item.coverChoices}
        invalid={editor.invalid}
        onMeta={(patch) => editor.setMeta((m) => ({ ...m, ...patch }))}
      />
      <SelectField
        label={cm.language}
        value={language}
        onChange={(e) => editor.setLanguage(e.target.value as DataLanguage)}
        options={DATA_LANGUAGES.map((l) => [l, cm.languageNames[l] + mark(l)] as const)}
      />
      <TextFields kind={kind} language={language} text={text} onText={editor.setText} />
      <PublishingFields editor={editor} />
      <EditorButton primary disabled={busy} onClick={editor.save}>
        {cm.save}
      </EditorButton>
      <div className="grid gap-3">
        {hasBody(kind) ? (
          <EditorButton disabled={busy} onClick={editor.showPreview}>
            {cm.preview}
          </EditorButton>
        ) : null}
        <section aria-labelledby="content-preview" className="rounded-md border border-line p-4">
          <h2 id="content-preview" className="mb-2 text-sm font-bold text-muted">
            {cm.previewTitle}
          </h2>
          {kind === "theme" ? (
            <ThemePreview slug={item.name} text={text} meta={meta} lang={lang} />
          ) : editor.preview === null ? (
            <p className="text-sm">{cm.previewHint}</p>
          ) : (
            <ProseHtml html={editor.preview} lang={lang} />
          )}
        </section>
      </div>
      {canPublish ? <RemoveSection editor={editor} /> : null}
      <RevisionList item={item} busy={busy} onRestore={editor.restore} />
    </div>
  );
}

/** /admin/content?kind=…&id=…: one item's editor. */
export function ContentEditor({ kind, id }: { kind: ContentKind; id: string }) {
  const cm = useConsoleMessages().content;
  const m = useMessages();
  const loaded = useResource(() => getContent(kind, id), `${kind}:${id}`);
  return (
    <div className="grid gap-4">
      <Link to="/admin/content" className="justify-self-start underline">
        {cm.back}
      </Link>
      {loaded.data ? (
        <>
          <h2 className="text-2xl font-black break-words">{loaded.data.title}</h2>
          <Editor key={`${kind}:${id}`} kind={kind} initial={loaded.data} />
        </>
      ) : loaded.failed ? (
        <p role="alert">{loaded.reason === "not_found" ? cm.errors.not_found : cm.loadFailed}</p>
      ) : (
        <p role="status">{m.common.loading}</p>
      )}
    </div>
  );
}
