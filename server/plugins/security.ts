import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";

export type SecurityOptions = {
  hsts: boolean;
  /** Extra origins scripts may load from and connect to (the analytics provider, when set). */
  scriptOrigins?: string[];
};

declare module "fastify" {
  interface FastifyInstance {
    /** Sets a CSP with a fresh nonce on an HTML response and returns the nonce. */
    htmlCsp(reply: FastifyReply): string;
  }
}

/**
 * The headers helmet would send, computed once at start-up: helmet builds them per request,
 * which cost two thirds of the API's throughput in `npm run bench`. Non-HTML responses get a
 * CSP that allows nothing; HTML gets one with a per-response nonce (see htmlCsp).
 */
async function security(app: FastifyInstance, options: SecurityOptions) {
  const extra = (options.scriptOrigins ?? []).join(" ");
  const headers: Record<string, string> = {
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-frame-options": "DENY",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
    "permissions-policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  };
  if (options.hsts) headers["strict-transport-security"] = "max-age=63072000; includeSubDomains";

  const htmlPolicy = (nonce: string) =>
    [
      "default-src 'self'",
      `script-src 'nonce-${nonce}' 'strict-dynamic'${extra ? ` ${extra}` : ""}`,
      // The stylesheet is inlined in the head with this nonce (app/lib/inline-css.tsx).
      `style-src 'self' 'nonce-${nonce}'`,
      "img-src 'self' data:",
      "font-src 'self'",
      `connect-src 'self'${extra ? ` ${extra}` : ""}`,
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "manifest-src 'self'",
      "worker-src 'self'",
      ...(options.hsts ? ["upgrade-insecure-requests"] : []),
    ].join("; ");

  app.decorate("htmlCsp", (reply: FastifyReply) => {
    const nonce = randomBytes(16).toString("base64");
    reply.header("content-security-policy", htmlPolicy(nonce));
    return nonce;
  });
  app.addHook("onRequest", async (_request, reply) => {
    reply.headers(headers);
  });
}

export default fp(security, { name: "security" });
