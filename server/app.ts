import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import Fastify, { type FastifyInstance } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { GeoLookup } from "./api/geo/service.ts";
import { SearchService } from "./api/search/service.ts";
import { createTwoFactor } from "./api/two-factor/service.ts";
import { WorkUrls } from "./api/works/signing.ts";
import {
  contentCacheFor,
  defaultMailer,
  fastifyOptions,
  publicHostOf,
  refuseWhileClosing,
  swaggerOptions,
  watchPool,
} from "./app-setup.ts";
import type { Config } from "./config.ts";
import type { DbHandle } from "./db/client.ts";
import { attemptsPurgeJob } from "./jobs/attempts-purge.ts";
import { deletedPosesPurgeJob } from "./jobs/deleted-poses-purge.ts";
import { inboxRetentionJob } from "./jobs/inbox-retention.ts";
import { createScheduler } from "./jobs/scheduler.ts";
import { uploadsPurgeJob } from "./jobs/uploads-purge.ts";
import { workImagesJob } from "./jobs/work-images.ts";
import { setAttemptKeySecret } from "./lib/attempts.ts";
import { type ChallengeSettings, DEFAULT_CHALLENGE } from "./lib/challenge.ts";
import { capConnectionsPerAddress } from "./lib/connections.ts";
import { ContentService } from "./lib/content-service.ts";
import { serverKeys } from "./lib/keys.ts";
import type { Mailer } from "./lib/mailer.ts";
import { publicOriginOf } from "./lib/public-origin.ts";
import appLinks from "./plugins/app-links.ts";
import changelogFeed from "./plugins/changelog-feed.ts";
import errors from "./plugins/errors.ts";
import metrics from "./plugins/metrics.ts";
import security from "./plugins/security.ts";
import seo from "./plugins/seo.ts";
import type { ConsoleRoute } from "./plugins/staff.ts";
import stats from "./plugins/stats.ts";
import type { ShiftableClock } from "./plugins/test-clock.ts";
import { registerAll, step, use } from "./registrations.ts";
import { api, pages } from "./routes.ts";

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

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, dbHandle } = options;
  const app = Fastify(
    fastifyOptions(config, options.logStream),
  ).withTypeProvider<ZodTypeProvider>();
  capConnectionsPerAddress(app.server, config.MAX_CONNECTIONS_PER_ADDRESS);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("dbHandle", dbHandle);
  app.decorate("db", dbHandle.db);
  app.decorate("consoleRoutes", [] as ConsoleRoute[]);
  app.decorate("now", options.testClock?.now ?? options.now ?? (() => new Date()));
  const publicOrigin = publicOriginOf(config.PUBLIC_ORIGIN, config.PORT, app.server);
  const keys = serverKeys(
    options.secret ?? config.AUTH_SECRET ?? randomBytes(32).toString("base64url"),
  );
  const challenge: ChallengeSettings = {
    hmacKey: keys.challenge,
    ...(options.challenge ?? DEFAULT_CHALLENGE),
  };
  app.decorate(
    "twoFactor",
    createTwoFactor({
      db: dbHandle.db,
      now: () => app.now(),
      // Secrets are always encrypted at rest: by TWO_FACTOR_KEY, else by a key derived from the
      // server secret (so rotating AUTH_SECRET needs TWO_FACTOR_KEY set first; README).
      key: Buffer.from(
        config.TWO_FACTOR_KEY ?? keys.twoFactor,
        config.TWO_FACTOR_KEY ? "base64" : "base64url",
      ),
      issuer: config.SITE_NAME,
      challenge,
    }),
  );
  setAttemptKeySecret(keys.attempts);
  const workUrls = new WorkUrls(keys.workImages);
  // Background jobs (server/jobs/): started once ready, stopped on close.
  const workImages = workImagesJob(app);
  const scheduler = createScheduler([
    attemptsPurgeJob({ db: dbHandle.db, now: () => app.now(), log: app.log }),
    inboxRetentionJob(app),
    deletedPosesPurgeJob(app),
    uploadsPurgeJob(app),
    workImages.job,
  ]);
  app.addHook("onReady", async () => scheduler.start());
  app.addHook("onClose", async () => scheduler.stop());
  refuseWhileClosing(app);

  const analytics = config.ANALYTICS_SCRIPT_URL
    ? { scriptUrl: config.ANALYTICS_SCRIPT_URL, siteId: config.ANALYTICS_SITE_ID ?? "" }
    : null;
  const { cache, changes } = contentCacheFor(app, dbHandle, config);
  const geo = new GeoLookup();
  const content = new ContentService(dbHandle.db, cache);
  const search = new SearchService(content);
  content.search = search;
  const mailer = options.mailer ?? defaultMailer(config, app.log);
  const apiDeps = { config, keys, geo, content, search, challenge, mailer, publicOrigin, workUrls };

  // In this order (issue 29): plugins' hooks run in the order the plugins were registered.
  await registerAll(app, [
    use(errors),
    use(metrics, { token: config.METRICS_TOKEN }),
    step(() => watchPool(app, dbHandle)),
    use(security, {
      hsts: config.HSTS,
      scriptOrigins: analytics ? [new URL(analytics.scriptUrl).origin] : [],
    }),
    use(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] }),
    use(swagger, swaggerOptions(config.SITE_NAME)),
    step(() => app.addHook("onClose", async () => changes.close())),
    use(stats, { geo, redisUrl: config.REDIS_URL, publicHost: publicHostOf(publicOrigin) }),
    use(api({ ...apiDeps, workQueue: workImages.queue, testClock: options.testClock }), {
      prefix: "/api",
    }),
    // Article covers; the Markdown beside them is not served.
    use(fastifyStatic, {
      root: path.join(options.contentDir ?? defaultContentDir, "articles"),
      prefix: "/content/",
      decorateReply: false,
      index: false,
      allowedPath: (pathName) => /\.(svg|webp)$/.test(pathName),
      setHeaders: (reply) => {
        reply.header("cache-control", "public, max-age=86400");
      },
    }),
    use(seo, { content, publicOrigin }),
    use(appLinks, { content }),
    use(changelogFeed, { content, publicOrigin, siteName: config.SITE_NAME }),
    ...(options.buildDir
      ? pages({
          buildDir: options.buildDir,
          config,
          dbHandle,
          cache,
          changes,
          content,
          workUrls,
          analytics,
          publicOrigin,
          geo,
          now: () => app.now(),
        })
      : []),
  ]);
  return app;
}
