import { data } from "react-router";
import { thumbHashToDataURL } from "thumbhash";
import type { AppContextValues } from "../../../contract/app-context.ts";
import { dataLanguageOf } from "../../../contract/language.ts";
import { isWorkApp, normaliseTag, type WorkSummary } from "../../../contract/works.ts";
import { resolveRequestLocale } from "../../lib/locale.server.ts";

/**
 * The placeholder drawn under a work while its image loads: the thumbhash decoded here into a
 * tiny PNG data URL, so the page needs no decoder and shows it before any script runs.
 */
function withPlaceholder<T extends WorkSummary>(work: T): T & { placeholderUrl: string | null } {
  if (!work.placeholder) return { ...work, placeholderUrl: null };
  try {
    return { ...work, placeholderUrl: thumbHashToDataURL(Buffer.from(work.placeholder, "base64")) };
  } catch {
    return { ...work, placeholderUrl: null };
  }
}

/** /works: filters and page number from the address, so every page is a real link. */
export async function loadWorks(request: Request, context: AppContextValues) {
  const url = new URL(request.url);
  const language = dataLanguageOf(resolveRequestLocale(request));
  const askedApp = url.searchParams.get("app");
  const app = isWorkApp(askedApp) ? askedApp : null;
  const tag = normaliseTag(url.searchParams.get("tag") ?? "") || null;
  const sort = url.searchParams.get("sort") === "newest" ? "newest" : "featured";
  const asked = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 1000 ? asked : 1;
  const [list, tags] = await Promise.all([
    context.services.works({ app, tag, sort, page, language }),
    context.services.workTags(),
  ]);
  return {
    items: list.items.map(withPlaceholder),
    page,
    hasMore: list.hasMore,
    app,
    tag,
    sort,
    tags,
    origin: context.publicOrigin,
  } as const;
}

/** One public work; 404 when it is not (or no longer) public. */
export async function loadWork(request: Request, context: AppContextValues, id: string) {
  const language = dataLanguageOf(resolveRequestLocale(request));
  const work = await context.services.work(id, language);
  if (!work) throw data(null, { status: 404 });
  return { work: withPlaceholder(work), origin: context.publicOrigin };
}

export type WorksData = Awaited<ReturnType<typeof loadWorks>>;
export type WorkData = Awaited<ReturnType<typeof loadWork>>;
export type ShownWork = WorksData["items"][number];
