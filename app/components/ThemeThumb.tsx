import type { ThemeThumb as Thumb } from "../../contract/themes.ts";

/**
 * A pose render rendered by the doll (scripts/theme-renders.ts): AVIF, else WebP, the width the
 * layout needs picked from `sizes`. Size given, so nothing shifts while it loads.
 */
export function ThemeThumb({
  thumbs,
  alt,
  sizes,
  eager = false,
}: {
  thumbs: Thumb[];
  alt: string;
  sizes: string;
  eager?: boolean;
}) {
  const smallest = thumbs[0];
  if (!smallest) return null;
  const srcset = (format: "avif" | "webp") =>
    thumbs.map((thumb) => `${thumb[format]} ${thumb.width}w`).join(", ");
  return (
    <picture>
      <source type="image/avif" srcSet={srcset("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcset("webp")} sizes={sizes} />
      <img
        src={smallest.webp}
        alt={alt}
        width={smallest.width}
        height={smallest.height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="block h-auto w-full bg-[#fafaf7]"
      />
    </picture>
  );
}
