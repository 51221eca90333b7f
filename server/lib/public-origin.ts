import type { AddressInfo } from "node:net";

/**
 * The origin for absolute links (emails, canonical links, sitemap, QR codes): PUBLIC_ORIGIN, else
 * http://localhost:<listening port>. Never the request's Host or X-Forwarded-Host: a client that
 * sends `Host: evil.example` must not get a genuine reset email pointing at its own site.
 */
export function publicOriginOf(
  configured: string | undefined,
  fallbackPort: number,
  server?: { address(): AddressInfo | string | null },
): () => string {
  if (configured) {
    const origin = new URL(configured).origin;
    return () => origin;
  }
  return () => {
    // PORT=0 picks a free port, known only once the server listens.
    const address = server?.address();
    const port = address && typeof address === "object" ? address.port : fallbackPort;
    return `http://localhost:${port}`;
  };
}

export const LOCAL_ORIGIN_WARNING =
  "PUBLIC_ORIGIN is not set: links in emails and canonical links point at http://localhost and will not work for anyone else";
