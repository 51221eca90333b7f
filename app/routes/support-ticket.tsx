import { TicketPage } from "../features/support/TicketPage.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/support-ticket";

export { RouteError as ErrorBoundary } from "../components/RouteError.tsx";

export function meta(args: Route.MetaArgs) {
  // The address carries the private token: no referrer leaves this page.
  return [...pageMeta(args, "supportTicket"), { name: "referrer", content: "no-referrer" }];
}

export default function SupportTicket() {
  return <TicketPage />;
}
