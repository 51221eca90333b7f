import { BetaPage } from "../features/beta/BetaPage.tsx";
import { pageMeta } from "../lib/meta.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import type { Route } from "./+types/beta";

export { RouteError as ErrorBoundary } from "../components/RouteError.tsx";

/** This page's part of the catalogue (ADR 0023). */
export function loader({ request }: Route.LoaderArgs) {
  return pageMessages(request, "beta.tsx");
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "beta", (m) => m.betaPage.lead);
}

export default function Beta() {
  return <BetaPage />;
}
