import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { syncContent } from "./db/seed.ts";
import { LOCAL_ORIGIN_WARNING } from "./lib/public-origin.ts";
import { loadServerSecret } from "./lib/secrets.ts";
import { createMetricsServer } from "./plugins/metrics.ts";
import { ShiftableClock } from "./plugins/test-clock.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

async function main() {
  const config = loadConfig();
  const dbHandle = config.DATABASE_URL
    ? await openDatabase({ driver: "postgres", url: config.DATABASE_URL })
    : await openDatabase({ driver: "pglite", dataDir: path.resolve(config.DATA_DIR, "pglite") });
  await dbHandle.migrate();
  const { secret, generated } = await loadServerSecret(config.AUTH_SECRET, config.DATA_DIR);
  const app = await buildApp({
    config,
    dbHandle,
    secret,
    buildDir: path.join(root, "build"),
    ...(config.TEST_CLOCK ? { testClock: new ShiftableClock() } : {}),
  });
  await syncContent(dbHandle.db, { contentDir: path.join(root, "content"), log: app.log });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: no new connections, finishing in-flight requests");
    // After the grace period the clients still connected are cut, so the database can still be
    // closed cleanly; only if even that hangs does the process give up.
    const grace = setTimeout(() => {
      app.log.warn("grace period over: closing the remaining connections");
      app.server.closeAllConnections();
    }, config.SHUTDOWN_TIMEOUT_MS);
    const giveUp = setTimeout(() => {
      app.log.error("shutdown timed out; exiting");
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS + 10_000);
    giveUp.unref();
    try {
      await app.close();
      clearTimeout(grace);
      app.log.info("http server closed");
      await dbHandle.close();
      app.log.info("database closed; shutdown complete");
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, "shutdown failed");
      process.exit(1);
    }
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));

  const address = await app.listen({ host: config.HOST, port: config.PORT });
  if (config.METRICS_PORT) {
    const metricsServer = createMetricsServer(config.METRICS_TOKEN);
    await new Promise<void>((resolve, reject) => {
      metricsServer.once("error", reject);
      metricsServer.listen(config.METRICS_PORT, config.METRICS_HOST, () => resolve());
    });
    metricsServer.unref();
    app.log.info(
      { host: config.METRICS_HOST, port: config.METRICS_PORT },
      "metrics served on their own port",
    );
  }
  app.log.info({ address, database: dbHandle.driver }, `${config.SITE_NAME} listening`);
  if (!config.PUBLIC_ORIGIN) app.log.warn(LOCAL_ORIGIN_WARNING);
  if (generated && (config.DATABASE_URL || config.REDIS_URL)) {
    app.log.warn(
      "AUTH_SECRET is not set: using DATA_DIR/secret-key; several instances must share one AUTH_SECRET",
    );
  }
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
