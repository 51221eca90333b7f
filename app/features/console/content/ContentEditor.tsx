import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  type ContentItem,
  type ContentKind,
  type ContentSnapshot,
  type ContentText,
  hasBody,
} from "../../../../contract/content-admin.ts";
import type { Envelope } from "../../../../contract/envelope.ts";
import { DATA_LANGUAGES, type DataLanguage } from "../../../../contract/language.ts";
import { FormAlert } from "../../../components/Field.tsx";
import { ProseHtml } from "../../../components/ProseHtml.tsx";
import { dataOf, refusalOf } from "../../../lib/envelope.ts";
import { format, useMessages } from "../../../lib/i18n.tsx";
import { showToast } from "../../../lib/toast.ts";
import { useAction } from "../../../lib/use-form.ts";
import { useResource } from "../../../lib/use-resource.ts";
import { useStaff } from "../ConsoleShell.tsx";
import { useConsoleMessages } from "../console-api.ts";
import { ConfirmAction } from "./ConfirmAction.tsx";
import {
  deleteContent,
  fromLocalInput,
  getContent,
  previewContent,
  restoreContent,
  saveContent,
  toLocalInput,
  unpublishContent,
} from "./content-api.ts";
import { MetaFields } from "./MetaFields.tsx";
import { RevisionList } from "./RevisionList.tsx";
import { LanguageSummary, StatusLabel } from "./status.tsx";
import { TextFields } from "./TextFields.tsx";
import { ThemePreview } from "./ThemePreview.tsx";

type Mode = "draft" | "published" | "scheduled";
type Notice = { kind: "ok" | "error"; text: string; reload?: boolean };
type Asking = "unpublish" | "delete" | null;

const EMPTY: ContentText = { title: "", summary: "", body: "" };

const modeOf = (item: ContentItem): Mode =>
  item.status === "draft" ? "draft" : !item.visible && item.publishAt ? "scheduled" : "published";

/** Only the languages the operator changed go back, so others' texts keep their dates. */
function changedTexts(snapshot: ContentSnapshot, texts: ContentSnapshot["texts"]) {
  const out: ContentSnapshot["texts"] = {};
  for (const language of DATA_LANGUAGES) {
    const now = texts[language];
    const was = snapshot.texts[language];
    if (!now || (!now.title.trim() && !was)) continue;
    if (was && was.title === now.title && was.summary === now.summary && was.body === now.body) {
      continue;
    }
    out[language] = now;
  }
  return out;
}

