import type { FastifyInstance } from "fastify";
import { UI_LOCALES } from "../../contract/language.ts";
import { disallowedPaths, sitemapPaths } from "../../contract/pages.ts";
import { publicWorkIds } from "../api/works/listing-service.ts";
import { toCachedText } from "../lib/content-cache.ts";
import type { ContentService } from "../lib/content-service.ts";

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
  );

/** robots.txt and sitemap.xml, both from the page table (contract/pages.ts). */
export default async function seo(
  app: FastifyInstance,
  options: { content: ContentService; publicOrigin: () => string },
) {
  const originOf = () => options.publicOrigin();

  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) => {
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600");
    return [
      "User-agent: *",
      "Allow: /",
      "Disallow: /api/",
      ...disallowedPaths().map((path) => `Disallow: ${path}`),
      "",
      `Sitemap: ${originOf()}/sitemap.xml`,
      "",
    ].join("\n");
  });

  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => {
    const origin = originOf();
    // Works are decided outside content edits: their newest change keys the cached copy.
    const works = await publicWorkIds(app.db);
    const worksStamp = `${works.length}:${works.reduce((max, w) => Math.max(max, w.at.getTime()), 0)}`;
    const cached = await options.content.text(`sitemap:${origin}:${worksStamp}`, async () => {
      const entries = [
        ...sitemapPaths().map((path) => ({ path, lastmod: undefined as string | undefined })),
        ...(await options.content.articlePaths()),
        ...(await options.content.changelogPaths()),
        ...(await options.content.themePaths()),
        ...works.map((w) => ({ path: `/works/${w.id}`, lastmod: w.at.toISOString() })),
        ...(await options.content.jobPaths()),
      ];
      const url = (path: string, lang?: string) =>
        escapeXml(`${origin}${path}${lang ? `?lang=${lang}` : ""}`);
      const xml = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        ...entries.map((e) =>
          [
            "<url>",
            `<loc>${url(e.path)}</loc>`,
            e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : "",
            ...UI_LOCALES.map(
              (lang) =>
                `<xhtml:link rel="alternate" hreflang="${lang}" href="${url(e.path, lang)}"/>`,
            ),
            `<xhtml:link rel="alternate" hreflang="x-default" href="${url(e.path)}"/>`,
            "</url>",
          ].join(""),
        ),
        "</urlset>",
        "",
      ].join("\n");
      return toCachedText(xml);
    });
    reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600");
    return reply.send(cached.raw);
  });
}
