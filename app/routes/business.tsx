import { BusinessPage } from "../features/business/BusinessPage.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/business";

export { RouteError as ErrorBoundary } from "../components/RouteError.tsx";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "business", (m) => m.businessPage.lead);
}

export default function Business() {
  return <BusinessPage />;
}
