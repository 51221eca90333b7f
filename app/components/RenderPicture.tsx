import { type RenderId, renderImg, renderSrcSet } from "../lib/renders.ts";

/**
 * One doll render as `<picture>`: AVIF, then WebP, then PNG for browsers with neither. The
 * renders are black ink on a transparent ground, so the frame keeps a fixed paper colour in both
 * colour schemes: ink lines on the dark page background would vanish.
 */
export function RenderPicture({
  id,
  alt,
  sizes,
  priority = false,
  className,
}: {
  id: RenderId;
  alt: string;
  sizes: string;
  /** The hero: fetched first and never lazily. Everything else loads as it nears the viewport. */
  priority?: boolean;
  className?: string;
}) {
  const img = renderImg(id);
  return (
    <picture>
      <source type="image/avif" srcSet={renderSrcSet(id, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={renderSrcSet(id, "webp")} sizes={sizes} />
      <img
        src={img.src}
        srcSet={img.srcSet}
        sizes={sizes}
        width={img.width}
        height={img.height}
        alt={alt}
        {...(priority
          ? { fetchPriority: "high" as const }
          : { loading: "lazy" as const, decoding: "async" as const })}
        className={className}
      />
    </picture>
  );
}

/** The paper behind every render; a literal colour on purpose (see above). */
export const PAPER_FRAME = "bg-[#fbf8f1]";
