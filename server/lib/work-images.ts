import { createHash } from "node:crypto";
import sharp from "sharp";
import { rgbaToThumbHash } from "thumbhash";
import { WORK_WIDTHS, type WorkFormat } from "../../contract/works.ts";

export type EncodedVariant = {
  format: WorkFormat;
  width: number;
  height: number;
  bytes: Buffer;
  etag: string;
};

export type WorkImages = {
  /** The upright size of the original. */
  width: number;
  height: number;
  /** Thumbhash of the image, base64. */
  placeholder: string;
  variants: EncodedVariant[];
};

/**
 * Encoder settings. AVIF effort 2 keeps a 40-megapixel original to a few seconds on two cores
 * (ADR 0020 has the figures); the quality figures give files about a third smaller than JPEG.
 */
const ENCODE = {
  avif: { quality: 52, effort: 2 },
  webp: { quality: 78, effort: 4 },
  jpeg: { quality: 80, mozjpeg: true },
} as const;

/** The widths published for an original `width` wide: those below it, else the original's. */
export function widthsFor(width: number): number[] {
  const below = WORK_WIDTHS.filter((w) => w < width);
  const largest = WORK_WIDTHS.at(-1) ?? width;
  return width <= largest ? [...below, width] : [...WORK_WIDTHS];
}

/**
 * Makes a work's published files from its private original: decoded once (a pixel cap refuses a
 * decompression bomb), turned upright by its EXIF orientation, resized, and encoded as AVIF, WebP
 * and JPEG per width. Nothing of the original's metadata (EXIF with GPS, XMP, comments) is
 * copied: sharp writes none unless asked. JPEG has no transparency, so it is flattened on white.
 */
export async function makeWorkImages(original: Buffer, maxPixels: number): Promise<WorkImages> {
  const upright = sharp(original, { limitInputPixels: maxPixels, animated: false, failOn: "error" })
    .rotate()
    .ensureAlpha();
  const meta = await sharp(original).metadata();
  const swapped = (meta.orientation ?? 1) >= 5;
  const width = swapped ? meta.height : meta.width;
  const height = swapped ? meta.width : meta.height;
  if (!width || !height) throw new Error("the original has no size");
  const widths = widthsFor(width);
  const largest = Math.max(...widths);
  // One decode of the original to the largest published width; every variant starts from it.
  const base = await upright
    .resize({ width: largest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: base.info.width, height: base.info.height, channels: 4 as const };
  const variants: EncodedVariant[] = [];
  for (const w of widths) {
    const h = Math.max(1, Math.round((height * w) / width));
    const sized = () => sharp(base.data, { raw }).resize({ width: w, height: h, fit: "fill" });
    const outputs: [WorkFormat, Promise<Buffer>][] = [
      ["avif", sized().avif(ENCODE.avif).toBuffer()],
      ["webp", sized().webp(ENCODE.webp).toBuffer()],
      ["jpeg", sized().flatten({ background: "#ffffff" }).jpeg(ENCODE.jpeg).toBuffer()],
    ];
    for (const [format, pending] of outputs) {
      const bytes = await pending;
      const etag = createHash("sha256").update(bytes).digest("base64url").slice(0, 22);
      variants.push({ format, width: w, height: h, bytes, etag });
    }
  }
  const small = await sharp(base.data, { raw })
    .resize({ width: 100, height: 100, fit: "inside" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const hash = rgbaToThumbHash(small.info.width, small.info.height, small.data);
  return {
    width,
    height,
    placeholder: Buffer.from(hash).toString("base64"),
    variants,
  };
}
