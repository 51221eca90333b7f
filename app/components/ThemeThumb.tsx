import type { ReactNode } from "react";
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

/**
 * A card of the theme pages: a render across its top (the first two of a page load eagerly),
 * then its words. `hoverGroup` lets the words react to a hover anywhere on the card. It lives
 * here, with the picture, so the theme pages load the two in one request.
 */
export function ThemeCard({
  as: Frame,
  thumbs,
  alt,
  sizes,
  eager,
  hoverGroup = false,
  children,
}: {
  as: "article" | "figure";
  thumbs: Thumb[];
  alt: string;
  sizes: string;
  eager: boolean;
  hoverGroup?: boolean;
  children: ReactNode;
}) {
  return (
    <Frame
      className={`ink-panel ${hoverGroup ? "group " : ""}flex h-full flex-col overflow-hidden`}
    >
      <div className="border-b-2 border-fg">
        <ThemeThumb thumbs={thumbs} alt={alt} sizes={sizes} eager={eager} />
      </div>
      {children}
    </Frame>
  );
}
