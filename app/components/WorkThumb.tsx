import type { WorkVariant } from "../../contract/works.ts";

/**
 * A work's thumbnail beside its title, which names it (so the image is decorative), at its own
 * size so nothing shifts while it loads.
 */
export function WorkThumb({
  thumbnail,
  lazy = false,
  className,
}: {
  thumbnail: WorkVariant;
  lazy?: boolean;
  className: string;
}) {
  return (
    <img
      src={thumbnail.url}
      alt=""
      width={thumbnail.width}
      height={thumbnail.height}
      loading={lazy ? "lazy" : undefined}
      className={className}
    />
  );
}
