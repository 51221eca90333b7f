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
export const ACTION: Pose = [
  3, -91, 2, -81, 1, -73, 0, -59, 0, -49, -10, -74, -21, -66, -30, -58, 12, -75, 19, -89, 22, -104,
  -5, -48, -20, -38, -14, -18, 5, -48, 6, -25, 8, -3,
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

/** Curved accent rotation handle around a joint, arrowheads on both ends and a grab knob. */
function RotateHandle({ cx, cy, r }: { cx: number; cy: number; r: number }) {
  const pt = (deg: number, rr = r) => {
    const a = (deg * Math.PI) / 180;
    return `${cx + rr * Math.cos(a)} ${cy + rr * Math.sin(a)}`;
  };
  return (
    <g stroke={ACC}>
      <circle cx={cx} cy={cy} r={r - 8} strokeWidth="2" strokeDasharray="2 6" />
      <path
        d={`M${pt(195)}A${r} ${r} 0 0 1 ${pt(345)}M${pt(212, r - 7)}L${pt(195)}L${pt(212, r + 7)}M${pt(328, r - 7)}L${pt(345)}L${pt(328, r + 7)}`}
        strokeWidth="4"
      />
      <circle cx={cx} cy={cy - r} r="5.5" fill={PAPER} strokeWidth="3" />
    </g>
  );
}

export function StepOpenDoll({ className }: Props) {
  return (
    <Svg className={className}>
      <defs>
        <Tone id="StepOpenDollTone" />
      </defs>
      <path
        d="M236 132L266 137M229 165L254 182M88 172L70 186M84 135L55 142M76 103L44 97M85 67L74 59M124 56L106 23M158 41L157 21M199 41L209 21M220 73L243 56M243 99L274 92"
        stroke={LINE}
        strokeWidth="4"
      />
      <path
        d="M90 200v14a70 16 0 0 0 140 0v-14"
        fill="url(#StepOpenDollTone)"
        stroke={FG}
        strokeWidth="3.5"
      />
      <ellipse cx="160" cy="200" rx="70" ry="16" fill={PAPER} stroke={FG} strokeWidth="3.5" />
      <ellipse cx="160" cy="200" rx="42" ry="8" stroke={LINE} strokeWidth="2.5" />
      <path d="M76 218c-10-8-8-16 2-22M244 218c10-8 8-16-2-22" stroke={FG} strokeWidth="3" />
      <Doll pose={STAND} x={160} y={199} s={1.6} />
      <path
        d="M64 60l3 9 9 3-9 3-3 9-3-9-9-3 9-3zM258 50l2 7 7 2-7 2-2 7-2-7-7-2 7-2zM262 150l2 5 5 2-5 2-2 5-2-5-5-2 5-2z"
        fill={FG}
        stroke={FG}
        strokeWidth="1.5"
      />
    </Svg>
  );
}

export function StepSelectPose({ className }: Props) {
  return (
    <Svg className={className}>
      <ellipse cx="166" cy="212" rx="40" ry="7" fill={LINE} />
      <path d="M174 96l2 24 2 22" stroke={LINE} strokeWidth="8" />
      <path d="M188 140c22-20 26-56 12-82" stroke={LINE} strokeWidth="3" strokeDasharray="1 8" />
      <path d="M196 64l4-6 6 4" stroke={LINE} strokeWidth="3" />
      <Doll pose={ACTION} x={155} y={212} s={1.55} />
      <RotateHandle cx={155 - 20 * 1.55} cy={212 - 38 * 1.55} r={24} />
    </Svg>
  );
}

export function StepFreezeFrame({ className }: Props) {
  return (
    <Svg className={className}>
      <path
        d="M222 70l-34 26M232 84l-26 28M210 60l-30 16"
        stroke={LINE}
        strokeWidth="3"
        strokeDasharray="4 7"
      />
      <ellipse cx="132" cy="204" rx="40" ry="6" fill={LINE} />
      <Doll pose={ACTION} x={145} y={204} s={1.3} t={10} />
      <circle cx="236" cy="56" r="10" fill={PAPER} stroke={FG} strokeWidth="3.5" />
      <path d="M236 36v-6M256 56h6M250 42l4-4M222 42l-4-4M250 70l4 4" stroke={FG} strokeWidth="3" />
      <path
        d="M36 64V30h34M284 64V30h-34M36 176v34h34M284 176v34h-34"
        stroke={FG}
        strokeWidth="4.5"
      />
      <circle cx="54" cy="48" r="5" fill={ACC} />
      <rect x="244" y="172" width="22" height="18" rx="3" fill={FG} stroke={FG} strokeWidth="3" />
      <path d="M249 172v-6a6 6 0 0 1 12 0v6" stroke={FG} strokeWidth="3" />
      <circle cx="255" cy="181" r="2.5" fill={PAPER} />
    </Svg>
  );
}

export function HeroArt({ className }: Props) {
  return (
    <Svg className={className} vb="0 0 560 420">
      <path
        d="M450 210L640 210M475 237L634 259M493 268L620 302M444 275L600 337M456 301L580 365M410 294L557 389M416 322L528 413M411 353L488 438M360 339L438 462M338 369L378 480M297 341L317 489M270 364L262 490M239 383L215 486M227 347L176 479M197 362L139 468M195 324L100 453M157 331L56 430M112 327L12 397M123 285L-26 357M83 272L-53 315M114 241L-70 275M83 227L-77 241M54 210L-80 210M97 194L-77 179M73 171L-70 144M122 159L-53 103M112 127L-24 60M112 91L13 21M166 97L57 -10M173 66L99 -33M213 88L138 -48M222 62L174 -58M238 36L214 -66M270 66L262 -70M302 45L318 -69M327 82L380 -59M367 71L439 -41M411 66L489 -18M406 105L527 5M442 103L555 29M421 136L579 53M456 139L600 82M493 152L620 118M461 185L634 162"
        stroke={LINE}
        strokeWidth="3"
      />
      <rect x="78" y="58" width="170" height="324" rx="24" fill={FG} />
      <g stroke={FG}>
        <rect x="70" y="50" width="170" height="324" rx="24" fill={PAPER} strokeWidth="4" />
        <rect x="82" y="78" width="146" height="270" rx="8" fill={PAPER} strokeWidth="2.5" />
        <path d="M136 64h38M132 362h46" strokeWidth="4" />
        <ellipse cx="158" cy="318" rx="58" ry="13" stroke={LINE} strokeWidth="2.5" />
        <path
          d="M100 318h116M158 305v26M120 308l-10 20M196 308l10 20"
          stroke={LINE}
          strokeWidth="2"
        />
      </g>
      <g fill={LINE}>
        <circle cx="100" cy="96" r="5" />
        <circle cx="116" cy="96" r="5" />
        <circle cx="132" cy="96" r="5" />
      </g>
      <Doll pose={ACTION} x={158} y={318} s={1.7} t={12} />
      <RotateHandle cx={158 - 20 * 1.7} cy={318 - 38 * 1.7} r={22} />
      <g transform="rotate(4 400 220)">
        <rect x="306" y="78" width="200" height="290" fill={FG} />
        <rect x="298" y="70" width="200" height="290" fill={PAPER} stroke={FG} strokeWidth="3.5" />
        <path d="M350 180q40 40 50 140" stroke={LINE} strokeWidth="3" />
        <path d="M352 322h96" stroke={LINE} strokeWidth="2.5" />
        <Doll pose={ACTION} x={398} y={322} s={1.7} t={12} mode="sketch" />
      </g>
      <g transform="translate(441 150) rotate(-42)" stroke={FG} strokeWidth="3">
        <path d="M0 0L26-9V9z" fill={PAPER} />
        <path d="M0 0L8-3V3z" fill={FG} />
        <rect x="26" y="-9" width="84" height="18" fill={PAPER} />
        <path d="M26-3H110M26 3H110" strokeWidth="1.5" />
        <rect x="110" y="-9" width="12" height="18" fill={LINE} />
        <rect x="122" y="-9" width="18" height="18" rx="5" fill={ACC} />
      </g>
      <path d="M420 126l-10-8M412 138l-14-2M428 118l-4-12" stroke={FG} strokeWidth="3" />
    </Svg>
  );
}