function Editor({ kind, initial }: { kind: ContentKind; initial: ContentItem }) {
  const cm = useConsoleMessages().content;
  const [item, setItem] = useState(initial);
  const [texts, setTexts] = useState(initial.snapshot.texts);
  const [language, setLanguage] = useState<DataLanguage>("en_us");
  const [mode, setMode] = useState<Mode>(modeOf(initial));
  const [at, setAt] = useState(toLocalInput(initial.publishAt));
  const [meta, setMeta] = useState(initial.snapshot.meta);
  const [preview, setPreview] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const askButton = useRef<HTMLButtonElement>(null);
  // Cancelling the question puts focus back on the button that asked it.
  const cancelAsking = () => {
    setAsking(null);
    requestAnimationFrame(() => askButton.current?.focus());
  };
  const action = useAction();
  const navigate = useNavigate();
  const staff = useStaff();
  const canPublish = staff.permissions.includes(`publish:${kind}`);

  const adopt = (next: ContentItem) => {
    setItem(next);
    setTexts(next.snapshot.texts);
    setMode(modeOf(next));
    setAt(toLocalInput(next.publishAt));
    setMeta(next.snapshot.meta);
    setInvalid(null);
  };

  const refused = (response: Envelope<unknown>) => {
    const { reason, field } = refusalOf(response) ?? { reason: "failed" };
    setInvalid(reason === "invalid_input" && field?.startsWith("meta.") ? field : null);
    const known = reason in cm.errors ? (reason as keyof typeof cm.errors) : "failed";
    setNotice({
      kind: "error",
      text: cm.errors[reason === "invalid_input" ? "invalid" : known],
      reload: reason === "conflict",
    });
  };

  const text = texts[language] ?? EMPTY;
  const setText = (patch: Partial<ContentText>) =>
    setTexts((all) => ({ ...all, [language]: { ...(all[language] ?? EMPTY), ...patch } }));

  const save = () =>
    action.run(async () => {
      const publishAt = mode === "scheduled" ? fromLocalInput(at) : null;
      if (mode === "scheduled" && !publishAt) {
        setNotice({ kind: "error", text: cm.errors.required });
        return;
      }
      const res = await saveContent(kind, item.id, {
        baseRevision: item.revision,
        status: mode === "draft" ? "draft" : "published",
        publishAt,
        meta,
        texts: changedTexts(item.snapshot, texts),
      });
      const data = dataOf(res);
      if (data) {
        adopt(data);
        setNotice({ kind: "ok", text: format(cm.saved, { number: data.revision }) });
      } else refused(res);
    });

  const restore = (revision: number) =>
    action.run(async () => {
      const res = await restoreContent(kind, item.id, { baseRevision: item.revision, revision });
      const data = dataOf(res);
      if (data) {
        adopt(data);
        setNotice({
          kind: "ok",
          text: format(cm.restored, { number: revision, current: data.revision }),
        });
      } else refused(res);
    });

  const reload = () =>
    action.run(async () => {
      const res = await getContent(kind, item.id);
      const data = dataOf(res);
      if (data) {
        adopt(data);
        setNotice(null);
      }
    });

  const unpublish = () =>
    action.run(async () => {
      const res = await unpublishContent(kind, item.id, item.revision);
      setAsking(null);
      const data = dataOf(res);
      if (data) {
        adopt(data);
        setNotice({ kind: "ok", text: format(cm.unpublished, { number: data.revision }) });
      } else refused(res);
    });

  const remove = () =>
    action.run(async () => {
      const res = await deleteContent(kind, item.id, item.revision);
      setAsking(null);
      if (refusalOf(res) === null) {
        showToast(format(cm.deleted, { title: item.title }));
        navigate("/admin/content");
      } else refused(res);
    });

  const showPreview = () =>
    action.run(async () => {
      const res = await previewContent(kind, text.body);
      const data = dataOf(res);
      if (data) setPreview(data.html);
      else refused(res);
    });

  // A preview belongs to the text it was made from.
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared whenever the shown text changes.
  useEffect(() => setPreview(null), [language, text.body]);

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
              <button
                type="button"
                className="btn btn-secondary justify-self-start"
                onClick={reload}
              >
                {cm.reload}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
      <MetaFields
        kind={kind}
        meta={meta}
        coverChoices={item.coverChoices}
        invalid={invalid}
        onMeta={(patch) => setMeta((m) => ({ ...m, ...patch }))}
      />
      <div>
        <label htmlFor="content-language" className="block font-bold">
          {cm.language}
        </label>
        <select
          id="content-language"
          className="field-input mt-1.5"
          value={language}
          onChange={(e) => setLanguage(e.target.value as DataLanguage)}
        >
          {DATA_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {cm.languageNames[l] + mark(l)}
            </option>
          ))}
        </select>
      </div>
      <TextFields kind={kind} language={language} text={text} onText={setText} />
      <fieldset className="grid gap-2">
        <legend className="font-bold">{cm.publishing}</legend>
        {(["draft", "published", "scheduled"] as const).map((value) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              name="content-mode"
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
            />
            {value === "draft" ? cm.asDraft : value === "published" ? cm.publishNow : cm.schedule}
          </label>
        ))}
        {mode === "scheduled" ? (
          <div>
            <label htmlFor="content-publish-at" className="block font-bold">
              {cm.publishAt}
            </label>
            <input
              id="content-publish-at"
              type="datetime-local"
              className="field-input mt-1.5"
              value={at}
              onChange={(e) => setAt(e.target.value)}
            />
          </div>
        ) : null}
      </fieldset>
      <button
        type="button"
        className="btn btn-primary justify-self-start"
        disabled={action.busy}
        onClick={save}
      >
        {cm.save}
      </button>
      <div className="grid gap-3">
        {hasBody(kind) ? (
          <button
            type="button"
            className="btn btn-secondary justify-self-start"
            disabled={action.busy}
            onClick={showPreview}
          >
            {cm.preview}
          </button>
        ) : null}
        <section aria-labelledby="content-preview" className="rounded-md border border-line p-4">
          <h2 id="content-preview" className="mb-2 text-sm font-bold text-muted">
            {cm.previewTitle}
          </h2>
          {kind === "theme" ? (
            <ThemePreview
              slug={item.name}
              text={text}
              meta={meta}
              lang={language.replace("_", "-")}
            />
          ) : preview === null ? (
            <p className="text-sm">{cm.previewHint}</p>
          ) : (
            <ProseHtml html={preview} lang={language.replace("_", "-")} />
          )}
        </section>
      </div>
      {canPublish ? (
        <section aria-labelledby="content-remove" className="grid gap-3">
          <h2 id="content-remove" className="text-xl font-black">
            {cm.removeTitle}
          </h2>
          {asking === "unpublish" ? (
            <ConfirmAction
              question={format(cm.unpublishConfirm, { title: item.title })}
              confirmLabel={cm.unpublishYes}
              busy={action.busy}
              onConfirm={unpublish}
              onCancel={cancelAsking}
            />
          ) : asking === "delete" ? (
            <ConfirmAction
              question={format(cm.deleteConfirm, { title: item.title })}
              confirmLabel={cm.deleteYes}
              busy={action.busy}
              onConfirm={remove}
              onCancel={cancelAsking}
            />
          ) : item.status === "published" ? (
            <>
              <p className="text-sm">{cm.unpublishHint}</p>
              <button
                ref={askButton}
                type="button"
                className="btn btn-secondary justify-self-start"
                disabled={action.busy}
                onClick={() => setAsking("unpublish")}
              >
                {cm.unpublish}
              </button>
            </>
          ) : (
            <>
              <p className="text-sm">{cm.deleteHint}</p>
              <button
                ref={askButton}
                type="button"
                className="btn btn-secondary justify-self-start"
                disabled={action.busy}
                onClick={() => setAsking("delete")}
              >
                {cm.delete}
              </button>
            </>
          )}
        </section>
      ) : null}
      <RevisionList item={item} busy={action.busy} onRestore={restore} />
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
