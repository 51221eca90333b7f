import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { groupChangelog } from "../../contract/changelog.ts";
import { dataLanguageOf, toUiLocale } from "../../contract/language.ts";
import { APP_NAMES, isReleaseApp } from "../../contract/releases.ts";
import { toCachedText } from "../lib/content-cache.ts";
import type { ContentService } from "../lib/content-service.ts";
import { PAGE_TITLES } from "../lib/page-titles.ts";

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
  );

/**
 * An Atom feed of each app's published releases (RFC 4287): /changelog/<app>/feed.xml, its title
 * and notes in the language of `?lang=` (else en-US, the changelog page's own fallback), the app
 * by its one name. Built once per content version and language, sent with an ETag.
 */
export default async function changelogFeed(
  app: FastifyInstance,
  options: { content: ContentService; publicOrigin: () => string; siteName: string },
) {
  app.get("/changelog/:app/feed.xml", { schema: { hide: true } }, async (request, reply) => {
    const params = z.object({ app: z.string() }).parse(request.params);
    if (!isReleaseApp(params.app)) {
      return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
    }
    const appKey = params.app;
    const query = request.query as { lang?: unknown };
    const locale = toUiLocale(typeof query.lang === "string" ? query.lang : "en-US");
    const language = dataLanguageOf(locale);
    const origin = options.publicOrigin();
    const cached = await options.content.text(`feed:${origin}:${appKey}:${locale}`, async () => {
      const { value } = await options.content.releases(appKey);
      const entries = groupChangelog(value ?? [], language);
      const page = `${origin}/changelog/${appKey}`;
      const self = `${page}/feed.xml${locale === "en-US" ? "" : `?lang=${locale}`}`;
      const name = APP_NAMES[appKey];
      const updated =
        entries
          .map((e) => e.updatedAt)
          .sort()
          .at(-1) ?? "1970-01-01T00:00:00.000Z";
      const xml = [
        '<?xml version="1.0" encoding="utf-8"?>',
        `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`,
        `<id>${escapeXml(page)}</id>`,
        `<title>${escapeXml(PAGE_TITLES[language].changelog.replace("{app}", name))}</title>`,
        `<updated>${updated}</updated>`,
        `<link rel="alternate" type="text/html" href="${escapeXml(page)}"/>`,
        `<link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>`,
        `<author><name>${escapeXml(options.siteName)}</name></author>`,
        ...entries.map((entry) =>
          [
            "<entry>",
            `<id>${escapeXml(`${page}#v${entry.version}`)}</id>`,
            `<title>${escapeXml(`${name} ${entry.version}`)}</title>`,
            `<published>${entry.releasedOn}T00:00:00Z</published>`,
            `<updated>${entry.updatedAt}</updated>`,
            `<link rel="alternate" type="text/html" href="${escapeXml(`${page}#v${entry.version}`)}"/>`,
            `<content type="html">${escapeXml(entry.html)}</content>`,
            "</entry>",
          ].join(""),
        ),
        "</feed>",
        "",
      ].join("\n");
      return toCachedText(xml);
    });
    reply
      .type("application/atom+xml; charset=utf-8")
      .header("cache-control", "public, max-age=300")
      .header("etag", cached.etag);
    const match = request.headers["if-none-match"];
    if (match?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === cached.etag)) {
      return reply.status(304).send();
    }
    return reply.send(cached.raw);
  });
}
