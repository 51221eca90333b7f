import { data } from "react-router";
import sharp from "sharp";
import { thumbHashToRGBA } from "thumbhash";
import type { AppContextValues } from "../../../contract/app-context.ts";
import { dataLanguageOf } from "../../../contract/language.ts";
import { isWorkApp, normaliseTag, type WorkSummary } from "../../../contract/works.ts";
import { resolveRequestLocale } from "../../lib/locale.server.ts";

/** Placeholders by thumbhash: a pure function of it, so a bounded memo is safe on any instance. */
const placeholders = new Map<string, string | null>();

/**
 * The placeholder drawn under a work while its image loads: its thumbhash decoded here and
 * encoded as a WebP of a few hundred bytes (the browser scales it up, blurred), so the page
 * needs no decoder and shows it before any script runs.
 */
async function placeholderOf(hash: string): Promise<string | null> {
  const known = placeholders.get(hash);
  if (known !== undefined) return known;
  let url: string | null = null;
  try {
    const { w, h, rgba } = thumbHashToRGBA(Buffer.from(hash, "base64"));
    const webp = await sharp(Buffer.from(rgba), { raw: { width: w, height: h, channels: 4 } })
      .webp({ quality: 40 })
      .toBuffer();
    url = `data:image/webp;base64,${webp.toString("base64")}`;
  } catch {
    url = null;
  }
  if (placeholders.size > 5000) placeholders.clear();
  placeholders.set(hash, url);
  return url;
}

async function withPlaceholder<T extends WorkSummary>(
  work: T,
): Promise<T & { placeholderUrl: string | null }> {
  return {
    ...work,
    placeholderUrl: work.placeholder ? await placeholderOf(work.placeholder) : null,
  };
}

/** /works: filters and page number from the address, so every page is a real link. */
export async function loadWorks(request: Request, context: AppContextValues) {
  const url = new URL(request.url);
  const locale = resolveRequestLocale(request);
  const language = dataLanguageOf(locale);
  const askedApp = url.searchParams.get("app");
  const app = isWorkApp(askedApp) ? askedApp : null;
  const sort = url.searchParams.get("sort") === "newest" ? "newest" : "featured";
  const asked = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 1000 ? asked : 1;
  // Only an approved tag filters (issue 31): any other is the artists' text, not a filter.
  const tags = await context.services.workTags(locale);
  const askedTag = normaliseTag(url.searchParams.get("tag") ?? "");
  const tag = tags.some((t) => t.slug === askedTag) ? askedTag : null;
  const list = await context.services.works({ app, tag, sort, page, language });
  return {
    items: await Promise.all(list.items.map(withPlaceholder)),
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
  return { work: await withPlaceholder(work), origin: context.publicOrigin };
}

export type WorksData = Awaited<ReturnType<typeof loadWorks>>;
export type WorkData = Awaited<ReturnType<typeof loadWork>>;
export type ShownWork = WorksData["items"][number];
