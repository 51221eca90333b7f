import type { TocEntry } from "../../contract/documents.ts";

export function Toc({ entries, label }: { entries: TocEntry[]; label: string }) {
  if (entries.length < 2) return null;
  return (
    <nav aria-label={label} className="text-sm">
      <p className="font-bold uppercase tracking-widest text-muted">{label}</p>
      <ol className="mt-3 grid gap-1 border-l-2 border-line">
        {entries.map((entry) => (
          <li key={entry.id} className={entry.level === 3 ? "pl-7" : "pl-4"}>
            <a href={`#${entry.id}`} className="block py-1 hover:underline">
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
