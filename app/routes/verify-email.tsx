import { VerifyEmailPage } from "../features/auth/VerifyEmailPage.tsx";
import { pageMeta } from "../lib/meta.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import type { Route } from "./+types/verify-email";

/** This page's part of the catalogue (ADR 0023). */
export function loader({ request }: Route.LoaderArgs) {
  return pageMessages(request, "verify-email.tsx");
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "verifyEmail", (m) => m.emailPage.lead);
}

export default VerifyEmailPage;
