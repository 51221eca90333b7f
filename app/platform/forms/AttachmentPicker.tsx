import { useEffect, useId, useRef, useState } from "react";
import { Code } from "../../../contract/codes.ts";
import { UPLOAD_PURPOSES, type UploadPurpose } from "../../../contract/uploads.ts";
import { apiHeaders } from "../../lib/api-client.ts";
import { dataOf, refusalOf } from "../../lib/envelope.ts";
import { format, useMessages } from "../../lib/i18n.tsx";
import { fileProblem, uploadFileWithProgress } from "../../lib/upload.ts";
import { solvedChallenge } from "../challenge/use-challenge.ts";

type Reason = keyof ReturnType<typeof useMessages>["forms"]["files"]["reasons"];

type Item = {
  key: number;
  name: string;
  size: number;
  status: "uploading" | "ready" | "refused";
  progress: number;
  token?: string;
  reason?: Reason;
  abort: AbortController;
};

/** What the form needs from the picker: the tokens to send, and whether any is still on its way. */
export type PickedFiles = { tokens: string[]; pending: boolean };

const KNOWN: readonly string[] = [
  "file_type",
  "file_too_large",
  "too_many_pixels",
  "file_empty",
  "upload_unknown",
  "rate_limited",
];

/**
 * Files for a visitor form (ADR 0015, 0018): each chosen file is checked for its size, then sent
 * on its own with its progress shown, and can be removed (an upload still running is cancelled).
 * A refusal is named in the visitor's language beside the file. The form sends the tokens.
 */
export function AttachmentPicker({
  purpose,
  max,
  label,
  hint,
  error,
  name,
  onChange,
}: {
  purpose: UploadPurpose;
  max: number;
  label: string;
  hint: string;
  /** The form's error for the files (e.g. still uploading). */
  error?: string | undefined;
  name: string;
  onChange: (files: PickedFiles) => void;
}) {
  const m = useMessages();
  const t = m.forms.files;
  const id = useId();
  const [items, setItems] = useState<Item[]>([]);
  const nextKey = useRef(0);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const itemsRef = useRef(items);
  itemsRef.current = items;

  useEffect(() => {
    onChangeRef.current({
      tokens: items.flatMap((item) => (item.status === "ready" && item.token ? [item.token] : [])),
      pending: items.some((item) => item.status === "uploading"),
    });
  }, [items]);

  // Leaving the page cancels uploads still on their way.
  useEffect(
    () => () => {
      for (const item of itemsRef.current) item.abort.abort();
    },
    [],
  );

  const update = (key: number, change: Partial<Item>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function send(item: Item, file: File) {
    try {
      const upload = (challenge?: string) =>
        uploadFileWithProgress(file, purpose, {
          signal: item.abort.signal,
          onProgress: (progress) => update(item.key, { progress }),
          challenge,
        });
      // Without an account each file needs a proof of work: solved before the bytes leave, so a
      // phone does not send a large file twice. A login that has just ended asks with a 428.
      const anonymous = !("authorization" in apiHeaders());
      let response = await upload(anonymous ? await solvedChallenge() : undefined);
      if (response.code === Code.challengeRequired)
        response = await upload(await solvedChallenge());
      const uploaded = dataOf(response);
      if (uploaded) {
        update(item.key, { status: "ready", progress: 1, token: uploaded.token });
        return;
      }
      const reason = refusalOf(response)?.reason ?? "";
      update(item.key, {
        status: "refused",
        reason: (KNOWN.includes(reason) ? reason : "generic") as Reason,
      });
    } catch {
      if (!item.abort.signal.aborted) update(item.key, { status: "refused", reason: "network" });
    }
  }

  function choose(files: FileList | null) {
    if (!files) return;
    const kept = items.filter((item) => item.status !== "refused");
    const room = Math.max(0, max - kept.length);
    const added: Item[] = [];
    for (const file of [...files].slice(0, room)) {
      const problem = fileProblem(file, purpose);
      const item: Item = {
        key: nextKey.current++,
        name: file.name,
        size: file.size,
        status: problem ? "refused" : "uploading",
        progress: 0,
        abort: new AbortController(),
        ...(problem ? { reason: problem } : {}),
      };
      added.push(item);
      if (!problem) void send(item, file);
    }
    setItems([...kept, ...added]);
  }

  function remove(item: Item) {
    item.abort.abort();
    setItems((list) => list.filter((other) => other.key !== item.key));
  }

  const full = items.filter((item) => item.status !== "refused").length >= max;
  const described = [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  const accept = UPLOAD_PURPOSES[purpose].types.join(",");

  return (
    <div>
      <label htmlFor={id} className="block font-bold">
        {label}
      </label>
      <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted">
        {hint}
      </p>
      {/* The native input stays the control (keyboard, screen readers, file choosers); its
          own button text follows the browser's language, so a button of ours names it. */}
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        multiple={max > 1}
        disabled={full}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className="peer sr-only"
        onChange={(event) => {
          choose(event.target.files);
          event.target.value = "";
        }}
      />
      <label
        htmlFor={id}
        aria-hidden="true"
        className={`field-file-button mt-1.5 ${full ? "hidden" : ""}`}
      >
        {max > 1 ? t.addMany : t.addOne}
      </label>
      {full ? <p className="mt-1 text-sm text-muted">{t.full}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-semibold text-accent-text">
          {error}
        </p>
      ) : null}
      {items.length ? (
        <ul className="mt-2 space-y-2" aria-live="polite">
          {items.map((item) => (
            <li
              key={item.key}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-line px-3 py-2"
            >
              <span className="min-w-0 flex-1 break-all text-sm font-semibold">{item.name}</span>
              <span className="text-sm text-muted">{formatSize(item.size)}</span>
              {item.status === "uploading" ? (
                <span className="flex items-center gap-2 text-sm">
                  <progress
                    className="h-2 w-24"
                    max={100}
                    value={Math.round(item.progress * 100)}
                    aria-label={format(t.uploading, { name: item.name })}
                  />
                  <span>{Math.round(item.progress * 100)}%</span>
                </span>
              ) : item.status === "ready" ? (
                <span className="text-sm">{t.ready}</span>
              ) : (
                <span className="w-full text-sm font-semibold text-accent-text" role="alert">
                  {t.reasons[item.reason ?? "generic"]}
                </span>
              )}
              <button
                type="button"
                className="btn btn-secondary px-3 py-1 text-sm"
                aria-label={format(t.remove, { name: item.name })}
                onClick={() => remove(item)}
              >
                {t.removeShort}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
