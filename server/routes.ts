import type { FastifyInstance } from "fastify";
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
import contentCreateRoutes from "./api/content/create-routes.ts";
import contentEditRoutes from "./api/content/edit-routes.ts";
import deviceRoutes from "./api/device/routes.ts";
import documentRoutes from "./api/documents/routes.ts";
import downloadRoutes from "./api/download/routes.ts";
import faqRoutes from "./api/faq/routes.ts";
import geoRoutes from "./api/geo/routes.ts";
import type { GeoLookup } from "./api/geo/service.ts";
import giftRoutes from "./api/gift/routes.ts";
import healthRoutes from "./api/health/routes.ts";
import inboxAdminRoutes from "./api/inbox/admin-routes.ts";
import inboxFormRoutes from "./api/inbox/form-routes.ts";
import inboxTicketRoutes from "./api/inbox/ticket-routes.ts";
import poseRoutes from "./api/pose/routes.ts";
import proAdminRoutes, { proRoutes } from "./api/pro/routes.ts";
import { currentPrices } from "./api/pro/service.ts";
import releaseRoutes from "./api/releases/routes.ts";
import searchRoutes from "./api/search/routes.ts";
import type { SearchService } from "./api/search/service.ts";
import invitationRoutes from "./api/staff/invitation-routes.ts";
import manageStaffRoutes from "./api/staff/manage-routes.ts";
import staffRoutes from "./api/staff/routes.ts";
import statsRoutes from "./api/stats/routes.ts";
import themeRoutes from "./api/themes/routes.ts";
import twoFactorRoutes from "./api/two-factor/routes.ts";
import uploadRoutes from "./api/uploads/routes.ts";
import userRoutes from "./api/user/routes.ts";
import artistWorkRoutes from "./api/works/artist-routes.ts";
import { findPublicWork, listPublicWorks } from "./api/works/listing-service.ts";
import workModerationRoutes from "./api/works/moderation-routes.ts";
import publicWorkRoutes from "./api/works/public-routes.ts";
import type { WorkUrls } from "./api/works/signing.ts";
import { publicTags } from "./api/works/tags-service.ts";
import type { Config } from "./config.ts";
import type { DbHandle } from "./db/client.ts";
import type { WorkQueue } from "./jobs/work-images.ts";
import type { ChallengeSettings } from "./lib/challenge.ts";
import type { ChangeListener } from "./lib/change-notifications.ts";
import type { ContentCache } from "./lib/content-cache.ts";
import type { ContentService } from "./lib/content-service.ts";
import type { ServerKeys } from "./lib/keys.ts";
import type { Mailer } from "./lib/mailer.ts";
import { RenderCache } from "./lib/render-cache.ts";
import auth from "./plugins/auth.ts";
import controlCharacters from "./plugins/control-characters.ts";
import noStore from "./plugins/no-store.ts";
import rateLimit from "./plugins/rate-limit.ts";
import reactRouter from "./plugins/react-router.ts";
import staff from "./plugins/staff.ts";
import testClockRoutes, { type ShiftableClock } from "./plugins/test-clock.ts";
import { type Registration, registerAll, step, use } from "./registrations.ts";

export type ApiDeps = {
  config: Config;
  keys: ServerKeys;
  geo: GeoLookup;
  content: ContentService;
  search: SearchService;
  challenge: ChallengeSettings;
  mailer: Mailer;
  publicOrigin: () => string;
  workUrls: WorkUrls;
  workQueue: WorkQueue;
  testClock: ShiftableClock | undefined;
};

/**
 * The API's plugins and route modules, in registration order: the rate limit and no-store first,
 * auth before the routes that need a session, staff before the console's routes under /admin.
 */
