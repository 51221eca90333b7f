import type { ReactNode } from "react";

/**
 * A labelled select of the inbox (the filters, an inquiry's state and assignee): the label wraps
 * it, `first` are the options before the list's own ([value, words] pairs).
 */
export function ChoiceSelect({
  label,
  value,
  onChange,
  options,
  first,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [string, string])[];
  first?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <label className="block font-bold">
      {label}
      <select
        className="field-input mt-1.5"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {first}
        {options.map(([key, words]) => (
          <option key={key} value={key}>
            {words}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The staff an inquiry can be assigned to, as options. */
export function assigneeOptions(people: readonly { userId: number; nickname: string }[]) {
  return people.map((person) => [String(person.userId), person.nickname] as const);
}
