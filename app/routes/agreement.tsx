import { useMessages } from "../lib/i18n.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/agreement";

const PAGES = {
  "/agreement": "agreement",
  "/agreement/privacy": "agreementPrivacy",
  "/agreement/about": "agreementAbout",
} as const;

function pageOf(pathname: string) {
  return PAGES[pathname.replace(/\/+$/, "") as keyof typeof PAGES] ?? "agreement";
}

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, pageOf(location.pathname));
}

/** The apps' in-app web view: no header, footer or cookie banner, readable at 320 px. */
export default function Agreement({ matches }: Route.ComponentProps) {
  const m = useMessages();
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-6">
      <h1 className="text-2xl font-black">{m.pageTitle[pageOf(matches.at(-1)?.pathname ?? "")]}</h1>
      <p className="mt-3 text-muted">{m.common.comingSoonBody}</p>
    </main>
  );
}
