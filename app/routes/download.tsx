import { DownloadPage } from "../features/download/DownloadPage.tsx";
import { loadDownload } from "../features/download/download.server.ts";
import { appContext } from "../lib/context.ts";
import { resolveRequestLocale } from "../lib/locale.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/download";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadDownload(
    context.get(appContext),
    resolveRequestLocale(request),
    request.headers.get("user-agent") ?? "",
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "download", (m) => m.downloadPage.lead);
}

export default function Download({ loaderData }: Route.ComponentProps) {
  return <DownloadPage {...loaderData} />;
}
