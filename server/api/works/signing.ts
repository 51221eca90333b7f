import { createHmac, timingSafeEqual } from "node:crypto";
import type { WorkFormat } from "../../../contract/works.ts";

const EXT: Record<WorkFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };
const FORMAT_OF_EXT: Record<string, WorkFormat> = { avif: "avif", webp: "webp", jpg: "jpeg" };
export const CONTENT_TYPE: Record<WorkFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

/**
 * Image URLs: `/api/works/<id>/<width>-<etag>.<ext>`. The etag is a hash of the bytes, so a URL
 * never changes meaning. A work not public (pending, rejected) is only served with `?sig=`, an
 * HMAC of the path given to its artist and to moderators.
 */
export class WorkUrls {
  private readonly key: string;
  constructor(key: string) {
    this.key = key;
  }
  path(publicId: string, v: { format: WorkFormat; width: number; etag: string }) {
    return `/api/works/${publicId}/${v.width}-${v.etag}.${EXT[v.format]}`;
  }
  private sign(path: string) {
    return createHmac("sha256", this.key).update(path).digest("base64url").slice(0, 32);
  }
  signed(path: string) {
    return `${path}?sig=${this.sign(path)}`;
  }
  validSignature(path: string, sig: string | undefined) {
    if (!sig) return false;
    const expected = Buffer.from(this.sign(path));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

/** `<width>-<etag>.<ext>` of an image URL; undefined when it is not one. */
export function parseImageName(name: string) {
  const match = /^(\d{1,5})-([A-Za-z0-9_-]{22})\.(avif|webp|jpg)$/.exec(name);
  if (!match) return undefined;
  const format = FORMAT_OF_EXT[match[3] ?? ""];
  if (!format) return undefined;
  return { width: Number(match[1]), etag: match[2] ?? "", format };
}
