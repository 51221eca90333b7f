import { APP_NAMES } from "../../contract/releases.ts";
import { DownloadPage } from "../features/download/DownloadPage.tsx";
import { loadDownload } from "../features/download/download.server.ts";
import { appContext } from "../lib/context.ts";
import { resolveRequestLocale } from "../lib/locale.server.ts";
import { messagesOf, pageMeta } from "../lib/meta.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import type { Route } from "./+types/download";

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    ...(await loadDownload(context.get(appContext), resolveRequestLocale(request), request)),
    ...pageMessages(request, "download.tsx"),
  };
}

export function meta(args: Route.MetaArgs) {
  const tags = pageMeta(args, "download", (m) => m.downloadPage.lead);
  const data = args.loaderData;
  const m = messagesOf(args.matches);
  if (!data || !m) return tags;
  return [
    ...tags,
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@graph": data.apps.map((app) => ({
          "@type": "SoftwareApplication",
          name: APP_NAMES[app.app],
          applicationCategory: "DesignApplication",
          operatingSystem: [
            app.minIos && `iOS ${app.minIos}+`,
            app.minAndroid && `Android ${app.minAndroid}+`,
          ]
            .filter(Boolean)
            .join(", "),
          offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
          downloadUrl: app.links.map((l) => l.url),
          ...(app.version ? { softwareVersion: app.version } : {}),
          url: data.pageUrl,
        })),
      },
    },
  ];
}

export default function Download({ loaderData }: Route.ComponentProps) {
  return <DownloadPage {...loaderData} />;
}
