import { DocumentPage } from "../features/documents/DocumentPage.tsx";
import { loadDocument } from "../features/documents/document.server.ts";
import { appContext } from "../lib/context.ts";
import { robotsMeta, rootDataOf } from "../lib/meta.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import { withoutPhraseMarks } from "../lib/phrases.ts";
import type { Route } from "./+types/agreement";

export async function loader({ request, pattern, context }: Route.LoaderArgs) {
  return {
    ...(await loadDocument({ request, pattern }, context.get(appContext))),
    ...pageMessages(request, "agreement.tsx"),
  };
}

export function meta(args: Route.MetaArgs) {
  const site = rootDataOf(args.matches)?.siteName ?? "Inkdoll";
  const data = args.loaderData;
  return [
    { title: data ? withoutPhraseMarks(`${data.document.title} · ${site}`) : site },
    // The in-app copies duplicate the public documents (not indexed in the page table).
    ...robotsMeta(args.location.pathname),
  ];
}

/** The apps' in-app web view (spec §2, first version): no header, footer or cookie banner. */
export default function Agreement({ loaderData }: Route.ComponentProps) {
  return <DocumentPage document={loaderData.document} requested={loaderData.requested} compact />;
}
