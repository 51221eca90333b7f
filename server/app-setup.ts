/**
 * The parts of buildApp (app.ts) that are settings rather than registrations: Fastify's options,
 * the OpenAPI document, the default mailer, the closing gate, the content cache with its change
 * notifications, the pool's watch and the public host of stats.
 */

import type { Server } from "node:http";
import path from "node:path";
import type { SwaggerOptions } from "@fastify/swagger";
import type { FastifyBaseLogger, FastifyHttpOptions, FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { Code } from "../contract/codes.ts";
import { fail } from "../contract/envelope.ts";
import { nextScheduled } from "./api/content/visibility-service.ts";
import { SceneJsonSchema } from "./api/pose/schema.ts";
import type { Config } from "./config.ts";
import type { DbHandle } from "./db/client.ts";
import { BODY_LIMITS } from "./lib/body-limits.ts";
import { type ChangeListener, listenForChanges } from "./lib/change-notifications.ts";
import { clientErrorHandler } from "./lib/connections.ts";
import { ContentCache } from "./lib/content-cache.ts";
import { REDACT_PATHS, serializeError, serializeRequest } from "./lib/log-redaction.ts";
import { createMailer, type Mailer } from "./lib/mailer.ts";
import { watchDatabase } from "./lib/metrics.ts";
import { requestIdGenerator } from "./lib/request-id.ts";

function trustProxy(value: string): string[] | boolean {
  const list = value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return list.length ? list : false;
}

export function fastifyOptions(
  config: Config,
  logStream: { write(line: string): void } | undefined,
): FastifyHttpOptions<Server> {
  return {
    logger:
      config.LOG_LEVEL === "silent"
        ? false
        : {
            level: config.LOG_LEVEL,
            ...(logStream ? { stream: logStream } : {}),
            redact: REDACT_PATHS,
            // Gift codes ride in URLs, emails in database errors: neither reaches the log.
            serializers: { req: serializeRequest, err: (err) => serializeError(err) },
          },
    // The proxy's X-Request-Id when it comes from TRUST_PROXY and is well formed, else a UUID.
    genReqId: requestIdGenerator(config.TRUST_PROXY),
    requestIdHeader: false,
    trustProxy: trustProxy(config.TRUST_PROXY),
    bodyLimit: BODY_LIMITS.default,
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
    // Loading the React Router build is a plugin: on a busy machine it took longer than avvio's
    // default 10 s, and the instance failed to start ("Plugin did not start in time").
    pluginTimeout: 60_000,
    // Answered in the envelope by the onRequest hook of refuseWhileClosing instead.
    return503OnClosing: false,
  };
}

/** Responses finished while closing tell keep-alive clients to go, so close() is not held open. */
export function refuseWhileClosing(app: FastifyInstance): void {
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
}

export function swaggerOptions(siteName: string): SwaggerOptions {
  return {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: `${siteName} web API`,
        description:
          "Every response is an envelope `{ code, msg, data? }`; code 200 is success. " +
          "Every call accepts `from` (1 Android, 2 web, 3 iOS).",
        version: "1.0.0",
      },
      components: {
        // JSON Schema 2020-12, which OpenAPI 3.1 takes as it is; openapi-types knows only 3.0 shapes.
        schemas: { Scene: SceneJsonSchema as never },
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
  };
}

/** SMTP_URL, else the outbox folder under DATA_DIR. */
export function defaultMailer(config: Config, log: FastifyBaseLogger): Mailer {
  return createMailer({
    smtpUrl: config.SMTP_URL,
    from:
      config.MAIL_FROM ??
      `${config.SITE_NAME} <no-reply@${config.PUBLIC_ORIGIN ? new URL(config.PUBLIC_ORIGIN).hostname : "localhost"}>`,
    outboxDir: path.resolve(config.DATA_DIR, "outbox"),
    log,
    logBodies: config.NODE_ENV === "development",
  });
}

/** The public origin's host name, asked on every page view: parsed again only when it changes. */
export function publicHostOf(publicOrigin: () => string): () => string {
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
}

/** The content cache, told of changes made through any instance at once (ADR 0010). */
export function contentCacheFor(
  app: FastifyInstance,
  dbHandle: DbHandle,
  config: Config,
): { cache: ContentCache; changes: ChangeListener } {
  const cache = new ContentCache(dbHandle.db, {
    onHealthChange: (healthy, err) => {
      if (healthy) app.log.info("database reachable again: serving fresh content");
      else app.log.error({ err }, "database unreachable: serving the last good copy of content");
    },
    checkIntervalMs: config.CONTENT_POLL_MS,
    now: () => app.now(),
    nextChange: (now) => nextScheduled(dbHandle.db, now),
  });
  const changes = listenForChanges(dbHandle, {
    onError: (err) => app.log.warn({ err }, "listening for content changes failed; retrying"),
  });
  cache.listenTo(changes);
  app.decorate("changes", changes);
  app.decorate("contentCache", cache);
  return { cache, changes };
}

/** The pool's gauges (lib/metrics.ts), until the app closes. */
export function watchPool(app: FastifyInstance, dbHandle: DbHandle): void {
  const unwatch = watchDatabase({
    driver: dbHandle.driver,
    poolMax: dbHandle.poolMax ?? 1,
    ping: () => dbHandle.ping(),
  });
  app.addHook("onClose", async () => unwatch());
}
