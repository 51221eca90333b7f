import { createServer, type Server } from "node:http";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { Code } from "../../contract/codes.ts";
import { fail } from "../../contract/envelope.ts";
import {
  httpDuration,
  httpErrors,
  rateLimitRefusals,
  scrape,
  tokenMatches,
} from "../lib/metrics.ts";
import { pageRouteOf } from "../lib/stats.ts";

export type MetricsOptions = {
  /** METRICS_TOKEN: `/metrics` on the site's own port, for `Authorization: Bearer <token>` only. */
  token: string | undefined;
};

/**
 * The label for a request: the route's pattern (`/api/gift/:code`), never the raw URL, whose
 * codes and slugs would both leak and make one series per visitor. Pages, which all share React
 * Router's catch-all, are named by their page pattern (`/blog/:slug`).
 */
export function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (!pattern || pattern === "/api/*") return "unmatched";
  if (pattern.startsWith("/assets/")) return "/assets/*";
  if (pattern !== "/*") return pattern;
  const pathname = request.url.split("?")[0] ?? "/";
  if (pathname.startsWith("/assets/")) return "/assets/*";
  if (pathname.endsWith(".data")) return "page-data";
  if (pathname === "/admin" || pathname.startsWith("/admin/")) return "/admin/*";
  return pageRouteOf(pathname) ?? "page-other";
}

async function metrics(app: FastifyInstance, options: MetricsOptions) {
  app.addHook("onResponse", async (request, reply) => {
    const route = routeLabel(request);
    const status = reply.statusCode;
    httpDuration.observe(
      { method: request.method, route, status: String(status) },
      reply.elapsedTime / 1000,
    );
    if (status >= 400) httpErrors.inc({ route, class: status >= 500 ? "5xx" : "4xx" });
    if (status === 429) rateLimitRefusals.inc({ route });
  });

  const token = options.token;
  if (token) {
    app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
      reply.header("cache-control", "no-store");
      if (!tokenMatches(request.headers.authorization, token)) {
        return reply
          .status(401)
          .header("www-authenticate", 'Bearer realm="metrics"')
          .send(fail(Code.notLoggedIn));
      }
      const { contentType, body } = await scrape();
      return reply.type(contentType).send(body);
    });
  }
}

export default fp(metrics, { name: "metrics" });

/**
 * METRICS_PORT: `/metrics` alone on a port of its own, for a scraper on the private network
 * (the site's port never answers it). METRICS_TOKEN, when set, is required here too.
 */
export function createMetricsServer(token: string | undefined): Server {
  return createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (req.method !== "GET" || path !== "/metrics") {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found\n");
      return;
    }
    if (token && !tokenMatches(req.headers.authorization, token)) {
      res
        .writeHead(401, {
          "content-type": "text/plain",
          "www-authenticate": 'Bearer realm="metrics"',
        })
        .end("unauthorized\n");
      return;
    }
    scrape().then(
      ({ contentType, body }) => {
        res.writeHead(200, { "content-type": contentType, "cache-control": "no-store" }).end(body);
      },
      () => {
        res.writeHead(500, { "content-type": "text/plain" }).end("metrics failed\n");
      },
    );
  });
}
