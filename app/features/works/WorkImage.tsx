import type { WorkFormat, WorkVariant } from "../../../contract/works.ts";

const TYPES: Record<WorkFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

/**
 * A work's image: AVIF, else WebP, else JPEG, the width the layout needs picked from `sizes`.
 * The width and height attributes reserve its box (no layout shift), and the thumbhash
 * placeholder sits under it until the image covers it.
 */
export function WorkImage({
  variants,
  width,
  height,
  alt,
  sizes,
  placeholderUrl,
  priority = "lazy",
}: {
  variants: WorkVariant[];
  width: number;
  height: number;
  alt: string;
  sizes: string;
  placeholderUrl: string | null;
  /** `high`: the page's largest image (LCP); `eager`: on the first screen; `lazy`: below it. */
  priority?: "high" | "eager" | "lazy";
}) {
  const of = (format: WorkFormat) => variants.filter((v) => v.format === format);
  const jpeg = of("jpeg");
  const fallback = jpeg.find((v) => v.width >= 720) ?? jpeg.at(-1);
  if (!fallback) return null;
  return (
    <div className="relative overflow-hidden bg-surface">
      {placeholderUrl ? (
        <img
          src={placeholderUrl}
          alt=""
          aria-hidden="true"
          width={width}
          height={height}
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : null}
      <picture>
        {(["avif", "webp"] as const).map((format) => (
          <source
            key={format}
            type={TYPES[format]}
            srcSet={of(format)
              .map((v) => `${v.url} ${v.width}w`)
              .join(", ")}
            sizes={sizes}
          />
        ))}
        <img
          src={fallback.url}
          srcSet={jpeg.map((v) => `${v.url} ${v.width}w`).join(", ")}
          sizes={sizes}
          alt={alt}
          width={width}
          height={height}
          loading={priority === "lazy" ? "lazy" : "eager"}
          fetchPriority={priority === "high" ? "high" : undefined}
          decoding="async"
          className="relative block h-auto w-full"
        />
      </picture>
    </div>
  );
}
