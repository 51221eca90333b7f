import { DocumentPage } from "../features/documents/DocumentPage.tsx";
import { loadDocument } from "../features/documents/document.server.ts";
import { appContext } from "../lib/context.ts";
import { rootDataOf } from "../lib/meta.ts";
import type { Route } from "./+types/legal";

export { RouteError as ErrorBoundary } from "../components/RouteError.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadDocument(request, context.get(appContext));
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  const site = root?.siteName ?? "Inkdoll";
  if (!loaderData) return [{ title: site }];
  return [
    { title: `${loaderData.document.title} · ${site}` },
    { name: "description", content: loaderData.document.summary },
  ];
}

/** One module for the eight documents of spec §2 (second version of the document page). */
export default function LegalDocument({ loaderData }: Route.ComponentProps) {
  return <DocumentPage document={loaderData.document} requested={loaderData.requested} />;
}
