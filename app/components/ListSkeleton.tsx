import { useMessages } from "../lib/i18n.tsx";

/** Shown while a list page loads on client navigation. */
export function ListSkeleton() {
  const m = useMessages();
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16" aria-busy="true">
      <p className="sr-only" role="status">
        {m.common.loading}
      </p>
      <div className="h-12 w-64 animate-pulse rounded-md bg-line/70" />
      <div className="mt-4 h-6 w-full max-w-prose animate-pulse rounded-md bg-line/50" />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <li key={i} className="h-72 animate-pulse rounded-md border-2 border-line bg-raised" />
        ))}
      </ul>
    </main>
  );
}
