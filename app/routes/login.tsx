import { PagePlaceholder } from "../components/PagePlaceholder.tsx";
import { useMessages } from "../lib/i18n.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/login";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "login");
}

export default function Login() {
  const m = useMessages();
  return (
    <PagePlaceholder title={m.loginPage.title} lead={m.loginPage.notReady}>
      <p className="mt-3 text-muted">{m.loginPage.returnTo}</p>
    </PagePlaceholder>
  );
}
