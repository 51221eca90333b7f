import QRCode from "qrcode";
import type { AppContextValues } from "../../../contract/app-context.ts";
import type { StoreLink } from "../../../contract/download.ts";
import { dataLanguageOf, type UiLocale } from "../../../contract/language.ts";
import { formatDate } from "../../lib/format.ts";

export type Platform = "ios" | "android" | "desktop";

export function platformOf(userAgent: string): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return "ios";
  if (/Android/i.test(userAgent)) return "android";
  return "desktop";
}

const text = (v: unknown) => (typeof v === "string" ? v : "");
const list = <T>(v: unknown) => (Array.isArray(v) ? (v as T[]) : []);

/** Everything the download page shows, from singleConfig, plus a QR code made here. */
export async function loadDownload(context: AppContextValues, locale: UiLocale, request: Request) {
  const language = dataLanguageOf(locale);
  const get = (key: string) => context.services.config(key, language);
  const [appName, version, links, minOs, whatsNew, domain, aiLinks] = await Promise.all([
    get("download.appName"),
    get("download.version"),
    get("download.links"),
    get("download.minOs"),
    get("download.whatsNew"),
    get("site.domain"),
    get("ai.links"),
  ]);
  const origin = context.publicOrigin;
  const pageUrl = `${origin}/download`;
  const qrSvg = await QRCode.toString(pageUrl, {
    type: "svg",
    margin: 1,
    errorCorrectionLevel: "M",
  });
  const v = (version?.value ?? {}) as { version?: string; label?: string; releasedAt?: string };
  const os = (minOs?.value ?? {}) as { ios?: string; android?: string };
  return {
    appName: text(appName?.value) || context.siteName,
    version: v.version ?? "",
    versionLabel: v.label ?? "",
    releasedAt: v.releasedAt ?? "",
    /** Formatted here so hydration builds no Intl formatter (see home.server.ts). */
    releasedLabel: v.releasedAt ? formatDate(v.releasedAt, locale) : "",
    links: list<StoreLink>(links?.value),
    aiLinks: list<StoreLink>(aiLinks?.value),
    minIos: os.ios ?? "",
    minAndroid: os.android ?? "",
    whatsNew: list<string>(whatsNew?.value).filter((s) => typeof s === "string"),
    domain: text(domain?.value) || new URL(origin).hostname,
    pageUrl,
    qr: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`,
    platform: platformOf(request.headers.get("user-agent") ?? ""),
  };
}

export type DownloadData = Awaited<ReturnType<typeof loadDownload>>;
