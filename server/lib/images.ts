import sharp from "sharp";

export type CleanImage = { bytes: Buffer; width: number; height: number };
export type ImageCheck =
  | { ok: { width: number; height: number } }
  | { refused: "too_many_pixels" | "file_type" };

/**
 * The size of an image, read from its header only, without decoding: an image past `maxPixels`
 * (a decompression bomb: a small file that claims a huge canvas) is refused before any work.
 * EXIF orientation 5–8 swaps width and height.
 */
export async function checkImage(bytes: Buffer, maxPixels: number): Promise<ImageCheck> {
  try {
    const meta = await sharp(bytes).metadata();
    if (!meta.width || !meta.height) return { refused: "file_type" };
    if (meta.width * meta.height > maxPixels) return { refused: "too_many_pixels" };
    const swapped = (meta.orientation ?? 1) >= 5;
    return {
      ok: swapped
        ? { width: meta.height, height: meta.width }
        : { width: meta.width, height: meta.height },
    };
  } catch {
    return { refused: "file_type" };
  }
}

/**
 * The image re-encoded in its own format, turned upright by its EXIF orientation and without any
 * metadata (EXIF with GPS, XMP, ICC comments): sharp drops metadata unless asked to keep it.
 * Throws when sharp cannot decode the bytes; callers check them with checkImage first.
 */
export async function cleanImage(
  bytes: Buffer,
  contentType: string,
  maxPixels: number,
): Promise<CleanImage> {
  const image = sharp(bytes, { limitInputPixels: maxPixels, animated: false }).rotate();
  const encoded =
    contentType === "image/png"
      ? image.png({ compressionLevel: 9 })
      : contentType === "image/webp"
        ? image.webp({ quality: 90 })
        : image.jpeg({ quality: 90, mozjpeg: true });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/**
 * A small preview of an image (the console's attachment thumbnails): WebP at most `size` px on
 * its longer side, upright, without metadata, never enlarged.
 */
export async function previewImage(bytes: Buffer, size: number, maxPixels: number) {
  return sharp(bytes, { limitInputPixels: maxPixels, animated: false })
    .rotate()
    .resize({ width: size, height: size, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 70 })
    .toBuffer();
}
