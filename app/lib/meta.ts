import type { Messages } from "../locales/en-US.ts";
import type { RootData } from "./root-data.server.ts";

type Match = { id: string; loaderData?: unknown } | undefined;

export function rootDataOf(matches: readonly Match[]): RootData | undefined {
  return matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
}

/** "Page · Inkdoll": every route sets the title to the product name on entry (spec §2). */
export function pageMeta(
  matches: readonly Match[],
  page: keyof Messages["pageTitle"] | null,
  description?: (m: Messages) => string,
) {
  const root = rootDataOf(matches);
  if (!root) return [{ title: "Inkdoll" }];
  const title = page ? `${root.messages.pageTitle[page]} · ${root.siteName}` : root.siteName;
  return [
    { title },
    ...(description ? [{ name: "description", content: description(root.messages) }] : []),
  ];
}
