import { randomUUID } from "node:crypto";
import compress from "@fastify/compress";
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
import deviceRoutes from "./api/device/routes.ts";
import healthRoutes from "./api/health/routes.ts";
import type { Config } from "./config.ts";
import type { DbHandle } from "./db/client.ts";
import errors from "./plugins/errors.ts";
import reactRouter from "./plugins/react-router.ts";
import security from "./plugins/security.ts";

export type BuildOptions = {
  config: Config;
  dbHandle: DbHandle;
  /** Directory of the React Router build; without it only the API is served (API tests). */
  buildDir?: string;
  now?: () => Date;
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
            redact: [
              "req.headers.authorization",
              "req.headers.cookie",
              "res.headers['set-cookie']",
            ],
          },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: trustProxy(config.TRUST_PROXY),
    bodyLimit: 64 * 1024,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("dbHandle", dbHandle);
  app.decorate("db", dbHandle.db);
  app.decorate("now", options.now ?? (() => new Date()));

  // Responses finished while closing tell keep-alive clients to go, so close() is not held open.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (closing) reply.header("connection", "close");
    return payload;
  });

  await app.register(errors);
  await app.register(security, { hsts: config.HSTS });
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
    },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(deviceRoutes);
      api.get("/docs", { schema: { hide: true } }, async () => app.swagger());
      api.all("/*", { schema: { hide: true } }, async (_request, reply) =>
        reply.status(404).send(fail(Code.notFound)),
      );
    },
    { prefix: "/api" },
  );

  if (options.buildDir) {
    await app.register(reactRouter, {
      buildDir: options.buildDir,
      siteName: config.SITE_NAME,
      publicOrigin: config.PUBLIC_ORIGIN,
      mode: config.NODE_ENV === "development" ? "development" : "production",
    });
  }
  return app;
}
