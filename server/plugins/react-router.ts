import { existsSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";

import type { AppContextValues } from "../../contract/app-context.ts";
import { pageRouteOf } from "../lib/stats.ts";

type EntryWithContext = { createLoadContext?: (values: AppContextValues) => RouterContextProvider };

export type ReactRouterOptions = {
  buildDir: string;
  mode: "production" | "development";
  context: Omit<AppContextValues, "nonce" | "requestId" | "publicOrigin">;
  /** Configured origin for absolute links (see server/lib/public-origin.ts). */
  publicOrigin: () => string;
};

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  // The Host header only routes this request: loaders build absolute links from
  // context.publicOrigin (configuration), never from request.url's origin.
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = {
    method: request.method,
    headers,
    signal: controller.signal,
  };
  if (request.method !== "GET" && request.method !== "HEAD") {
    init.body = Readable.toWeb(request.raw) as ReadableStream;
    init.duplex = "half";
  }
  return new Request(url, init);
}

async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header("set-cookie", cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
}

/**
 * Serves the built client assets and hands every non-API request to React Router.
 * Hashed assets under /assets are immutable; everything else revalidates.
 */
export default async function reactRouter(app: FastifyInstance, options: ReactRouterOptions) {
  const clientDir = path.join(options.buildDir, "client");
  const serverEntry = path.join(options.buildDir, "server", "index.js");
  if (!existsSync(serverEntry)) {
    throw new Error(`No React Router build at ${serverEntry}: run \`npm run build\` first.`);
  }
  const build = (await import(serverEntry)) as ServerBuild;
  const entry = build.entry.module as unknown as EntryWithContext;
  const handler = createRequestHandler(build, options.mode);

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: "/",
    wildcard: false,
    index: false,
    decorateReply: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        "cache-control",
        immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      );
    },
  });

  // React Router reads bodies itself (form actions), so no parser may consume them first.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));

  app.route({
    method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    url: "/*",
    handler: async (request, reply) => {
      // Build files are all known at start-up: a missing one is a stale link, not a page.
      if (request.url.startsWith("/assets/")) return reply.callNotFound();
      const values: AppContextValues = {
        ...options.context,
        publicOrigin: options.publicOrigin(),
        nonce: app.htmlCsp(reply),
        requestId: request.id,
      };
      const response = await handler(
        toWebRequest(request, reply),
        entry.createLoadContext?.(values),
      );
      // A rendered page (not a `.data` request, an error or a redirect) is a page view (stats plugin).
      if (
        request.method === "GET" &&
        response.status === 200 &&
        response.headers.get("content-type")?.startsWith("text/html")
      ) {
        request.pageView = pageRouteOf(new URL(request.url, "http://x").pathname) ?? undefined;
      }
      return sendWebResponse(reply, response);
    },
  });
}
