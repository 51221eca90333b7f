/** The accent marks a list's items may carry. */
const MARKS = {
  diamond: "h-2.5 w-2.5 rotate-45",
  dot: "h-2 w-2 rounded-full",
} as const;

/** A list of short texts, each after an accent mark (which assistive technology skips). */
export function BulletList({
  items,
  mark,
  className,
}: {
  items: readonly string[];
  mark: keyof typeof MARKS;
  className: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span aria-hidden="true" className={`mt-2 ${MARKS[mark]} shrink-0 bg-accent`} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
