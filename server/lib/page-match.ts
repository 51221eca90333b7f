import { matchPath } from "react-router";

/** Paths remembered per page list: enough for every page of a site this size, bounded for made-up ones. */
const MAX_REMEMBERED = 2000;
const remembered = new WeakMap<readonly { path: string }[], Map<string, unknown>>();

/**
 * The first page of `pages` whose pattern matches `pathname` (React Router's rules, `end: true`).
 * `matchPath` compiles the pattern on every call; pages are looked up on every request (render
 * cache, statistics), so answers are remembered per list, forgetting them all when full.
 */
export function matchPage<T extends { path: string }>(
  pages: readonly T[],
  pathname: string,
): T | undefined {
  let answers = remembered.get(pages) as Map<string, T | null> | undefined;
  if (!answers) {
    answers = new Map();
    remembered.set(pages, answers);
  }
  const known = answers.get(pathname);
  if (known !== undefined) return known ?? undefined;
  const page = pages.find((p) => matchPath({ path: p.path, end: true }, pathname)) ?? null;
  if (answers.size >= MAX_REMEMBERED) answers.clear();
  answers.set(pathname, page);
  return page ?? undefined;
}
