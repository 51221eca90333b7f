import type { FastifyInstance, FastifyReply } from "fastify";
import {
  AI_FALLBACK,
  type AppLinksConfig,
  appLinksReady,
  listOf,
  OPEN_PREFIX,
} from "../../contract/app-links.ts";
import { DEFAULT_DATA_LANGUAGE } from "../../contract/language.ts";
import type { SubsiteTable } from "../../contract/subsites.ts";
import type { ContentService } from "../lib/content-service.ts";

/**
 * The apps' universal links and Android app links (issue 31), from configuration `app.links`:
 * the two association files the phones fetch, and `/open/*`, the addresses the apps claim,
 * which a browser without the app follows to the web page. Nothing is published, and the site
 * offers no app link, until an operator has entered the apps' identities.
 */
export default async function appLinks(app: FastifyInstance, options: { content: ContentService }) {
  const configured = async (): Promise<AppLinksConfig | null> => {
    const { value } = await options.content.config("app.links", DEFAULT_DATA_LANGUAGE);
    const config = (value?.value ?? null) as AppLinksConfig | null;
    return appLinksReady(config) ? config : null;
  };
  // Phones fetch these straight, without redirects, and cache them; JSON whatever the name.
  const json = (reply: FastifyReply, body: unknown) =>
    reply
      .type("application/json")
      .header("cache-control", "public, max-age=3600")
      .send(JSON.stringify(body));

  app.get(
    "/.well-known/apple-app-site-association",
    { schema: { hide: true } },
    async (_request, reply) => {
      const ids = listOf((await configured())?.appleAppIds ?? "");
      if (!ids.length) return reply.callNotFound();
      return json(reply, {
        applinks: {
          details: [{ appIDs: ids, components: [{ "/": `${OPEN_PREFIX}/*` }] }],
        },
      });
    },
  );

  app.get("/.well-known/assetlinks.json", { schema: { hide: true } }, async (_request, reply) => {
    const config = await configured();
    const fingerprints = listOf(config?.androidFingerprints ?? "");
    const packages = listOf(config?.androidPackage ?? "");
    if (!packages.length || !fingerprints.length) return reply.callNotFound();
    return json(
      reply,
      packages.map((name) => ({
        relation: ["delegate_permission/common.handle_all_urls"],
        target: {
          namespace: "android_app",
          package_name: name,
          sha256_cert_fingerprints: fingerprints,
        },
      })),
    );
  });

  /** Whether the request came to the AI app's sub-site (the host "Open in Inkdoll AI" links to). */
  const onAiSite = async (host: string) => {
    const { value } = await options.content.config("subsites", DEFAULT_DATA_LANGUAGE);
    const table = value?.value as SubsiteTable | undefined;
    if (!table) return false;
    // Either environment's AI host: a test sub-site's own name need not be a listed test host.
    return [table.production, table.test].some((hosts) => {
      try {
        return new URL(hosts.ai).host === host.toLowerCase();
      } catch {
        return false;
      }
    });
  };

  // Without the app the link is a web address: the same page of this site, never another host.
  // On the AI app's sub-site there is no web version of the app to fall back to: the download
  // page's AI card, with its stores for the visitor's platform and region.
  app.get(`${OPEN_PREFIX}/*`, { schema: { hide: true } }, async (request, reply) => {
    if (await onAiSite(request.host))
      return reply.header("cache-control", "no-store").redirect(AI_FALLBACK, 302);
    // Resolved as a browser resolves it (dot segments, backslashes), then made a path of this
    // site: a Location of `//host` or `/..//host` would leave it.
    const base = "http://open.invalid";
    const url = new URL(request.url.slice(OPEN_PREFIX.length) || "/", base);
    const target = url.origin === base ? `/${url.pathname.replace(/^\/+/, "")}${url.search}` : "/";
    return reply.header("cache-control", "no-store").redirect(target, 302);
  });
}
