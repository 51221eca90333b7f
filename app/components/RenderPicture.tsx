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

/**
 * A step of "how it works" (the home page, /pose without WebGL): a render on its paper, then the
 * step's title and words. `number` puts the step's number on the paper, in the light accent
 * that reads on the paper in both schemes.
 */
export function StepCard({
  id,
  alt,
  title,
  body,
  number,
}: {
  id: RenderId;
  alt: string;
  title: string;
  body: string;
  number?: number;
}) {
  return (
    <li className={`ink-panel ${number === undefined ? "" : "relative "}overflow-hidden`}>
      {number === undefined ? null : (
        <span
          className="absolute left-4 top-3 text-5xl font-black text-[#b8241b]"
          aria-hidden="true"
        >
          {number}
        </span>
      )}
      <div className={`border-b-2 border-fg ${PAPER_FRAME}`}>
        <RenderPicture
          id={id}
          alt={alt}
          sizes="(min-width: 768px) 20rem, 92vw"
          className="mx-auto block aspect-[4/3] h-auto w-full max-w-xs object-contain"
        />
      </div>
      <div className="p-5">
        <h3 className="text-xl font-black">{title}</h3>
        <p className="mt-2 text-muted">{body}</p>
      </div>
    </li>
  );
}
