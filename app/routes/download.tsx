import { DownloadPage } from "../features/download/DownloadPage.tsx";
import { loadDownload } from "../features/download/download.server.ts";
import { appContext } from "../lib/context.ts";
import { resolveRequestLocale } from "../lib/locale.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/download";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadDownload(context.get(appContext), resolveRequestLocale(request), request);
}

export function meta(args: Route.MetaArgs) {
  const tags = pageMeta(args, "download", (m) => m.downloadPage.lead);
  const data = args.loaderData;
  if (!data) return tags;
  const app = (name: string, links: { url: string }[]) => ({
    "@type": "SoftwareApplication",
    name,
    applicationCategory: "DesignApplication",
    operatingSystem: [data.minIos && `${data.minIos}+`, data.minAndroid && `${data.minAndroid}+`]
      .filter(Boolean)
      .join(", "),
    offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
    downloadUrl: links.map((l) => l.url),
  });
  return [
    ...tags,
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@graph": [
          { ...app(data.appName, data.links), softwareVersion: data.version, url: data.pageUrl },
          app("Inkdoll AI", data.aiLinks),
        ],
      },
    },
  ];
}

export default function Download({ loaderData }: Route.ComponentProps) {
  return <DownloadPage {...loaderData} />;
}
