import { rmSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

/** One width of a render as public/renders/manifest.json lists it. */
export interface RenderFile {
  width: number;
  height: number;
  avif: string;
  webp: string;
  png: string;
}

/**
 * A render at each width as AVIF, WebP and PNG in `out` (`<name>-<width>.<format>`), after the
 * files an earlier run listed for it are gone: what `npm run renders` and `renders:ai-pack`
 * write, and the manifest's entry for it.
 */
export async function writeRenderSizes(
  source: Buffer,
  name: string,
  widths: readonly number[],
  aspect: number,
  out: string,
  stale: readonly RenderFile[] = [],
): Promise<RenderFile[]> {
  for (const file of stale)
    for (const each of [file.avif, file.webp, file.png])
      rmSync(path.join(out, each), { force: true });
  const files: RenderFile[] = [];
  for (const width of [...widths].sort((a, b) => a - b)) {
    const height = Math.round(width / aspect);
    const resized = sharp(source).resize(width, height, { fit: "fill", kernel: "lanczos3" });
    const stem = `${name}-${width}`;
    await resized
      .clone()
      .avif({ quality: 55, effort: 6 })
      .toFile(path.join(out, `${stem}.avif`));
    await resized
      .clone()
      .webp({ quality: 80, alphaQuality: 90, effort: 6 })
      .toFile(path.join(out, `${stem}.webp`));
    await resized
      .clone()
      .png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 })
      .toFile(path.join(out, `${stem}.png`));
    files.push({ width, height, avif: `${stem}.avif`, webp: `${stem}.webp`, png: `${stem}.png` });
  }
  return files;
}
