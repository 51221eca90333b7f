/**
 * Inkdoll home-page illustrations: hand-drawn line art in ink, paper and one accent.
 * Colours come from CSS variables so every drawing follows light and dark mode.
 */
import { type ReactNode, useState } from "react";
import { isHydrating } from "../../lib/hydration.ts";

type Props = { className?: string };

const FG = "var(--fg)";
const PAPER = "var(--raised)";
const ACC = "var(--color-accent)";
const LINE = "var(--line)";

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
function Svg({
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
function Tone({ id, size = 6, r = 1.1 }: { id: string; size?: number; r?: number }) {
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
const STAND: Pose = [
  0, -90, 0, -80, 0, -72, 0, -58, 0, -48, -11, -74, -13, -59, -14, -45, 11, -74, 13, -59, 14, -45,
  -5.5, -47, -6, -25, -6, -3, 5.5, -47, 6, -25, 6, -3,
];
const ACTION: Pose = [
  3, -91, 2, -81, 1, -73, 0, -59, 0, -49, -10, -74, -21, -66, -30, -58, 12, -75, 19, -89, 22, -104,
  -5, -48, -20, -38, -14, -18, 5, -48, 6, -25, 8, -3,
];
const RUN: Pose = [
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
function Doll({
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

export function AssetPoses({ className }: Props) {
  return (
    <Svg className={className}>
      {[68, 160, 252].map((cx) => (
        <ellipse key={cx} cx={cx} cy="206" rx="36" ry="8" fill={LINE} />
      ))}
      <Doll pose={STAND} x={68} y={204} s={1.35} t={11} mode="solid" />
      <Doll pose={ACTION} x={160} y={204} s={1.35} t={11} mode="solid" />
      <Doll pose={RUN} x={248} y={196} s={1.35} t={11} mode="solid" />
    </Svg>
  );
}

export function AssetCharacters({ className }: Props) {
  return (
    <Svg className={className}>
      <defs>
        <Tone id="AssetCharactersTone" size={5} r={0.9} />
      </defs>
      <g stroke={FG} strokeWidth="3.5">
        <path
          d="M180 124c-4-40 18-62 44-62s48 22 44 62l6 84h-100z"
          fill="url(#AssetCharactersTone)"
        />
        <path d="M214 200v-28h20v28z" fill={PAPER} />
        <path d="M166 240c4-28 22-38 44-42h28c22 4 40 14 44 42" fill={PAPER} />
        <path d="M210 198l14 18 14-18" />
        <path d="M194 112c0 38 14 58 30 64 16-6 30-26 30-64" fill={PAPER} />
        <path
          d="M190 126c-6-34 10-52 34-52s40 18 34 52l-8-20-6 14-8-18-8 18-8-18-8 18-8-18-6 14z"
          fill="url(#AssetCharactersTone)"
        />
        <path d="M192 122c-4 30-2 50-10 70M256 122c4 30 2 50 10 70" />
        <path d="M252 76l16-12 2 20zM252 76l-10-16-6 18z" fill={ACC} />
        <path d="M200 130q9-7 19-1M229 129q10-6 19 1M218 158q6 4 12 0" />
      </g>
      <ellipse cx="210" cy="138" rx="5" ry="7" fill={FG} />
      <ellipse cx="238" cy="138" rx="5" ry="7" fill={FG} />
      <g stroke={FG} strokeWidth="3.5">
        <path d="M36 240c4-30 26-44 48-46h32c22 2 44 16 48 46" fill={PAPER} />
        <path d="M88 196v-30h24v30z" fill={PAPER} />
        <path d="M80 190q20 12 40 0l2 10q-22 14-44 0zM116 200l14 20 6-12" fill={ACC} />
        <path d="M70 110c0 40 14 60 30 66 16-6 30-26 30-66" fill={PAPER} />
        <path d="M70 126c-8-2-9 14 2 16M130 126c8-2 9 14-2 16" />
        <path
          d="M66 134l-6-26-14-8 16-8-6-26 22 10 6-28 16 20 16-22 6 26 22-10-6 28 16 8-14 10-6 26-6-22-8-14-8 10-8-14-8 14-10-12-8 16z"
          fill={FG}
        />
        <path d="M78 118l16 5M122 118l-16 5M78 129q8-6 16-1M106 128q8-5 16 1M94 156q6 3 12-1" />
        <path d="M100 142l-2 6h3" strokeWidth="2.5" />
      </g>
      <ellipse cx="87" cy="135" rx="4" ry="5.5" fill={FG} />
      <ellipse cx="113" cy="135" rx="4" ry="5.5" fill={FG} />
      <circle cx="86" cy="133" r="1.5" fill={PAPER} />
      <circle cx="112" cy="133" r="1.5" fill={PAPER} />
      <circle cx="208" cy="135" r="2" fill={PAPER} />
      <circle cx="236" cy="135" r="2" fill={PAPER} />
    </Svg>
  );
}

export function AssetProps({ className }: Props) {
  return (
    <Svg className={className}>
      <ellipse cx="200" cy="220" rx="64" ry="9" fill={LINE} />
      <g transform="translate(46 222) rotate(-66)" stroke={FG} strokeWidth="3">
        <path d="M58-5Q140-10 218-1Q204 5 192 5Q130 1 58 5z" fill={PAPER} />
        <path d="M66 1Q130-1 190 1" stroke={LINE} strokeWidth="2" />
        <rect x="0" y="-6" width="50" height="12" rx="4" fill={FG} />
        <path d="M8-5l8 10M18-5l8 10M28-5l8 10M38-5l8 10" stroke={PAPER} strokeWidth="2" />
        <ellipse cx="53" cy="0" rx="4" ry="14" fill={ACC} />
      </g>
      <g stroke={FG} strokeWidth="3.5">
        <path d="M220 146v48M152 154v62M252 162v56M182 174v54" />
        <path d="M150 150l70-10 32 16-70 12z" fill={PAPER} />
        <path d="M150 150v8l32 18v-8zM182 176l70-12v-8l-70 12z" fill={PAPER} />
        <path d="M152 150V74M218 140V64" strokeWidth="6" />
        <path d="M150 72l70-10v14l-70 10z" fill={PAPER} />
        <path d="M152 112l66-10" />
      </g>
      <g stroke={FG} strokeWidth="3">
        <ellipse cx="204" cy="154" rx="20" ry="5" fill={PAPER} />
        <path d="M190 130h28c0 16-5 22-14 22s-14-6-14-22z" fill={PAPER} />
        <path d="M217 135c9-1 9 11-2 11" />
        <ellipse cx="204" cy="130" rx="14" ry="3.5" fill={PAPER} />
        <path d="M191 138h26" stroke={ACC} strokeWidth="3.5" />
      </g>
      <path d="M198 120c-4-6 4-9 0-15M210 120c-4-6 4-9 0-15" stroke={LINE} strokeWidth="3" />
    </Svg>
  );
}

export function AssetScenes({ className }: Props) {
  return (
    <Svg className={className}>
      <defs>
        <Tone id="AssetScenesTone" />
      </defs>
      <path d="M0 112h320" stroke={LINE} strokeWidth="2.5" />
      <path
        d="M8 112L168 36L312 112L168 206ZM8 112L168 224L312 112"
        stroke={ACC}
        strokeWidth="1.5"
        strokeDasharray="3 6"
      />
      <g stroke={FG} strokeWidth="3.5">
        <path d="M168 36L64 85.4V144.9L168 206z" fill={PAPER} />
        <path d="M168 36L262 85.6V144.6L168 206z" fill="url(#AssetScenesTone)" />
        <path d="M64 88.9L168 46L262 89.1M20 120.4L168 224L300 121.3" strokeWidth="3" />
        <path
          d="M150 62.3L128 70L128 88L150 83.6ZM150 99.6L128 101.5L128 119.5L150 120.9ZM112 75.6L92 82.6L92 95.2L112 91.2ZM112 102.9L92 104.7L92 117.3L112 118.5Z"
          fill={FG}
          strokeWidth="2.5"
        />
        <path
          d="M186 63L212 73.1L212 89.8L186 84ZM186 99.8L212 102.3L212 118.9L186 120.8ZM232 80.9L252 88.7L252 98.7L232 94.2ZM232 104.2L252 106.2L252 116.2L232 117.6Z"
          fill={PAPER}
          strokeWidth="2.5"
        />
        <path d="M196 187.7L196 142.6L220 136.3L220 172.1" fill={FG} strokeWidth="3" />
      </g>
      <circle cx="8" cy="112" r="5" fill={ACC} />
      <circle cx="312" cy="112" r="5" fill={ACC} />
    </Svg>
  );
}

export function ProblemBody({ className }: Props) {
  const marks = [30, 58, 86, 114, 142, 170, 198, 226];
  return (
    <Svg className={className}>
      <g stroke={ACC}>
        <path
          d={marks.map((m) => `M96 ${m}H214`).join("")}
          strokeWidth="1.5"
          strokeDasharray="3 6"
        />
        <path d={`M232 30V226${marks.map((m) => `M226 ${m}h12`).join("")}`} strokeWidth="3" />
        {marks.slice(1).map((m) => (
          <ellipse key={m} cx="70" cy={m - 14} rx="10" ry="13" strokeWidth="2.5" />
        ))}
      </g>
      <Doll pose={STAND} x={155} y={224} s={2} t={13} />
    </Svg>
  );
}

export function ProblemLighting({ className }: Props) {
  return (
    <Svg className={className}>
      <defs>
        <Tone id="ProblemLightingTone" />
      </defs>
      <path d="M20 180h280" stroke={LINE} strokeWidth="3" />
      <path
        d="M80 64l30 24M66 78l22 36M96 52l36 14"
        stroke={LINE}
        strokeWidth="3"
        strokeDasharray="4 7"
      />
      <ellipse cx="222" cy="184" rx="76" ry="13" fill="url(#ProblemLightingTone)" />
      <ellipse cx="150" cy="180" rx="34" ry="6" fill={FG} />
      <circle cx="140" cy="118" r="62" fill={PAPER} />
      <path
        d="M180.8 71.3A62 62 0 0 1 99.2 164.7A62 26 -48.9 0 0 180.8 71.3Z"
        fill="url(#ProblemLightingTone)"
      />
      <path d="M99.2 164.7A62 26 -48.9 0 0 180.8 71.3" stroke={ACC} strokeWidth="3" />
      <circle cx="140" cy="118" r="62" stroke={FG} strokeWidth="3.5" />
      <circle cx="62" cy="50" r="11" fill={ACC} />
      <path
        d="M62 28v-8M62 72v8M40 50h-8M84 50h8M46 34l-5-5M78 34l5-5M46 66l-5 5M78 66l5 5"
        stroke={ACC}
        strokeWidth="3"
      />
    </Svg>
  );
}

export function ProblemPerspective({ className }: Props) {
  return (
    <Svg className={className}>
      <defs>
        <Tone id="ProblemPerspectiveTone" />
      </defs>
      <path d="M0 40h320" stroke={LINE} strokeWidth="2.5" />
      <path
        d="M14 40L96 61.3M14 40L121 127.9M14 40L160 160M306 40L228 60.3M306 40L202.3 125.3M306 40L160 160M160 232L121 127.9M160 232L202.3 125.3M160 232V160"
        stroke={ACC}
        strokeWidth="1.5"
        strokeDasharray="3 6"
      />
      <g stroke={FG} strokeWidth="3.5">
        <path d="M160 78L96 61.3L164.9 54.3L228 60.3z" fill={PAPER} />
        <path d="M160 78L96 61.3L121 127.9L160 160z" fill={PAPER} />
        <path d="M160 78L228 60.3L202.3 125.3L160 160z" fill="url(#ProblemPerspectiveTone)" />
        <path
          d="M151.1 87.2L136.1 82.1L138.5 96.9L152.1 103.1ZM123.9 77.9L108.4 72.5L112.4 85L127.1 91.7ZM152.8 115.1L140.3 108.3L142.8 124.2L153.8 131.4ZM129.7 102.6L115.7 95L120.4 109.5L133.3 118Z"
          fill={FG}
          strokeWidth="2"
        />
        <path
          d="M169.4 87L185.4 81.5L182.9 96.2L168.4 102.9ZM198.4 77.1L214.9 71.4L210.8 83.5L195 90.7ZM167.6 114.9L181 107.6L178.3 123.4L166.6 131.1ZM192.3 101.5L207.4 93.3L202.5 107.6L188.6 116.7Z"
          fill={PAPER}
          strokeWidth="2"
        />
      </g>
      <circle cx="14" cy="40" r="5" fill={ACC} />
      <circle cx="306" cy="40" r="5" fill={ACC} />
      <circle cx="160" cy="232" r="5" fill={ACC} />
    </Svg>
  );
}

export function ProblemComposition({ className }: Props) {
  return (
    <Svg className={className}>
      <defs>
        <Tone id="ProblemCompositionTone" size={5} r={0.9} />
      </defs>
      <rect x="88" y="24" width="156" height="204" fill={FG} />
      <g stroke={FG} strokeWidth="3">
        <rect x="82" y="18" width="156" height="204" fill={PAPER} />
        <rect x="92" y="28" width="136" height="76" fill={PAPER} />
        <path d="M92 110h68l-14 102H92z" fill="url(#ProblemCompositionTone)" />
        <path d="M166 110h62v102h-76z" fill={PAPER} />
        <path d="M92 84q30-22 56-6t80-10" strokeWidth="2.5" />
        <path
          d="M182 140l40-24M192 126l20-12M178 160l50-10M176 182l52 6M184 200l36 12M172 170l40-2"
          strokeWidth="2"
        />
        <ellipse cx="117" cy="146" rx="17" ry="12" fill={PAPER} strokeWidth="2.5" />
        <path d="M110 157l-4 10 12-8" fill={PAPER} strokeWidth="2.5" />
      </g>
      <Doll pose={RUN} x={183} y={92} s={0.42} t={4.5} mode="solid" bare />
      <circle cx="137" cy="50" r="7" stroke={FG} strokeWidth="2.5" />
      <path d="M137.3 28v76M182.7 28v76M92 53.3h136M92 78.7h136" stroke={ACC} strokeWidth="1.5" />
      <g fill={ACC}>
        <circle cx="137.3" cy="53.3" r="3" />
        <circle cx="182.7" cy="53.3" r="3" />
        <circle cx="137.3" cy="78.7" r="3" />
        <circle cx="182.7" cy="78.7" r="3" />
      </g>
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
