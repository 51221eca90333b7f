import { AccountPage } from "../features/auth/AccountPage.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/account";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "account");
}

export default AccountPage;
