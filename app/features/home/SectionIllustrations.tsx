/**
 * The home page's problem drawings, in the same ink, paper and accent as the rest
 * (the shared pieces are in Illustrations.tsx).
 */
import type { ReactNode } from "react";
import { ACC, Doll, FG, LINE, PAPER, type Props, RUN, STAND, Svg, Tone } from "./Illustrations.tsx";

/** A drawing with one screentone, filled in as `url(#tone)`. */
function TonedSvg({
  className,
  tone,
  size,
  r,
  children,
}: Props & { tone: string; size?: number; r?: number; children: ReactNode }) {
  return (
    <Svg className={className}>
      <defs>
        <Tone id={tone} size={size} r={r} />
      </defs>
      {children}
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
    <TonedSvg className={className} tone="ProblemLightingTone">
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
    </TonedSvg>
  );
}

export function ProblemPerspective({ className }: Props) {
  return (
    <TonedSvg className={className} tone="ProblemPerspectiveTone">
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
    </TonedSvg>
  );
}

export function ProblemComposition({ className }: Props) {
  return (
    <TonedSvg className={className} tone="ProblemCompositionTone" size={5} r={0.9}>
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
    </TonedSvg>
  );
}
