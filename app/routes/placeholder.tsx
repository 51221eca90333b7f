import { PagePlaceholder } from "../components/PagePlaceholder.tsx";
import { ManualList } from "../features/manual/ManualList.tsx";
import { useMessages } from "../lib/i18n.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/placeholder";

const PAGES = [
  "themes",
  "works",
  "gallery",
  "faq",
  "manual",
  "business",
  "beta",
  "careers",
  "support",
  "blog",
] as const;
type PageKey = (typeof PAGES)[number];

function pageKeyOf(pathname: string): PageKey {
  const key = pathname.split("/")[1] as PageKey;
  return PAGES.includes(key) ? key : "support";
}

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, pageKeyOf(location.pathname));
}

export default function Placeholder({ matches }: Route.ComponentProps) {
  const m = useMessages();
  const key = pageKeyOf(matches.at(-1)?.pathname ?? "/");
  if (key === "manual") {
    return (
      <main id="main" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-4xl font-black sm:text-5xl">{m.pageTitle.manual}</h1>
        <p className="mt-4 max-w-prose text-lg text-muted">{m.manualPage.lead}</p>
        <ManualList />
      </main>
    );
  }
  return <PagePlaceholder title={m.pageTitle[key]} />;
}