export function apiRoutes(d: ApiDeps): (Registration | false)[] {
  const { config, content, challenge, mailer, publicOrigin } = d;
  return [
    use(rateLimit, { perMinute: config.RATE_LIMIT_API_PER_MINUTE, redisUrl: config.REDIS_URL }),
    use(noStore),
    use(controlCharacters),
    use(healthRoutes),
    use(deviceRoutes, { perMinute: config.RATE_LIMIT_IMEI_PER_MINUTE }),
    use(geoRoutes, { geo: d.geo }),
    use(downloadRoutes, { geo: d.geo, content }),
    use(configRoutes, { content }),
    use(proRoutes),
    use(categoryRoutes, { content }),
    use(documentRoutes, { content }),
    use(faqRoutes, { content }),
    use(themeRoutes, { content }),
    use(careerRoutes, { content }),
    use(searchRoutes, { search: d.search }),
    use(auth),
    use(challengeRoutes, { settings: challenge }),
    use(uploadRoutes, { challenge, unclaimedMaxBytes: config.UPLOAD_UNCLAIMED_MAX_BYTES }),
    use(applyRoutes, { challenge, mailer, publicOrigin }),
    use(userRoutes, {
      challenge,
      publicOrigin,
      signupsPerHour: config.RATE_LIMIT_SIGNUPS_PER_HOUR,
      mailer,
    }),
    use(inboxTicketRoutes, { challenge, mailer, publicOrigin, statusKey: d.keys.inquiryStatus }),
    use(inboxFormRoutes, { challenge, mailer, publicOrigin, statusKey: d.keys.inquiryStatus }),
    use(twoFactorRoutes),
    use(giftRoutes),
    use(poseRoutes, { thumbnailKey: d.keys.poseThumbnails, shareKey: d.keys.poseShares }),
    use(publicWorkRoutes, { urls: d.workUrls }),
    use(artistWorkRoutes, { urls: d.workUrls, queue: d.workQueue }),
    use(staff),
    use(staffRoutes, { prefix: "/admin" }),
    use(manageStaffRoutes, { prefix: "/admin/staff", mailer, publicOrigin }),
    use(auditRoutes, { prefix: "/admin/audit" }),
    use(invitationRoutes),
    use(releaseRoutes, { prefix: "/admin/releases" }),
    use(statsRoutes, { prefix: "/admin/stats" }),
    use(configAdminRoutes, { prefix: "/admin/config" }),
    use(proAdminRoutes, { prefix: "/admin/pro" }),
    use(campaignRoutes, { prefix: "/admin/campaigns" }),
    use(workModerationRoutes, { prefix: "/admin/works", urls: d.workUrls, mailer, publicOrigin }),
    use(contentEditRoutes, { prefix: "/admin/content" }),
    use(contentCreateRoutes, { prefix: "/admin/content" }),
    use(careerAdminRoutes, { prefix: "/admin/careers" }),
    use(inboxAdminRoutes, {
      prefix: "/admin/inbox",
      mailer,
      publicOrigin,
      statusKey: d.keys.inquiryStatus,
    }),
    d.testClock !== undefined && use(testClockRoutes, { clock: d.testClock }),
  ];
}

/** The /api scope: its table, then the OpenAPI document and the envelope's 404 for the rest. */
export function api(deps: ApiDeps) {
  return async function apiScope(scope: FastifyInstance) {
    await registerAll(scope, apiRoutes(deps));
    scope.get("/docs", { schema: { hide: true } }, async () => scope.swagger());
    scope.all("/*", { schema: { hide: true } }, async (_request, reply) =>
      reply.status(404).send(fail(Code.notFound)),
    );
  };
}

export type PagesDeps = {
  buildDir: string;
  config: Config;
  dbHandle: DbHandle;
  cache: ContentCache;
  changes: ChangeListener;
  content: ContentService;
  workUrls: WorkUrls;
  analytics: { scriptUrl: string; siteId: string } | null;
  publicOrigin: () => string;
  geo: GeoLookup;
  /** The app's clock (a test clock in the browser tests). */
  now: () => Date;
};

/** The rendered pages (React Router), last: with a build only (API tests have none). */
export function pages(d: PagesDeps): Registration[] {
  const { config, dbHandle, cache, workUrls } = d;
  // Rendered anonymous pages (ADR 0017): dropped with the content they were built from, and on
  // `works` notifications (submissions and moderation change the works pages, not content).
  const renderCache = new RenderCache({
    maxEntries: config.RENDER_CACHE_ENTRIES,
    ttlMs: config.RENDER_CACHE_TTL_MS,
  });
  return [
    step((app) => {
      cache.onInvalidate(() => renderCache.invalidate());
      const offWorks = d.changes.subscribe("works", () => renderCache.invalidate());
      app.addHook("onClose", async () => offWorks());
    }),
    use(reactRouter, {
      buildDir: d.buildDir,
      renderCache,
      contentVersion: async () => {
        cache.expireScheduled();
        return cache.currentVersion();
      },
      mode: config.NODE_ENV === "development" ? "development" : "production",
      publicOrigin: d.publicOrigin,
      context: {
        siteName: config.SITE_NAME,
        analytics: d.analytics,
        services: {
          ...d.content.appServices(),
          works: (query) => listPublicWorks(dbHandle.db, workUrls, query),
          workTags: (locale) => publicTags(dbHandle.db, locale),
          work: async (id, language) =>
            (await findPublicWork(dbHandle.db, workUrls, id, language)) ?? null,
          proPrices: () => currentPrices(dbHandle.db, d.now()),
          regionOf: async (address) => (await d.geo.lookup(address, "en_us")).region,
        },
      },
    }),
  ];
}
