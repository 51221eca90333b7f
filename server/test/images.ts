import sharp, { type OverlayOptions } from "sharp";

/**
 * A phone photo of `width` × `height` stored sideways (EXIF orientation 6), with a camera make
 * and a GPS position: what uploads must turn upright and strip. `marks` are drawn on the stored
 * image first, to tell which way up it came out.
 */
export function phonePhoto(width: number, height: number, marks: OverlayOptions[] = []) {
  const image = sharp({ create: { width, height, channels: 3, background: "#3a6" } });
  return (marks.length ? image.composite(marks) : image)
    .jpeg()
    .withExif({
      IFD0: { Make: "Phone" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "35/1 41/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}
