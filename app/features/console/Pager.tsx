import { useState } from "react";
import type { Envelope } from "../../../contract/envelope.ts";
import { format } from "../../lib/i18n.tsx";
import { useResource } from "../../lib/use-resource.ts";

/** How many pages a paged answer has (one while there is none). */
export const pageCount = (data: { total: number; pageSize: number } | null) =>
  data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

/**
 * A paged console read (useResource): the page shown, its answer and how many pages there are.
 * `key` names the filter and the operator; the caller goes back to page 1 when it changes.
 */
export function usePaged<T extends { total: number; pageSize: number }>(
  load: (page: number) => Promise<Envelope<T>>,
  key: string,
) {
  const [page, setPage] = useState(1);
  const read = useResource(() => load(page), `${key}|${page}`);
  return { ...read, page, setPage, pages: pageCount(read.data) };
}

/** A console list's pages: previous and next, which stop at the ends, and where the list is. */
export function Pager({
  page,
  pages,
  onPage,
  words,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** `page` names {page} of {pages}. */
  words: { pages: string; previous: string; next: string; page: string };
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={words.pages} className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className="btn btn-secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {words.previous}
      </button>
      <span>{format(words.page, { page, pages })}</span>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {words.next}
      </button>
    </nav>
  );
}
