/**
 * Inkdoll home-page illustrations: hand-drawn line art in ink, paper and one accent.
 * Colours come from CSS variables so every drawing follows light and dark mode.
 */
import { type ReactNode, useState } from "react";
import { isHydrating } from "../../lib/hydration.ts";

export type Props = { className?: string };

export const FG = "var(--fg)";
export const PAPER = "var(--raised)";
export const ACC = "var(--color-accent)";
export const LINE = "var(--line)";

/** Tells React to keep the drawing the server rendered, as it is (see Svg). */
const SERVER_MARKUP = { __html: "" };

/**
 * The drawings are inert (aria-hidden, no state, no events) and make up about two thirds of
 * the home page's elements. When the page is hydrated, each drawing keeps the server's
 * markup: React adopts the `<svg>` element without walking the hundreds of shapes inside it,
 * which is most of the hydration work on a slow phone. A drawing mounted later, after a
 * client-side navigation, renders normally. The choice is made once per drawing, so it never
 * switches between the two on re-render.
 */
export function Svg({
  className,
  children,
  vb = "0 0 320 240",
}: Props & { children: ReactNode; vb?: string }) {
  const [adopt] = useState(isHydrating);
  const content = adopt
    ? { suppressHydrationWarning: true, dangerouslySetInnerHTML: SERVER_MARKUP }
    : { children };
  return (
    <svg
      viewBox={vb}
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...content}
    />
  );
}

/** Screentone: staggered ink dots on paper. */
export function Tone({ id, size = 6, r = 1.1 }: { id: string; size?: number; r?: number }) {
  const h = size / 2;
  return (
    <pattern id={id} width={size} height={size} patternUnits="userSpaceOnUse">
      <rect width={size} height={size} fill={PAPER} />
      <circle cx={h / 2} cy={h / 2} r={r} fill={FG} />
      <circle cx={h * 1.5} cy={h * 1.5} r={r} fill={FG} />
    </pattern>
  );
}

/*
 * Mannequin poses as [x, y] pairs, origin on the ground between the feet, y up is negative:
 * head, neck, chest, waist, pelvis, shoulderL, elbowL, handL, shoulderR, elbowR, handR,
 * hipL, kneeL, footL, hipR, kneeR, footR.
 */
type Pose = readonly number[];
export const STAND: Pose = [
  0, -90, 0, -80, 0, -72, 0, -58, 0, -48, -11, -74, -13, -59, -14, -45, 11, -74, 13, -59, 14, -45,
  -5.5, -47, -6, -25, -6, -3, 5.5, -47, 6, -25, 6, -3,
];
export const RUN: Pose = [
  6, -88, 5, -78, 3, -71, 1, -57, 0, -47, -8, -72, -15, -60, -24, -66, 13, -71, 21, -59, 31, -65,
  -5, -46, -11, -25, -25, -12, 5, -46, 20, -36, 18, -16,
];
/** [from, to, width factor]; back limbs, torso, then front limbs. */
const SEGS = [
  [11, 12, 1],
  [12, 13, 0.9],
  [5, 6, 0.85],
  [6, 7, 0.75],
  [3, 4, 0.8],
  [11, 14, 1.3],
  [5, 8, 1],
  [1, 2, 0.6],
  [2, 3, 1.9],
  [14, 15, 1],
  [15, 16, 0.9],
  [8, 9, 0.85],
  [9, 10, 0.75],
] as const;
const JOINTS = [1, 5, 6, 8, 9, 11, 12, 14, 15];

/** A wooden artist's mannequin: outlined ("wood"), filled ("solid") or as construction ovals ("sketch"). */
export function Doll({
  pose,
  x,
  y,
  s,
  t = 12,
  mode = "wood",
  bare = false,
}: {
  pose: Pose;
  x: number;
  y: number;
  s: number;
  t?: number;
  mode?: "wood" | "solid" | "sketch";
  bare?: boolean;
}) {
  const p = (i: number): [number, number] => [
    x + s * (pose[i * 2] ?? 0),
    y + s * (pose[i * 2 + 1] ?? 0),
  ];
  const [hx, hy] = p(0);
  const head = { cx: hx, cy: hy, rx: 5.8 * s, ry: 7 * s };
  return (
    <g>
      {SEGS.map(([a, b, f]) => {
        const [ax, ay] = p(a);
        const [bx, by] = p(b);
        const w = t * f;
        if (mode === "sketch") {
          const len = Math.hypot(bx - ax, by - ay);
          const deg = (Math.atan2(by - ay, bx - ax) * 180) / Math.PI;
          const cx = (ax + bx) / 2;
          const cy = (ay + by) / 2;
          return (
            <ellipse
              key={`${a}-${b}`}
              cx={cx}
              cy={cy}
              rx={len / 2 + w * 0.35}
              ry={w / 2}
              transform={`rotate(${deg} ${cx} ${cy})`}
              stroke={FG}
              strokeWidth="2.5"
            />
          );
        }
        const d = `M${ax} ${ay}L${bx} ${by}`;
        return (
          <g key={`${a}-${b}`}>
            <path d={d} stroke={FG} strokeWidth={w} />
            {mode === "wood" && <path d={d} stroke={PAPER} strokeWidth={w - 6} />}
          </g>
        );
      })}
      <ellipse
        {...head}
        fill={mode === "solid" ? FG : mode === "wood" ? PAPER : "none"}
        stroke={FG}
        strokeWidth={mode === "sketch" ? 2.5 : 3}
      />
      {bare ||
        JOINTS.map((j) => {
          const [cx, cy] = p(j);
          return <circle key={j} cx={cx} cy={cy} r={t * 0.27} fill={ACC} />;
        })}
    </g>
  );
}
