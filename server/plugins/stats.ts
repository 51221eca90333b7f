import { parseCookie } from "cookie";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  LANGUAGE_COOKIE,
  localeFromAcceptLanguage,
  resolveUiLocale,
} from "../../contract/language.ts";
import type { GeoLookup } from "../api/geo/service.ts";
import { firstConnection, openRedis } from "../lib/redis-client.ts";
import {
  ProcessVisitorMemory,
  RedisVisitorMemory,
  StatsRecorder,
  type VisitorMemory,
} from "../lib/stats.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the React Router handler on a page response: the page's route pattern. */
    pageView?: string;
  }
  interface FastifyInstance {
    stats: StatsRecorder;
  }
}

/** Requests whose successful answer counts as an event of that metric. */
const EVENTS: Record<string, "signup"> = { "POST /api/user/register": "signup" };

/** The interface language the page was rendered in: the same rule as app/lib/locale.server.ts. */
function languageOf(request: FastifyRequest): string {
  const url = new URL(request.url, "http://x");
  const cookies = parseCookie(request.headers.cookie ?? "");
  return resolveUiLocale({
    address: url.searchParams.get("lang"),
    stored: cookies[LANGUAGE_COOKIE] ?? null,
    browser: localeFromAcceptLanguage(request.headers["accept-language"]),
  });
}

/**
 * First-party statistics (ADR 0012): after a page response or a counted event is sent, its
 * counters are raised in the background, so counting never slows a page. No cookie, no script.
 */
export default fp(
  async function stats(
    app: FastifyInstance,
    options: { geo: GeoLookup; redisUrl?: string | undefined; publicHost: () => string },
  ) {
    let memory: VisitorMemory = new ProcessVisitorMemory();
    if (options.redisUrl) {
      // Page views arrive together: their marks go out in one write per tick.
      const redis = openRedis(app, options.redisUrl, { enableAutoPipelining: true });
      let warned = false;
      memory = new RedisVisitorMemory(redis, (err) => {
        if (warned) return;
        warned = true;
        app.log.warn({ err }, "statistics: Redis unavailable, visitors counted per process");
      });
      await firstConnection(redis);
    }
    const recorder = new StatsRecorder({
      db: app.db,
      memory,
      geo: options.geo,
      now: () => app.now(),
      onError: (err) => app.log.warn({ err }, "statistics: a count was lost"),
    });
    app.decorate("stats", recorder);
    app.addHook("onResponse", async (request, reply) => {
      if (reply.statusCode !== 200) return;
      if (request.pageView && request.method === "GET") {
        const route = request.pageView;
        recorder.track(() =>
          recorder.pageView({
            route,
            language: languageOf(request),
            address: request.ip,
            userAgent: request.headers["user-agent"] ?? "",
            referrer: request.headers.referer,
            ownHosts: [request.hostname, options.publicHost()],
          }),
        );
        return;
      }
      const event = EVENTS[`${request.method} ${request.routeOptions.url}`];
      if (event) recorder.track(() => recorder.count(event));
    });
    // Shutdown waits for the counts already under way.
    app.addHook("onClose", async () => recorder.flush());
  },
  { name: "stats" },
);
