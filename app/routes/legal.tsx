import { PagePlaceholder } from "../components/PagePlaceholder.tsx";
import { LEGAL, type LegalKey } from "../features/shell/nav.ts";
import { useMessages } from "../lib/i18n.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/legal";

function legalKeyOf(pathname: string): LegalKey {
  return LEGAL.find((l) => l.to === pathname.replace(/\/+$/, ""))?.key ?? "terms";
}

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, legalKeyOf(location.pathname));
}

/** One module for the eight documents of spec §2; their text arrives with the documents issue. */
export default function LegalDocument({ matches }: Route.ComponentProps) {
  const m = useMessages();
  return <PagePlaceholder title={m.pageTitle[legalKeyOf(matches.at(-1)?.pathname ?? "")]} />;
}
