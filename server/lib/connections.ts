import { type Server, STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { Code, type CodeValue } from "../../contract/codes.ts";
import { fail } from "../../contract/envelope.ts";

/** A complete HTTP/1.1 answer written straight to a socket, for errors Node raises before Fastify. */
function rawEnvelope(status: number, code: CodeValue): string {
  const body = JSON.stringify(fail(code));
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    "Content-Type: application/json; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Connection: close",
    "",
    body,
  ].join("\r\n");
}

type ConnectionError = Error & { code?: string };

/**
 * Node's own refusals (malformed request, headers too large, request or headers timeout) in the
 * envelope, like every other error answer.
 */
export function clientErrorHandler(err: ConnectionError, socket: Socket) {
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  const [status, code] =
    err.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? [408, Code.requestTimeout]
      : err.code === "HPE_HEADER_OVERFLOW"
        ? [431, Code.headersTooLarge]
        : [400, Code.badRequest];
  // A response already under way cannot be replaced by another one.
  const pending = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !pending?.headersSent)
    socket.write(rawEnvelope(status, code as CodeValue));
  socket.destroy();
}

/**
 * Caps the connections one address holds open at once: slow clients cannot take every socket.
 * A connection over the cap gets a 429 envelope and is closed before its request is read.
 */
export function capConnectionsPerAddress(server: Server, max: number) {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "unknown";
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.end(rawEnvelope(429, Code.tooManyRequests));
      socket.destroySoon();
      return;
    }
    open.set(address, count);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
