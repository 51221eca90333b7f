import { PagePlaceholder } from "../components/PagePlaceholder.tsx";
import { useMessages } from "../lib/i18n.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/placeholder";

const PAGES = ["themes", "works", "gallery", "business", "beta", "careers", "support"] as const;
type PageKey = (typeof PAGES)[number];

/** The page a placeholder route stands for, from its route id (`page-themes`). */
function pageKeyOf(routeId: string | undefined): PageKey {
  const key = (routeId ?? "").replace(/^page-/, "") as PageKey;
  return PAGES.includes(key) ? key : "support";
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, pageKeyOf(args.matches.at(-1)?.id));
}

export default function Placeholder({ matches }: Route.ComponentProps) {
  const m = useMessages();
  const key = pageKeyOf(matches.at(-1)?.id);
  return <PagePlaceholder title={m.pageTitle[key]} />;
}
