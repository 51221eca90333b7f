import type { FormEvent, ReactNode } from "react";

/**
 * A console list's filters, in a panel above it: a form named `label`, its fields in a grid of
 * two columns, and `columns` of them on a wide screen.
 */
export function FilterPanel({
  label,
  columns,
  onSubmit,
  children,
}: {
  label: string;
  columns: "xl:grid-cols-4" | "xl:grid-cols-5";
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form
      aria-label={label}
      className={`ink-panel grid gap-3 p-4 sm:grid-cols-2 ${columns}`}
      onSubmit={onSubmit}
    >
      {children}
    </form>
  );
}
