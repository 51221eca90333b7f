import { LoginPage } from "../features/auth/LoginPage.tsx";
import { pageMeta } from "../lib/meta.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import type { Route } from "./+types/login";

/** This page's part of the catalogue (ADR 0023). */
export function loader({ request }: Route.LoaderArgs) {
  return pageMessages(request, "login.tsx");
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "login", (m) => m.loginPage.lead);
}

export default LoginPage;
