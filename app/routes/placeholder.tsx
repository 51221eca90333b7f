import { PAGES, type Page } from "../../contract/pages.ts";
import { PagePlaceholder } from "../components/PagePlaceholder.tsx";
import { useMessages } from "../lib/i18n.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/placeholder";

type PlaceholderPage = Extract<Page, { module: "placeholder.tsx" }>;
const PLACEHOLDERS = PAGES.filter(
  (page): page is PlaceholderPage => page.module === "placeholder.tsx",
);
type PageKey = PlaceholderPage["key"];

/** The page a placeholder route stands for, from its route id in the page table. */
function pageKeyOf(routeId: string | undefined): PageKey {
  return PLACEHOLDERS.find((page) => page.id === routeId)?.key ?? "works";
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, pageKeyOf(args.matches.at(-1)?.id));
}

export default function Placeholder({ matches }: Route.ComponentProps) {
  const m = useMessages();
  const key = pageKeyOf(matches.at(-1)?.id);
  return <PagePlaceholder title={m.pageTitle[key]} />;
}
