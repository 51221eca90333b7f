/**
 * A page whose share card is its own picture (a theme's cover, a work): seoMeta's tags with
 * `image` as og:image instead of the site's, and the picture's size when there is one.
 */
export function withShareImage<T extends object>(
  tags: readonly T[],
  image: string,
  size: { width: number; height: number } | undefined,
) {
  return [
    ...tags.map((tag) =>
      "property" in tag && tag.property === "og:image" ? { ...tag, content: image } : tag,
    ),
    ...(size
      ? [
          { property: "og:image:width", content: String(size.width) },
          { property: "og:image:height", content: String(size.height) },
        ]
      : []),
  ];
}
