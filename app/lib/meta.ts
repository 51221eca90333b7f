import { isRouteErrorResponse } from "react-router";
import { UI_LOCALES } from "../../contract/language.ts";
import { isIndexable, type PageKey } from "../../contract/pages.ts";
import type { Messages } from "../locales/en-US.ts";
import { withoutPhraseMarks } from "./phrases.ts";
import type { RootData } from "./root-data.server.ts";

type Match = { id: string; loaderData?: unknown } | undefined;
type Location = { pathname: string; search: string };
export type MetaArgsLike = { matches: readonly Match[]; location: Location; error?: unknown };

// Every page of the table has a title in every language.
const everyPageHasATitle: PageKey extends keyof Messages["pageTitle"] ? true : never = true;
void everyPageHasATitle;

/** `noindex` for the pages the page table keeps out of search engines. */
export function robotsMeta(pathname: string) {
  return isIndexable(pathname) ? [] : [{ name: "robots", content: "noindex" }];
}

export function rootDataOf(matches: readonly Match[]): RootData | undefined {
  return matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
}

/** The parts of the catalogue the matched routes' loaders sent (ADR 0023). */
export function pageMessagesOf(matches: readonly Match[]): object[] {
  return matches.flatMap((m) => {
    const part = (m?.loaderData as { pageMessages?: object } | null | undefined)?.pageMessages;
    return part ? [part] : [];
  });
}

/**
 * The catalogue a page has: the shell's namespaces from the root loader plus those its routes'
 * loaders sent (ADR 0023). Typed whole; a namespace the page was not sent is undefined, which
 * `app/locales/namespaces.test.ts` rules out for every route.
 */
export function messagesOf(matches: readonly Match[]): Messages | undefined {
  const root = rootDataOf(matches);
  if (!root) return undefined;
  const parts = pageMessagesOf(matches);
  return (
    parts.length > 0 ? Object.assign({}, root.messages, ...parts) : root.messages
  ) as Messages;
}

const OG_LOCALE: Record<string, string> = {
  "en-US": "en_US",
  "zh-CN": "zh_CN",
  "zh-HK": "zh_HK",
  ja: "ja_JP",
  ko: "ko_KR",
  es: "es_ES",
};

/**
 * Title, description, Open Graph and Twitter cards, the canonical address and one alternate
 * per language (`?lang=`), so search engines find each language and the server renders it.
 */
export function seoMeta(args: MetaArgsLike, markedTitle: string, description?: string) {
  const root = rootDataOf(args.matches);
  const title = withoutPhraseMarks(markedTitle);
  if (!root) return [{ title }, ...robotsMeta(args.location.pathname)];
  const url = (lang?: string) => {
    const params = new URLSearchParams(args.location.search);
    params.delete("lang");
    if (lang) params.set("lang", lang);
    const qs = params.toString();
    return `${root.origin}${args.location.pathname}${qs ? `?${qs}` : ""}`;
  };
  const explicit = new URLSearchParams(args.location.search).get("lang");
  const canonical = url(explicit ? root.locale : undefined);
  const text = withoutPhraseMarks(description ?? root.description);
  return [
    { title },
    { name: "description", content: text },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: root.siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: text },
    { property: "og:url", content: canonical },
    { property: "og:image", content: `${root.origin}/og-image.png` },
    { property: "og:locale", content: OG_LOCALE[root.locale] ?? "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: text },
    { tagName: "link", rel: "canonical", href: canonical },
    ...UI_LOCALES.map((lang) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: lang,
      href: url(lang),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url() },
    ...robotsMeta(args.location.pathname),
  ];
}

/** "Page · Inkdoll": every route sets the title to the product name on entry (spec §2). */
export function pageMeta(
  args: MetaArgsLike,
  page: keyof Messages["pageTitle"] | null,
  description?: (m: Messages) => string,
) {
  const root = rootDataOf(args.matches);
  const messages = messagesOf(args.matches);
  if (!root || !messages) return [{ title: "Inkdoll" }, ...robotsMeta(args.location.pathname)];
  const title = page ? `${messages.pageTitle[page]} · ${root.siteName}` : root.siteName;
  // A route whose loader failed sent none of its words: its error screen gets the site's.
  return seoMeta(args, title, args.error === undefined ? description?.(messages) : undefined);
}

/**
 * The tags of a page whose loader found nothing or failed: "Page not found · Inkdoll" for a 404
 * (a removed post, an unknown work or job), else the site's name; never indexed either way.
 */
export function missingMeta(args: MetaArgsLike) {
  const notFound = isRouteErrorResponse(args.error) && args.error.status === 404;
  const tags = pageMeta(args, notFound ? "notFound" : null);
  return [
    ...tags.filter((tag) => !("name" in tag && tag.name === "robots")),
    { name: "robots", content: "noindex" },
  ];
}

/** "Title · Inkdoll" and the summary of a document or article the route loaded. */
export function contentMeta(
  args: MetaArgsLike,
  view: { title: string; summary: string } | undefined,
) {
  if (!view) return missingMeta(args);
  const site = rootDataOf(args.matches)?.siteName ?? "Inkdoll";
  return seoMeta(args, `${view.title} · ${site}`, view.summary);
}
