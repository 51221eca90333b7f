import { DocumentPage } from "../features/documents/DocumentPage.tsx";
import { loadDocument } from "../features/documents/document.server.ts";
import { appContext } from "../lib/context.ts";
import { contentMeta } from "../lib/meta.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import type { Route } from "./+types/legal";

export { RouteError as ErrorBoundary } from "../components/RouteError.tsx";

export async function loader({ request, pattern, context }: Route.LoaderArgs) {
  return {
    ...(await loadDocument({ request, pattern }, context.get(appContext))),
    ...pageMessages(request, "legal.tsx"),
  };
}

export function meta(args: Route.MetaArgs) {
  return contentMeta(args, args.loaderData?.document);
}

/** One module for the eight documents of spec §2 (second version of the document page). */
export default function LegalDocument({ loaderData }: Route.ComponentProps) {
  return <DocumentPage document={loaderData.document} requested={loaderData.requested} />;
}
