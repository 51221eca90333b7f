import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { type ChangelogEntry, groupChangelog } from "../../contract/changelog.ts";
import { type DataLanguage, dataLanguageOf, toUiLocale } from "../../contract/language.ts";
import { APP_NAMES, isReleaseApp, RELEASE_APPS, type ReleaseApp } from "../../contract/releases.ts";
import { toCachedText } from "../lib/content-cache.ts";
import type { ContentService } from "../lib/content-service.ts";
import { PAGE_TITLES } from "../lib/page-titles.ts";

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
  );

type FeedEntry = { app: ReleaseApp; entry: ChangelogEntry };

/** One Atom document (RFC 4287): `entries` newest first, each titled with its app's one name. */
function atom(feed: {
  locale: string;
  page: string;
  self: string;
  title: string;
  author: string;
  entries: FeedEntry[];
}): string {
  const updated =
    feed.entries
      .map(({ entry }) => entry.updatedAt)
      .sort()
      .at(-1) ?? "1970-01-01T00:00:00.000Z";
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${feed.locale}">`,
    `<id>${escapeXml(feed.page)}</id>`,
    `<title>${escapeXml(feed.title)}</title>`,
    `<updated>${updated}</updated>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(feed.page)}"/>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(feed.self)}"/>`,
    `<author><name>${escapeXml(feed.author)}</name></author>`,
    ...feed.entries.map(({ app, entry }) => {
      const link = `${feed.page.replace(/\/changelog(\/\w+)?$/, "/changelog")}/${app}#v${entry.version}`;
      return [
        "<entry>",
        `<id>${escapeXml(link)}</id>`,
        `<title>${escapeXml(`${APP_NAMES[app]} ${entry.version}`)}</title>`,
        `<published>${entry.releasedOn}T00:00:00Z</published>`,
        `<updated>${entry.updatedAt}</updated>`,
        `<link rel="alternate" type="text/html" href="${escapeXml(link)}"/>`,
        `<content type="html">${escapeXml(entry.html)}</content>`,
        "</entry>",
      ].join("");
    }),
    "</feed>",
    "",
  ].join("\n");
}

/**
 * Atom feeds of the published releases: /changelog/<app>/feed.xml for one app and
 * /changelog/feed.xml for all four (issue 31), their titles and notes in the language of `?lang=`
 * (else en-US, the changelog pages' own fallback), each app by its one name. Built once per
 * content version and language, sent with an ETag.
 */
export default async function changelogFeed(
  app: FastifyInstance,
  options: { content: ContentService; publicOrigin: () => string; siteName: string },
) {
  const localeOf = (request: FastifyRequest) => {
    const query = request.query as { lang?: unknown };
    return toUiLocale(typeof query.lang === "string" ? query.lang : "en-US");
  };
  const langQuery = (locale: string) => (locale === "en-US" ? "" : `?lang=${locale}`);
  const entriesOf = async (appKey: ReleaseApp, language: DataLanguage): Promise<FeedEntry[]> =>
    groupChangelog((await options.content.releases(appKey)).value ?? [], language).map((entry) => ({
      app: appKey,
      entry,
    }));

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    xml: () => Promise<string>,
  ) {
    const cached = await options.content.text(key, async () => toCachedText(await xml()));
    reply
      .type("application/atom+xml; charset=utf-8")
      .header("cache-control", "public, max-age=300")
      .header("etag", cached.etag);
    const match = request.headers["if-none-match"];
    if (match?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === cached.etag)) {
      return reply.status(304).send();
    }
    return reply.send(cached.raw);
  }

  app.get("/changelog/feed.xml", { schema: { hide: true } }, async (request, reply) => {
    const locale = localeOf(request);
    const language = dataLanguageOf(locale);
    const origin = options.publicOrigin();
    return send(request, reply, `feed:${origin}:all:${locale}`, async () => {
      const all = (await Promise.all(RELEASE_APPS.map((a) => entriesOf(a, language)))).flat();
      // Newest first across the apps; a day's releases in the apps' order.
      all.sort((a, b) => b.entry.releasedOn.localeCompare(a.entry.releasedOn));
      const page = `${origin}/changelog`;
      return atom({
        locale,
        page,
        self: `${page}/feed.xml${langQuery(locale)}`,
        title: PAGE_TITLES[language].changelog.replace("{app}", options.siteName),
        author: options.siteName,
        entries: all,
      });
    });
  });

  app.get("/changelog/:app/feed.xml", { schema: { hide: true } }, async (request, reply) => {
    const params = z.object({ app: z.string() }).parse(request.params);
    if (!isReleaseApp(params.app)) {
      return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
    }
    const appKey = params.app;
    const locale = localeOf(request);
    const language = dataLanguageOf(locale);
    const origin = options.publicOrigin();
    return send(request, reply, `feed:${origin}:${appKey}:${locale}`, async () => {
      const page = `${origin}/changelog/${appKey}`;
      return atom({
        locale,
        page,
        self: `${page}/feed.xml${langQuery(locale)}`,
        title: PAGE_TITLES[language].changelog.replace("{app}", APP_NAMES[appKey]),
        author: options.siteName,
        entries: await entriesOf(appKey, language),
      });
    });
  });
}
