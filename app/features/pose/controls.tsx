import { type ButtonHTMLAttributes, type ReactNode, useId } from "react";
import type { Range } from "../../../contract/pose.ts";

/** A labelled range with its value shown beside the label. */
export function Slider({
  label,
  value,
  range: [min, max],
  step,
  shown,
  onChange,
}: {
  label: string;
  value: number;
  range: Range;
  step: number;
  /** The value as text, with its unit. */
  shown: string;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        <output htmlFor={id} className="tabular-nums text-muted">
          {shown}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={shown}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        className="h-11 w-full cursor-pointer accent-[var(--color-accent)] disabled:cursor-not-allowed"
      />
    </div>
  );
}

/** One slider of a settings object: the number it sets, its words, range, step and shown value. */
export type SliderSpec<K extends string> = {
  key: K;
  label: string;
  range: Range;
  step: number;
  /** The value as text, with its unit. */
  shown: (value: number) => string;
};

/** A slider per number of `of`; each hands back the whole object with its number changed. */
export function Sliders<K extends string, T extends Record<K, number>>({
  of,
  specs,
  onChange,
}: {
  of: T;
  specs: readonly SliderSpec<K>[];
  onChange: (next: T) => void;
}) {
  return specs.map((spec) => (
    <Slider
      key={spec.key}
      label={spec.label}
      value={of[spec.key]}
      range={spec.range}
      step={spec.step}
      shown={spec.shown(of[spec.key])}
      onChange={(value) => onChange({ ...of, [spec.key]: value })}
    />
  ));
}

/** A radio button hidden inside its label, which is drawn as the option (a pill, a tab). */
export function RadioOption({
  name,
  label,
  checked,
  onSelect,
  className,
}: {
  name: string;
  label: string;
  checked: boolean;
  onSelect: () => void;
  className: string;
}) {
  return (
    <label className={className}>
      <input type="radio" name={name} className="sr-only" checked={checked} onChange={onSelect} />
      {label}
    </label>
  );
}

/** One of a few options, as a row of pill-shaped radio buttons. */
export function Choice<T extends string | number>({
  legend,
  options,
  value,
  onChange,
  hideLegend = false,
}: {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  hideLegend?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className={hideLegend ? "sr-only" : "mb-1.5 text-sm font-semibold"}>{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map((option) => (
          <RadioOption
            key={option.value}
            name={name}
            label={option.label}
            checked={option.value === value}
            onSelect={() => onChange(option.value)}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-full border-2 border-fg bg-surface px-3 text-sm font-bold has-checked:bg-fg has-checked:text-surface has-disabled:cursor-not-allowed has-disabled:opacity-60 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent"
          />
        ))}
      </div>
    </fieldset>
  );
}

/** A labelled checkbox. */
export function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold has-disabled:cursor-not-allowed has-disabled:opacity-60">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        className="h-5 w-5 accent-[var(--color-accent)]"
      />
      {label}
    </label>
  );
}

/** A small button of a panel: add a doll, mirror the pose, a camera angle. */
export function PanelButton({
  children,
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "className">) {
  return (
    <button type="button" className="btn btn-secondary min-h-11 px-4 py-1.5 text-sm" {...button}>
      {children}
    </button>
  );
}

/** A titled block inside a panel. */
export function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-xs font-bold uppercase tracking-widest text-muted">
        {title}
      </h2>
      {children}
    </section>
  );
}
