import type { Scene } from "../../../contract/pose.ts";
import { parseScene } from "../../../contract/pose-schema.ts";
import { type KeyValueStorage, readJson } from "../../lib/storage.ts";

/**
 * What a logged-out visitor was saving, kept in session storage while they log in (the tab may
 * even reload on the way), then saved once they are in.
 */
export const PENDING_SAVE_KEY = "inkdoll.gallery.pendingSave";

export type PendingSave = { name: string; scene: Scene; thumbnail: string | null };

export function keepPending(storage: KeyValueStorage, save: PendingSave) {
  storage.setItem(PENDING_SAVE_KEY, JSON.stringify(save));
  // A thumbnail past the quota is dropped rather than the whole save.
  if (!storage.getItem(PENDING_SAVE_KEY) && save.thumbnail) {
    storage.setItem(PENDING_SAVE_KEY, JSON.stringify({ ...save, thumbnail: null }));
  }
}

/** The pending save, or null when there is none or it is not a valid one (it is then dropped). */
export function takePending(storage: KeyValueStorage): PendingSave | null {
  const raw = readJson<Partial<PendingSave>>(storage, PENDING_SAVE_KEY);
  storage.removeItem(PENDING_SAVE_KEY);
  const scene = parseScene(raw?.scene);
  if (!raw || !scene || typeof raw.name !== "string") return null;
  return {
    name: raw.name,
    scene,
    thumbnail: typeof raw.thumbnail === "string" ? raw.thumbnail : null,
  };
}

/** A Blob as a data URL; larger than `maxBytes`, it is drawn smaller first (as JPEG). */
export async function thumbnailData(blob: Blob, maxBytes: number): Promise<string | null> {
  let image: Blob = blob;
  if (blob.size > maxBytes && typeof createImageBitmap === "function") {
    const bitmap = await createImageBitmap(blob);
    const scale = Math.min(1, 512 / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    image =
      (await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.85))) ??
      blob;
  }
  if (image.size > maxBytes) return null;
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(image);
  });
}
