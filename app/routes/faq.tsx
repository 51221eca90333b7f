import { FaqPage } from "../features/faq/FaqPage.tsx";
import { loadFaq } from "../features/faq/faq.server.ts";
import { appContext } from "../lib/context.ts";
import { format } from "../lib/i18n.tsx";
import { resolveRequestLocale } from "../lib/locale.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import { withoutPhraseMarks } from "../lib/phrases.ts";
import type { Route } from "./+types/faq";

export { RouteError as ErrorBoundary } from "../components/RouteError.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    ...(await loadFaq(context.get(appContext), resolveRequestLocale(request))),
    ...pageMessages(request, "faq.tsx"),
  };
}

export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  const tags = pageMeta(args, "faq", (m) =>
    format(m.faqPage.lead, { email: loaderData?.supportEmail ?? "" }),
  );
  if (!loaderData?.entries.length) return tags;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: loaderData.entries.map((entry) => ({
      "@type": "Question",
      name: withoutPhraseMarks(entry.question),
      acceptedAnswer: { "@type": "Answer", text: entry.answerHtml },
    })),
  };
  return [...tags, { "script:ld+json": jsonLd }];
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  return <FaqPage {...loaderData} />;
}
