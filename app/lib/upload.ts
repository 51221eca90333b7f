import type { Envelope } from "../../contract/envelope.ts";
import { UPLOAD_PURPOSES, type UploadPurpose, type UploadReceipt } from "../../contract/uploads.ts";
import { api } from "./api-client.ts";

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
