import { BetaPage } from "../features/beta/BetaPage.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/beta";

export { RouteError as ErrorBoundary } from "../components/RouteError.tsx";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "beta", (m) => m.betaPage.lead);
}

export default function Beta() {
  return <BetaPage />;
}
