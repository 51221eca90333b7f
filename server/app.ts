import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import Fastify, { type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { Code } from "../contract/codes.ts";
import { fail } from "../contract/envelope.ts";
import auditRoutes from "./api/audit/routes.ts";
import campaignRoutes from "./api/campaigns/routes.ts";
import applyRoutes from "./api/careers/apply-routes.ts";
import careerAdminRoutes, { careerRoutes } from "./api/careers/routes.ts";
import categoryRoutes from "./api/category/routes.ts";
import challengeRoutes from "./api/challenge/routes.ts";
import configAdminRoutes from "./api/config/admin-routes.ts";
import configRoutes from "./api/config/routes.ts";
import contentAdminRoutes from "./api/content/routes.ts";
import { nextScheduled } from "./api/content/visibility.ts";
import deviceRoutes from "./api/device/routes.ts";
import documentRoutes from "./api/documents/routes.ts";
import downloadRoutes from "./api/download/routes.ts";
import faqRoutes from "./api/faq/routes.ts";
import geoRoutes from "./api/geo/routes.ts";
import { GeoLookup } from "./api/geo/service.ts";
import giftRoutes from "./api/gift/routes.ts";
import healthRoutes from "./api/health/routes.ts";
import inboxAdminRoutes from "./api/inbox/admin-routes.ts";
import inboxRoutes from "./api/inbox/routes.ts";
import poseRoutes from "./api/pose/routes.ts";
import releaseRoutes from "./api/releases/routes.ts";
import searchRoutes from "./api/search/routes.ts";
import { SearchService } from "./api/search/service.ts";
import invitationRoutes from "./api/staff/invitation-routes.ts";
import manageStaffRoutes from "./api/staff/manage-routes.ts";
import staffRoutes from "./api/staff/routes.ts";
import statsRoutes from "./api/stats/routes.ts";
import themeRoutes from "./api/themes/routes.ts";
import twoFactorRoutes from "./api/two-factor/routes.ts";
import { createTwoFactor } from "./api/two-factor/service.ts";
import uploadRoutes from "./api/uploads/routes.ts";
import userRoutes from "./api/user/routes.ts";
import workRoutes, { workModerationRoutes } from "./api/works/routes.ts";
import { findPublicWork, listPublicWorks, publicTags, WorkUrls } from "./api/works/service.ts";
import type { Config } from "./config.ts";
import type { DbHandle } from "./db/client.ts";
import { attemptsPurgeJob } from "./jobs/attempts-purge.ts";
import { inboxRetentionJob } from "./jobs/inbox-retention.ts";
import { createScheduler } from "./jobs/scheduler.ts";
import { workImagesJob } from "./jobs/work-images.ts";
import { setAttemptKeySecret } from "./lib/attempts.ts";
import { type ChallengeSettings, DEFAULT_CHALLENGE } from "./lib/challenge.ts";
import { listenForChanges } from "./lib/change-notifications.ts";
import { capConnectionsPerAddress, clientErrorHandler } from "./lib/connections.ts";
import { ContentCache } from "./lib/content-cache.ts";
import { ContentService } from "./lib/content-service.ts";
import { REDACT_PATHS, serializeError, serializeRequest } from "./lib/log-redaction.ts";
import { createMailer, type Mailer } from "./lib/mailer.ts";
import { watchDatabase } from "./lib/metrics.ts";
import { publicOriginOf } from "./lib/public-origin.ts";
import { RenderCache } from "./lib/render-cache.ts";
import { requestIdGenerator } from "./lib/request-id.ts";
import { deriveKey } from "./lib/secrets.ts";
import auth from "./plugins/auth.ts";
import changelogFeed from "./plugins/changelog-feed.ts";
import controlCharacters from "./plugins/control-characters.ts";
import errors from "./plugins/errors.ts";
import metrics from "./plugins/metrics.ts";
import noStore from "./plugins/no-store.ts";
import rateLimit from "./plugins/rate-limit.ts";
import reactRouter from "./plugins/react-router.ts";
import security from "./plugins/security.ts";
import seo from "./plugins/seo.ts";
import staff, { type ConsoleRoute } from "./plugins/staff.ts";
import stats from "./plugins/stats.ts";
import testClockRoutes, { type ShiftableClock } from "./plugins/test-clock.ts";

const defaultContentDir = fileURLToPath(new URL("../content", import.meta.url));

export type BuildOptions = {
  config: Config;
  dbHandle: DbHandle;
  /** Directory of the React Router build; without it only the API is served (API tests). */
  buildDir?: string;
  contentDir?: string;
  now?: () => Date;
  /** End-to-end tests: a clock moved by POST /api/test/clock (TEST_CLOCK). */
  testClock?: ShiftableClock;
  /** AUTH_SECRET, or main.ts's stored one; else random for this process (tests). */
  secret?: string;
  /** Proof-of-work difficulty; tests make it small. */
  challenge?: { maxNumber: number; ttlMs: number };
  /** Outgoing mail; by default SMTP_URL, else the outbox folder under DATA_DIR. */
  mailer?: Mailer;
  /** Where log lines go instead of stdout (tests read them); LOG_LEVEL still applies. */
  logStream?: { write(line: string): void };
};

function trustProxy(value: string): string[] | boolean {
  const list = value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return list.length ? list : false;
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, dbHandle } = options;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === "silent"
        ? false
        : {
            level: config.LOG_LEVEL,
            ...(options.logStream ? { stream: options.logStream } : {}),
            redact: REDACT_PATHS,
            // Gift codes ride in URLs, emails in database errors: neither reaches the log.
            serializers: { req: serializeRequest, err: (err) => serializeError(err) },
          },
    // The proxy's X-Request-Id when it comes from TRUST_PROXY and is well formed, else a UUID.
    genReqId: requestIdGenerator(config.TRUST_PROXY),
    requestIdHeader: false,
    trustProxy: trustProxy(config.TRUST_PROXY),
    bodyLimit: 64 * 1024,
    routerOptions: { maxParamLength: 200 },
    // Slow clients: the whole request must arrive within REQUEST_TIMEOUT_MS, its headers within
    // HEADERS_TIMEOUT_MS. Node checks these every connectionsCheckingInterval, so that interval
    // follows the shorter of the two instead of its default 30 s.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.max(
        50,
        Math.min(5000, Math.floor(config.HEADERS_TIMEOUT_MS / 4)),
      ),
    },
    clientErrorHandler,
    // Answered in the envelope by the onRequest hook below instead.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  capConnectionsPerAddress(app.server, config.MAX_CONNECTIONS_PER_ADDRESS);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("dbHandle", dbHandle);
  app.decorate("db", dbHandle.db);
  app.decorate("consoleRoutes", [] as ConsoleRoute[]);
  app.decorate("now", options.testClock?.now ?? options.now ?? (() => new Date()));
  const publicOrigin = publicOriginOf(config.PUBLIC_ORIGIN, config.PORT, app.server);
  const secret = options.secret ?? config.AUTH_SECRET ?? randomBytes(32).toString("base64url");
  app.decorate(
    "twoFactor",
    createTwoFactor({
      db: dbHandle.db,
      now: () => app.now(),
      // Secrets are always encrypted at rest: by TWO_FACTOR_KEY, else by a key derived from the
      // server secret (so rotating AUTH_SECRET needs TWO_FACTOR_KEY set first; README).
      key: Buffer.from(
        config.TWO_FACTOR_KEY ?? deriveKey(secret, "two-factor"),
        config.TWO_FACTOR_KEY ? "base64" : "base64url",
      ),
      issuer: config.SITE_NAME,
    }),
  );
  setAttemptKeySecret(deriveKey(secret, "attempts"));
  const workUrls = new WorkUrls(deriveKey(secret, "work-images"));
  const challenge: ChallengeSettings = {
    hmacKey: deriveKey(secret, "challenge"),
    ...(options.challenge ?? DEFAULT_CHALLENGE),
  };
  // Background jobs (server/jobs/): started once ready, stopped on close.
  const workImages = workImagesJob(app);
  const scheduler = createScheduler([
    attemptsPurgeJob({ db: dbHandle.db, now: () => app.now(), log: app.log }),
    inboxRetentionJob(app),
    workImages.job,
  ]);
  app.addHook("onReady", async () => scheduler.start());
  app.addHook("onClose", async () => scheduler.stop());

  // Responses finished while closing tell keep-alive clients to go, so close() is not held open.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
    if (closing) {
      return reply
        .status(503)
        .header("connection", "close")
        .header("retry-after", "1")
        .send(fail(Code.unavailable));
    }
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (closing) reply.header("connection", "close");
    return payload;
  });

  await app.register(errors);
  await app.register(metrics, { token: config.METRICS_TOKEN });
  const unwatch = watchDatabase({
    driver: dbHandle.driver,
    poolMax: dbHandle.poolMax ?? 1,
    ping: () => dbHandle.ping(),
  });
  app.addHook("onClose", async () => unwatch());
  const analytics = config.ANALYTICS_SCRIPT_URL
    ? { scriptUrl: config.ANALYTICS_SCRIPT_URL, siteId: config.ANALYTICS_SITE_ID ?? "" }
    : null;
  await app.register(security, {
    hsts: config.HSTS,
    scriptOrigins: analytics ? [new URL(analytics.scriptUrl).origin] : [],
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: `${config.SITE_NAME} web API`,
        description:
          "Every response is an envelope `{ code, msg, data? }`; code 200 is success. " +
          "Every call accepts `from` (1 Android, 2 web, 3 iOS).",
        version: "1.0.0",
      },
      components: {
        securitySchemes: {
          bearer: {
            type: "http",
            scheme: "bearer",
            description: "The loginKey from /api/user/login or /api/user/register",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  const cache = new ContentCache(dbHandle.db, {
    onHealthChange: (healthy, err) => {
      if (healthy) app.log.info("database reachable again: serving fresh content");
      else app.log.error({ err }, "database unreachable: serving the last good copy of content");
    },
    checkIntervalMs: config.CONTENT_POLL_MS,
    now: () => app.now(),
    nextChange: (now) => nextScheduled(dbHandle.db, now),
  });
  // Changes made through any instance reach this one at once (ADR 0010).
  const changes = listenForChanges(dbHandle, {
    onError: (err) => app.log.warn({ err }, "listening for content changes failed; retrying"),
  });
  cache.listenTo(changes);
  app.decorate("changes", changes);
  app.addHook("onClose", async () => changes.close());
  const geo = new GeoLookup();
  app.decorate("contentCache", cache);
  const content = new ContentService(dbHandle.db, cache);
  await app.register(stats, {
    geo,
    redisUrl: config.REDIS_URL,
    publicHost: (() => {
      // Asked on every page view: parsed again only when the configured origin changes.
      let origin = "";
      let host = "";
      return () => {
        const now = publicOrigin();
        if (now !== origin) {
          origin = now;
          host = new URL(now).hostname;
        }
        return host;
      };
    })(),
  });
  const search = new SearchService(content);
  content.search = search;

  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from:
        config.MAIL_FROM ??
        `${config.SITE_NAME} <no-reply@${config.PUBLIC_ORIGIN ? new URL(config.PUBLIC_ORIGIN).hostname : "localhost"}>`,
      outboxDir: path.resolve(config.DATA_DIR, "outbox"),
      log: app.log,
      logBodies: config.NODE_ENV === "development",
    });

  await app.register(
    async (api) => {
      await api.register(rateLimit, {
        perMinute: config.RATE_LIMIT_API_PER_MINUTE,
        redisUrl: config.REDIS_URL,
      });
      await api.register(noStore);
      await api.register(controlCharacters);
      await api.register(healthRoutes);
      await api.register(deviceRoutes, { perMinute: config.RATE_LIMIT_IMEI_PER_MINUTE });
      await api.register(geoRoutes, { geo });
      await api.register(downloadRoutes, { geo, content });
      await api.register(configRoutes, { content });
      await api.register(categoryRoutes, { content });
      await api.register(documentRoutes, { content });
      await api.register(faqRoutes, { content });
      await api.register(themeRoutes, { content });
      await api.register(careerRoutes, { content });
      await api.register(searchRoutes, { search });
      await api.register(auth);
      await api.register(challengeRoutes, { settings: challenge });
      await api.register(uploadRoutes);
      await api.register(applyRoutes, { challenge, mailer, publicOrigin });
      await api.register(userRoutes, {
        challenge,
        publicOrigin,
        signupsPerHour: config.RATE_LIMIT_SIGNUPS_PER_HOUR,
        mailer,
      });
      await api.register(inboxRoutes, {
        challenge,
        mailer,
        publicOrigin,
        statusKey: deriveKey(secret, "inquiry-status"),
      });
      await api.register(twoFactorRoutes);
      await api.register(giftRoutes);
      await api.register(poseRoutes, { thumbnailKey: deriveKey(secret, "pose-thumbnails") });
      await api.register(workRoutes, { urls: workUrls, queue: workImages.queue });
      await api.register(staff);
      await api.register(staffRoutes, { prefix: "/admin" });
      await api.register(manageStaffRoutes, { prefix: "/admin/staff", mailer, publicOrigin });
      await api.register(auditRoutes, { prefix: "/admin/audit" });
      await api.register(invitationRoutes);
      await api.register(releaseRoutes, { prefix: "/admin/releases" });
      await api.register(statsRoutes, { prefix: "/admin/stats" });
      await api.register(configAdminRoutes, { prefix: "/admin/config" });
      await api.register(campaignRoutes, { prefix: "/admin/campaigns" });
      await api.register(workModerationRoutes, {
        prefix: "/admin/works",
        urls: workUrls,
        mailer,
        publicOrigin,
      });
      await api.register(contentAdminRoutes, { prefix: "/admin/content" });
      await api.register(careerAdminRoutes, { prefix: "/admin/careers" });
      await api.register(inboxAdminRoutes, {
        prefix: "/admin/inbox",
        mailer,
        publicOrigin,
        statusKey: deriveKey(secret, "inquiry-status"),
      });
      if (options.testClock) await api.register(testClockRoutes, { clock: options.testClock });
      api.get("/docs", { schema: { hide: true } }, async () => app.swagger());
      api.all("/*", { schema: { hide: true } }, async (_request, reply) =>
        reply.status(404).send(fail(Code.notFound)),
      );
    },
    { prefix: "/api" },
  );

  // Article covers; the Markdown beside them is not served.
  await app.register(fastifyStatic, {
    root: path.join(options.contentDir ?? defaultContentDir, "articles"),
    prefix: "/content/",
    decorateReply: false,
    index: false,
    allowedPath: (pathName) => /\.(svg|webp)$/.test(pathName),
    setHeaders: (reply) => {
      reply.header("cache-control", "public, max-age=86400");
    },
  });

  await app.register(seo, { content, publicOrigin });
  await app.register(changelogFeed, { content, publicOrigin, siteName: config.SITE_NAME });

  if (options.buildDir) {
    // Rendered anonymous pages (ADR 0017): dropped with the content they were built from, and on
    // `works` notifications (submissions and moderation change the works pages, not content).
    const renderCache = new RenderCache({
      maxEntries: config.RENDER_CACHE_ENTRIES,
      ttlMs: config.RENDER_CACHE_TTL_MS,
    });
    cache.onInvalidate(() => renderCache.invalidate());
    const offWorks = changes.subscribe("works", () => renderCache.invalidate());
    app.addHook("onClose", async () => offWorks());
    await app.register(reactRouter, {
      buildDir: options.buildDir,
      renderCache,
      contentVersion: async () => {
        cache.expireScheduled();
        return cache.currentVersion();
      },
      mode: config.NODE_ENV === "development" ? "development" : "production",
      publicOrigin,
      context: {
        siteName: config.SITE_NAME,
        analytics,
        services: {
          ...content.appServices(),
          works: (query) => listPublicWorks(dbHandle.db, workUrls, query),
          workTags: () => publicTags(dbHandle.db),
          work: async (id, language) =>
            (await findPublicWork(dbHandle.db, workUrls, id, language)) ?? null,
        },
      },
    });
  }
  return app;
}
