import { InvitePage } from "../features/console/invite/InvitePage.tsx";
import { loadInvite } from "../features/console/invite/invite.server.ts";
import { resolveRequestLocale } from "../lib/locale.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import type { Route } from "./+types/console-invite";

export function loader({ request }: Route.LoaderArgs) {
  return {
    ...loadInvite(resolveRequestLocale(request)),
    ...pageMessages(request, "console-invite.tsx"),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "consoleInvite");
}

export default InvitePage;
