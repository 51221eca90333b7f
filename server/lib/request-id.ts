import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { BlockList, isIP } from "node:net";

/**
 * What an upstream id may look like: nginx's `$request_id` (32 hex), a UUID, or similar. Nothing
 * else reaches the log: a client could otherwise write lines or quotes into it.
 */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

function plainAddress(address: string): string {
  // An IPv4 peer on a dual-stack socket reads as ::ffff:a.b.c.d.
  return address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/**
 * The addresses TRUST_PROXY names (addresses or CIDR ranges, comma-separated), as a test of the
 * connection's peer. The same list decides whether X-Forwarded-For is believed.
 */
export function trustedPeers(value: string): (address: string | undefined) => boolean {
  const list = new BlockList();
  let any = false;
  for (const entry of value.split(",").map((s) => s.trim())) {
    if (!entry) continue;
    const [address = "", bits] = entry.split("/");
    const type = isIP(address);
    if (type === 0) continue;
    const family = type === 4 ? "ipv4" : "ipv6";
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
    any = true;
  }
  return (address) => {
    if (!any || !address) return false;
    const plain = plainAddress(address);
    const type = isIP(plain);
    return type !== 0 && list.check(plain, type === 4 ? "ipv4" : "ipv6");
  };
}

/**
 * Fastify's genReqId: the proxy's `X-Request-Id` when the connection comes from a trusted proxy
 * and the id is well formed (one id then follows a request from nginx's log into ours), else a
 * fresh UUID.
 */
export function requestIdGenerator(trustProxy: string): (req: IncomingMessage) => string {
  const trusted = trustedPeers(trustProxy);
  return (req) => {
    const header = req.headers["x-request-id"];
    if (
      typeof header === "string" &&
      WELL_FORMED.test(header) &&
      trusted(req.socket?.remoteAddress)
    ) {
      return header;
    }
    return randomUUID();
  };
}
