import { createHash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { SAVED_POSE_LIMITS } from "../../../contract/saved-pose.ts";
import type { Outcome } from "../common.ts";

/** What an upload may be, judged from its bytes only: the name or MIME type it came with is ignored. */
const ACCEPTED = new Set(["image/png", "image/jpeg", "image/webp", "image/gif"]);

/** Larger images are refused before decoding (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 4096 * 4096;

export type Thumbnail = { bytes: Buffer; etag: string };
const tooLarge = { refused: { reason: "too_large", field: "thumbnail" } } as const;
const notAnImage = { refused: { reason: "not_an_image", field: "thumbnail" } } as const;

/** `data:<anything>;base64,` in front of the bytes is allowed and its type ignored. */
const DATA_URL = /^data:[^,]{0,100};base64,/;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/**
 * An uploaded freeze frame (base64, or a data URL) checked and re-encoded: its bytes must be a
 * PNG, JPEG, WebP or GIF image that sharp decodes; it is stored as WebP at most 256 px a side,
 * without metadata. Anything else is refused: past the byte cap (or pixel cap) `too_large`,
 * otherwise `not_an_image`.
 */
export async function readThumbnail(
  text: string,
): Promise<Outcome<Thumbnail, "too_large" | "not_an_image">> {
  const body = text.replace(DATA_URL, "").replace(/\s+/g, "");
  if (Math.floor((body.length * 3) / 4) > SAVED_POSE_LIMITS.maxThumbnailBytes + 2) {
    return tooLarge;
  }
  if (!BASE64.test(body)) return notAnImage;
  const input = Buffer.from(
    body,
    body.includes("-") || body.includes("_") ? "base64url" : "base64",
  );
  if (input.length === 0) return notAnImage;
  if (input.length > SAVED_POSE_LIMITS.maxThumbnailBytes) return tooLarge;
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED.has(type.mime)) return notAnImage;
  try {
    const size = SAVED_POSE_LIMITS.thumbnailSize;
    const bytes = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(size, size, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { ok: { bytes, etag: etagOf(bytes) } };
  } catch (err) {
    const message = err instanceof Error ? err.message : "";
    return /pixel limit/i.test(message) ? tooLarge : notAnImage;
  }
}

export function etagOf(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("base64url").slice(0, 22);
}
