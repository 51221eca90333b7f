import type { ReactNode } from "react";
import type { PageKey } from "../../../contract/pages.ts";
import { useMessages } from "../../lib/i18n.tsx";

/** A console page: its title from the page table, then the section's own screens. */
export function ConsoleSection({ page, children }: { page: PageKey; children?: ReactNode }) {
  const m = useMessages();
  return (
    <section aria-labelledby={`console-${page}`} className="grid gap-6">
      <h1 id={`console-${page}`} className="text-3xl font-black">
        {m.pageTitle[page]}
      </h1>
      {children}
    </section>
  );
}
