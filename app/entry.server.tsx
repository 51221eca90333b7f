import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, RouterContextProvider, ServerRouter } from "react-router";
import type { AppContextValues } from "../contract/app-context.ts";
import css from "./app.css?inline";
import { appContext } from "./lib/context.ts";
import { InlineCssContext } from "./lib/inline-css.tsx";
import { CONSENT_BEFORE_PAINT } from "./platform/consent/consent-before-paint.server.ts";

export const streamTimeout = 5_000;

/** Called by the Fastify server: builds the context from this bundle's own context keys. */
export function createLoadContext(values: AppContextValues): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(appContext, values);
  return context;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(appContext);
  const userAgent = request.headers.get("user-agent");
  const waitForAll = (userAgent && isbot(userAgent)) || routerContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const onReady = () => {
      shellRendered = true;
      const body = new PassThrough({
        final(callback) {
          clearTimeout(timeoutId);
          timeoutId = undefined;
          callback();
        },
      });
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      responseHeaders.set("Cache-Control", "private, no-cache");
      pipe(body);
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      );
    };
    const { pipe, abort } = renderToPipeableStream(
      <InlineCssContext value={{ css, nonce, consentScript: CONSENT_BEFORE_PAINT }}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </InlineCssContext>,
      {
        nonce,
        ...(waitForAll ? { onAllReady: onReady } : { onShellReady: onReady }),
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
