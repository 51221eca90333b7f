import { TicketPage } from "../features/support/TicketPage.tsx";
import { pageMeta } from "../lib/meta.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import type { Route } from "./+types/support-ticket";

export { RouteError as ErrorBoundary } from "../components/RouteError.tsx";

/** This page's part of the catalogue (ADR 0023). */
export function loader({ request }: Route.LoaderArgs) {
  return pageMessages(request, "support-ticket.tsx");
}

export function meta(args: Route.MetaArgs) {
  // The address carries the private token: no referrer leaves this page.
  return [...pageMeta(args, "supportTicket"), { name: "referrer", content: "no-referrer" }];
}

export default function SupportTicket() {
  return <TicketPage />;
}
