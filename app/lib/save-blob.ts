/**
 * Hands a file the page holds (a fetched export or attachment, a rendered picture) to the
 * browser's download under `name`; the object URL is let go a minute later, once the download
 * has it.
 */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
