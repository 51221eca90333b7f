import { ProPage } from "../features/pro/ProPage.tsx";
import { loadPro } from "../features/pro/pro.server.ts";
import { appContext } from "../lib/context.ts";
import { format } from "../lib/i18n.tsx";
import { pageMeta } from "../lib/meta.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import type { Route } from "./+types/pro";

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    ...(await loadPro(request, context.get(appContext))),
    ...pageMessages(request, "pro.tsx"),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "pro", (m) => format(m.proPage.lead, args.loaderData?.figures ?? {}));
}

export default function Pro({ loaderData }: Route.ComponentProps) {
  return <ProPage {...loaderData} />;
}
