import { LoginPage } from "../features/auth/LoginPage.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/login";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "login", (m) => m.loginPage.lead);
}

export default LoginPage;
