import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type {
  ContentItem,
  ContentKind,
  ContentSnapshot,
  ContentText,
} from "../../../../contract/content-admin.ts";
import type { Envelope } from "../../../../contract/envelope.ts";
import { DATA_LANGUAGES, type DataLanguage } from "../../../../contract/language.ts";
import { dataOf, refusalOf } from "../../../lib/envelope.ts";
import { format } from "../../../lib/i18n.tsx";
import { showToast } from "../../../lib/toast.ts";
import { useAction } from "../../../lib/use-form.ts";
import { useConsoleMessages } from "../console-api.ts";
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

export type Mode = "draft" | "published" | "scheduled";
export type Notice = { kind: "ok" | "error"; text: string; reload?: boolean };
export type Asking = "unpublish" | "delete" | null;

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

/**
 * One content item's editor state: the texts per language, meta, publishing mode, the notice
 * of the last step, and the steps (save, restore, reload, unpublish, delete, preview), one at a
 * time. A step that answers with the item adopts it as the new starting point.
 */
export function useContentEditor(kind: ContentKind, initial: ContentItem) {
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
  const action = useAction();
  const navigate = useNavigate();

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

  /** A step that answers with the item: adopted and said, else its refusal. */
  const change = (
    call: () => Promise<Envelope<ContentItem>>,
    said: (next: ContentItem) => string,
  ) =>
    action.run(async () => {
      const res = await call();
      const data = dataOf(res);
      if (data) {
        adopt(data);
        setNotice({ kind: "ok", text: said(data) });
      } else refused(res);
    });

  const text = texts[language] ?? EMPTY;
  const setText = (patch: Partial<ContentText>) =>
    setTexts((all) => ({ ...all, [language]: { ...(all[language] ?? EMPTY), ...patch } }));

  // A preview belongs to the text it was made from.
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared whenever the shown text changes.
  useEffect(() => setPreview(null), [language, text.body]);

  return {
    item,
    text,
    setText,
    language,
    setLanguage,
    mode,
    setMode,
    at,
    setAt,
    meta,
    setMeta,
    preview,
    notice,
    invalid,
    asking,
    setAsking,
    askButton,
    busy: action.busy,
    /** Cancelling the question puts focus back on the button that asked it. */
    cancelAsking: () => {
      setAsking(null);
      requestAnimationFrame(() => askButton.current?.focus());
    },
    save: () => {
      const publishAt = mode === "scheduled" ? fromLocalInput(at) : null;
      if (mode === "scheduled" && !publishAt) {
        return action.run(async () => setNotice({ kind: "error", text: cm.errors.required }));
      }
      return change(
        () =>
          saveContent(kind, item.id, {
            baseRevision: item.revision,
            status: mode === "draft" ? "draft" : "published",
            publishAt,
            meta,
            texts: changedTexts(item.snapshot, texts),
          }),
        (data) => format(cm.saved, { number: data.revision }),
      );
    },
    restore: (revision: number) =>
      change(
        () => restoreContent(kind, item.id, { baseRevision: item.revision, revision }),
        (data) => format(cm.restored, { number: revision, current: data.revision }),
      ),
    reload: () =>
      action.run(async () => {
        const data = dataOf(await getContent(kind, item.id));
        if (data) {
          adopt(data);
          setNotice(null);
        }
      }),
    unpublish: () =>
      change(
        async () => {
          const res = await unpublishContent(kind, item.id, item.revision);
          setAsking(null);
          return res;
        },
        (data) => format(cm.unpublished, { number: data.revision }),
      ),
    remove: () =>
      action.run(async () => {
        const res = await deleteContent(kind, item.id, item.revision);
        setAsking(null);
        if (refusalOf(res) === null) {
          showToast(format(cm.deleted, { title: item.title }));
          navigate("/admin/content");
        } else refused(res);
      }),
    showPreview: () =>
      action.run(async () => {
        const res = await previewContent(kind, text.body);
        const data = dataOf(res);
        if (data) setPreview(data.html);
        else refused(res);
      }),
  };
}

export type ContentEditorState = ReturnType<typeof useContentEditor>;
