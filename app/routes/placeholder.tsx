import { PagePlaceholder } from "../components/PagePlaceholder.tsx";
import { useMessages } from "../lib/i18n.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/placeholder";

const PAGES = ["themes", "works", "gallery", "business", "beta", "careers", "support"] as const;
type PageKey = (typeof PAGES)[number];

function pageKeyOf(pathname: string): PageKey {
  const key = pathname.split("/")[1] as PageKey;
  return PAGES.includes(key) ? key : "support";
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, pageKeyOf(args.location.pathname));
}

export default function Placeholder({ matches }: Route.ComponentProps) {
  const m = useMessages();
  const key = pageKeyOf(matches.at(-1)?.pathname ?? "/");
  return <PagePlaceholder title={m.pageTitle[key]} />;
}
