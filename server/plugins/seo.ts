import { asc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { COL_TYPE } from "../../contract/category.ts";
import { UI_LOCALES } from "../../contract/language.ts";
import { articles } from "../db/schema.ts";
import { type ContentCache, toCachedText } from "../lib/content-cache.ts";

/** Public pages worth indexing; the in-app copies, login and gift management are not. */
const PAGES = [
  "/",
  "/download",
  "/blog",
  "/manual",
  "/faq",
  "/terms",
  "/privacy",
  "/cookies",
  "/about",
  "/copyright",
  "/logout-agreement",
  "/third-party",
  "/collection-list",
  "/gift",
];

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
  );

export default async function seo(
  app: FastifyInstance,
  options: { cache: ContentCache; publicOrigin: () => string },
) {
  const originOf = () => options.publicOrigin();

  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) => {
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600");
    return [
      "User-agent: *",
      "Allow: /",
      "Disallow: /api/",
      "Disallow: /login",
      "Disallow: /account",
      "Disallow: /gift/manage",
      "Disallow: /agreement",
      "",
      `Sitemap: ${originOf()}/sitemap.xml`,
      "",
    ].join("\n");
  });

  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => {
    const origin = originOf();
    const cached = await options.cache.get(`sitemap:${origin}`, async () => {
      const rows = await app.db
        .select({ colType: articles.colType, slug: articles.slug, updatedAt: articles.updatedAt })
        .from(articles)
        .orderBy(asc(articles.colType), asc(articles.slug));
      const entries = [
        ...PAGES.map((path) => ({ path, lastmod: undefined as string | undefined })),
        ...rows
          .filter((r) => r.colType === COL_TYPE.blog || r.colType === COL_TYPE.manual)
          .map((r) => ({
            path: `/${r.colType === COL_TYPE.blog ? "blog" : "manual"}/${r.slug}`,
            lastmod: r.updatedAt.toISOString().slice(0, 10),
          })),
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
