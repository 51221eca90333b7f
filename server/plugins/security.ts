import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export type SecurityOptions = {
  hsts: boolean;
  /** Extra origins scripts may load from and connect to (the analytics provider, when set). */
  scriptOrigins?: string[];
};

/**
 * Security headers on every response. HTML gets a CSP with a fresh nonce per response;
 * `'strict-dynamic'` lets the nonce'd module scripts load the route chunks they import.
 */
async function security(app: FastifyInstance, options: SecurityOptions) {
  const extra = options.scriptOrigins ?? [];
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'strict-dynamic'", ...extra],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...extra],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        ...(options.hsts ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.hsts
      ? { maxAge: 63_072_000, includeSubDomains: true, preload: false }
      : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "deny" },
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header(
      "permissions-policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    );
    return payload;
  });
}

export default fp(security, { name: "security" });
