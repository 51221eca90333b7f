import { useEffect, useState } from "react";
import type { InquiryAttachmentView, InquiryDetail } from "../../../../contract/inbox.ts";
import { apiFile } from "../../../lib/api-client.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { format, useLocale } from "../../../lib/i18n.tsx";
import { saveBlob } from "../../../lib/save-blob.ts";
import { useConsoleMessages } from "../console-api.ts";

/** Fetches a permission-checked file with the operator's login, then saves it. */
async function download(url: string, fileName: string) {
  const file = await apiFile(url);
  if (!file) throw new Error("download failed");
  saveBlob(file.blob, fileName);
}

/** A small blob as a `data:` address: the page's CSP lets images come from data:, not blob:. */
function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/**
 * An image attachment's preview (a 320 px WebP from the permission-checked route), fetched with
 * the operator's login, which an <img> cannot send; a dashed box until it arrives.
 */
function Preview({ file }: { file: InquiryAttachmentView }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void apiFile(`${file.url}?preview=1`)
      .then((got) => (got ? dataUrl(got.blob) : null))
      .then((url) => {
        if (live && url) setSrc(url);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [file.url]);
  return src ? (
    <img src={src} alt="" className="h-24 max-w-40 rounded border-2 border-line object-contain" />
  ) : (
    <span
      aria-hidden="true"
      className="block h-24 w-32 rounded border-2 border-dashed border-line"
    />
  );
}

/** An inquiry's messages, replies and internal notes, oldest first, with their files. */
export function InquiryThread({
  thread,
  onFailed,
}: {
  thread: InquiryDetail["thread"];
  /** A file could not be downloaded. */
  onFailed: () => void;
}) {
  const im = useConsoleMessages().inbox;
  const locale = useLocale();
  return (
    <section aria-labelledby="inbox-thread" className="grid gap-3">
      <h3 id="inbox-thread" className="text-lg font-black">
        {im.thread}
      </h3>
      <ol className="grid gap-3">
        {thread.map((message) => (
          <li
            key={message.id}
            className={`rounded-md border-2 p-3 ${message.author === "note" ? "border-dashed border-line" : message.author === "staff" ? "border-accent" : "border-line"}`}
          >
            <p className="text-sm">
              <span className="font-bold">
                {message.author === "visitor"
                  ? im.visitor
                  : format(message.author === "note" ? im.noteBy : im.replyBy, {
                      name: message.staff?.nickname ?? "—",
                    })}
              </span>
              <span className="text-muted">
                {" · "}
                {formatDateTime(message.createdAt, locale)}
                {message.author === "staff"
                  ? ` · ${message.emailedAt ? im.emailed : im.notEmailed}`
                  : ""}
              </span>
            </p>
            <p className="mt-1 whitespace-pre-wrap break-words">{message.body}</p>
            {message.attachments.length ? (
              <ul className="mt-2 flex flex-wrap gap-2">
                {message.attachments.map((file) => (
                  <li key={file.id}>
                    <button
                      type="button"
                      className={
                        file.contentType.startsWith("image/")
                          ? "grid justify-items-start gap-1 rounded-md text-sm underline"
                          : "btn btn-secondary px-3 py-1 text-sm"
                      }
                      onClick={() => void download(file.url, file.fileName).catch(() => onFailed())}
                    >
                      {file.contentType.startsWith("image/") ? <Preview file={file} /> : null}
                      {format(im.download, { name: file.fileName })}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
