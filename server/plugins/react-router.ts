import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";

import type { AppContextValues } from "../../contract/app-context.ts";
import { acceptsEncoding } from "../lib/accept-encoding.ts";
import { addressHasControlCharacters } from "../lib/control-characters.ts";
import {
  pageBody,
  type RenderCache,
  type RenderedPage,
  renderKeyOf,
  splitPage,
} from "../lib/render-cache.ts";
import { pageRouteOf } from "../lib/stats.ts";

type EntryWithContext = { createLoadContext?: (values: AppContextValues) => RouterContextProvider };

/** An address no route matches: the catch-all route renders the not-found page for it. */
const NOT_FOUND_ADDRESS = "/_/not-found";

export type ReactRouterOptions = {
  buildDir: string;
  /** Anonymous pages kept rendered (ADR 0017); without it every page is rendered. */
  renderCache?: RenderCache;
  /** The shared content version a cached page must match (ContentCache.currentVersion). */
  contentVersion?: () => Promise<number>;
  mode: "production" | "development";
  context: Omit<AppContextValues, "nonce" | "requestId" | "publicOrigin" | "clientAddress">;
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

/** The same response with another body (its length is counted again when sent). */
function withBody(response: Response, body: string): Response {
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
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
    // The build writes each text file's best brotli and gzip beside it (vite.config.ts): sent as
    // they are, never compressed again per request (ADR 0022).
    preCompressed: true,
    // Those copies are for content negotiation only: their own addresses are not pages.
    allowedPath: (pathName) => !/\.(br|gz)$/.test(pathName),
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

  const render = (request: FastifyRequest, reply: FastifyReply, nonce: string) =>
    handler(
      toWebRequest(request, reply),
      entry.createLoadContext?.({
        ...options.context,
        publicOrigin: options.publicOrigin(),
        nonce,
        requestId: request.id,
        clientAddress: request.ip,
      }),
    );

  // A rendered page (not a `.data` request, an error or a redirect) is a page view (stats plugin).
  const countView = (request: FastifyRequest, response: { status: number; type?: string }) => {
    if (
      request.method === "GET" &&
      response.status === 200 &&
      response.type?.startsWith("text/html")
    ) {
      request.pageView = pageRouteOf(new URL(request.url, "http://x").pathname) ?? undefined;
    }
  };

  const sendPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    page: RenderedPage,
    nonce: string,
    state: string,
  ) => {
    reply.status(200);
    for (const [name, value] of page.headers) reply.header(name, value);
    reply.header("x-render-cache", state);
    const vary = reply.getHeader("vary");
    reply.header("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    if (!acceptsEncoding(request.headers["accept-encoding"], "gzip")) {
      return reply.send(pageBody(page, nonce, "identity"));
    }
    // Set before the compression plugin's onSend hook, which then leaves the body alone.
    reply.header("content-encoding", "gzip");
    return reply.send(pageBody(page, nonce, "gzip"));
  };

  /**
   * Renders a cacheable page with a placeholder in place of the nonce: a random token no
   * content can contain, so splitting at it finds the nonces and nothing else. Returns the
   * page to share, or the response for this request alone (not a 200 HTML page, or one that
   * sets a cookie or holds this request's id), still to be given its nonce.
   */
  async function renderShared(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ page: RenderedPage } | { response: Response; placeholder: string }> {
    const placeholder = randomBytes(18).toString("base64url");
    const response = await render(request, reply, placeholder);
    const type = response.headers.get("content-type") ?? "";
    if (
      response.status !== 200 ||
      !type.startsWith("text/html") ||
      response.headers.has("set-cookie")
    ) {
      return { response, placeholder };
    }
    const html = await response.text();
    if (html.includes(request.id)) {
      return { response: withBody(response, html), placeholder };
    }
    const headers: [string, string][] = [...response.headers].filter(
      ([name]) => name !== "content-length",
    );
    return {
      page: { ...splitPage(html, placeholder), headers, version: 0, storedAt: 0, bytes: 0 },
    };
  }

  app.route({
    method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    url: "/*",
    handler: async (request, reply) => {
      // Build files are all known at start-up: a missing one is a stale link, not a page.
      if (request.url.startsWith("/assets/")) return reply.callNotFound();
      // No page has a control character in its address; one would reach PostgreSQL through a
      // loader (a NUL answered 500), so the address is shown as the site's not-found page.
      if (addressHasControlCharacters(request.url)) request.raw.url = NOT_FOUND_ADDRESS;
      const nonce = app.htmlCsp(reply);
      const cache = options.renderCache;
      const key = cache?.enabled ? renderKeyOf(request) : null;
      if (!cache || key === null) {
        const response = await render(request, reply, nonce);
        countView(request, {
          status: response.status,
          type: response.headers.get("content-type") ?? "",
        });
        return sendWebResponse(reply, response);
      }
      // While the database is away the version is unknown: the last page rendered is served.
      let version: number | undefined;
      try {
        version = await options.contentVersion?.();
      } catch {
        version = undefined;
      }
      const hit = cache.get(key, version);
      if (hit) {
        countView(request, { status: 200, type: "text/html" });
        return sendPage(request, reply, hit, nonce, "hit");
      }
      const waiting = cache.pending.get(key);
      if (waiting) {
        const shared = await waiting;
        if (shared) {
          countView(request, { status: 200, type: "text/html" });
          return sendPage(request, reply, shared, nonce, "hit");
        }
      }
      const generation = cache.generation;
      let settle: (page: RenderedPage | null) => void = () => {};
      const pending = new Promise<RenderedPage | null>((resolve) => {
        settle = resolve;
      });
      cache.pending.set(key, pending);
      try {
        const outcome = await renderShared(request, reply);
        if ("page" in outcome) {
          const page = { ...outcome.page, version: version ?? -1 };
          // A page rendered while the version was unknown is served but not kept.
          if (version !== undefined) cache.set(key, page, generation);
          settle(page);
          countView(request, { status: 200, type: "text/html" });
          return sendPage(request, reply, page, nonce, "miss");
        }
        settle(null);
        const { response, placeholder } = outcome;
        countView(request, {
          status: response.status,
          type: response.headers.get("content-type") ?? "",
        });
        if (!response.body || !response.headers.get("content-type")?.startsWith("text/html")) {
          return sendWebResponse(reply, response);
        }
        // An error page or other HTML rendered with the placeholder gets this response's nonce.
        const html = (await response.text()).split(placeholder).join(nonce);
        return sendWebResponse(reply, withBody(response, html));
      } catch (err) {
        settle(null);
        throw err;
      } finally {
        if (cache.pending.get(key) === pending) cache.pending.delete(key);
      }
    },
  });
}
