import { AccountPage } from "../features/auth/AccountPage.tsx";
import { pageMeta } from "../lib/meta.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import type { Route } from "./+types/account";

/** This page's part of the catalogue (ADR 0023). */
export function loader({ request }: Route.LoaderArgs) {
  return pageMessages(request, "account.tsx");
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "account");
}

export default AccountPage;
