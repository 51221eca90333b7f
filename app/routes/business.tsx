import { BusinessPage } from "../features/business/BusinessPage.tsx";
import { pageMeta } from "../lib/meta.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import type { Route } from "./+types/business";

export { RouteError as ErrorBoundary } from "../components/RouteError.tsx";

/** This page's part of the catalogue (ADR 0023). */
export function loader({ request }: Route.LoaderArgs) {
  return pageMessages(request, "business.tsx");
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "business", (m) => m.businessPage.lead);
}

export default function Business() {
  return <BusinessPage />;
}
