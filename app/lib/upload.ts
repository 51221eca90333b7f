import type { Envelope } from "../../contract/envelope.ts";
import { UPLOAD_PURPOSES, type UploadPurpose, type UploadReceipt } from "../../contract/uploads.ts";
import { API_TIMEOUT_MS, api, apiHeaders, apiUrl } from "./api-client.ts";

/**
 * A file's problem seen before sending it (its size; the declared type only as a hint, since the
 * server judges the bytes), so a visitor on a phone does not upload 30 MB to hear "too large".
 */
export function fileProblem(
  file: File,
  purpose: UploadPurpose,
): "file_too_large" | "file_type" | "file_empty" | undefined {
  const rules = UPLOAD_PURPOSES[purpose];
  if (file.size === 0) return "file_empty";
  if (file.size > rules.maxBytes) return "file_too_large";
  const accepted: readonly string[] = rules.types;
  if (file.type && !accepted.includes(file.type)) return "file_type";
  return undefined;
}

/** POST /api/uploads for one file: the envelope with the token a form then sends. */
export function uploadFile(
  file: File,
  purpose: UploadPurpose,
  signal?: AbortSignal,
): Promise<Envelope<UploadReceipt>> {
  return api.post<UploadReceipt>("/uploads", {
    query: { purpose, name: file.name },
    body: file,
    signal,
  });
}

/**
 * The same upload with progress (fetch cannot report an upload's progress): `onProgress` gets
 * 0..1 as the bytes leave. Same address and headers as every other call; the envelope back.
 */
export function uploadFileWithProgress(
  file: File,
  purpose: UploadPurpose,
  options: {
    signal?: AbortSignal;
    onProgress: (fraction: number) => void;
    /** A solved challenge: every upload without an account needs one (x-challenge). */
    challenge?: string | undefined;
  },
): Promise<Envelope<UploadReceipt>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", apiUrl("/uploads", { purpose, name: file.name }));
    for (const [name, value] of Object.entries(apiHeaders())) request.setRequestHeader(name, value);
    request.setRequestHeader("content-type", "application/octet-stream");
    if (options.challenge) request.setRequestHeader("x-challenge", options.challenge);
    request.timeout = API_TIMEOUT_MS * 5;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      try {
        resolve(JSON.parse(request.responseText) as Envelope<UploadReceipt>);
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(new Error("upload failed"));
    request.ontimeout = () => reject(new Error("upload timed out"));
    request.onabort = () => reject(new DOMException("upload aborted", "AbortError"));
    options.signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(file);
  });
}
