/**
 * A daily bar chart drawn as SVG by the console itself (ADR 0012): no chart library, so no bytes
 * beyond this component, and nothing reaches public pages. The SVG is an image with a label; the
 * numbers are in the table next to it.
 */
export function StatsChart({ label, values }: { label: string; values: readonly number[] }) {
  const width = 300;
  const height = 80;
  const max = Math.max(1, ...values);
  const step = width / Math.max(1, values.length);
  const gap = values.length > 40 ? 0.5 : 1.5;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      className="h-24 w-full text-fg"
    >
      <line x1="0" y1={height - 0.5} x2={width} y2={height - 0.5} className="stroke-line" />
      {values.map((value, i) => {
        const h = value === 0 ? 0 : Math.max(1.5, (value / max) * (height - 4));
        return (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: one bar per day, in day order.
            key={i}
            x={i * step + gap / 2}
            y={height - h}
            width={Math.max(0.5, step - gap)}
            height={h}
            className="fill-current"
          />
        );
      })}
    </svg>
  );
}
