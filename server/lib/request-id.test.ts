import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.ts";
import { trustedPeers } from "./request-id.ts";

describe("trustedPeers", () => {
  it("reads addresses and CIDR ranges, IPv4-mapped peers included", () => {
    const trusted = trustedPeers("127.0.0.1, 10.0.0.0/8 ,::1,fd00::/8, not-an-address");
    expect(trusted("127.0.0.1")).toBe(true);
    expect(trusted("::ffff:127.0.0.1")).toBe(true);
    expect(trusted("10.20.30.40")).toBe(true);
    expect(trusted("::1")).toBe(true);
    expect(trusted("fd12::1")).toBe(true);
    expect(trusted("192.168.1.1")).toBe(false);
    expect(trusted(undefined)).toBe(false);
    expect(trustedPeers("")("127.0.0.1")).toBe(false);
  });
});

describe("request ids", () => {
  let behindProxy: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    // inject() connects from 127.0.0.1.
    behindProxy = await createTestApp({ env: { LOG_LEVEL: "info", TRUST_PROXY: "127.0.0.1" } });
    direct = await createTestApp({ env: { LOG_LEVEL: "info", TRUST_PROXY: "10.0.0.1" } });
  });
  afterAll(async () => {
    await behindProxy?.close();
    await direct?.close();
  });

  const linesOf = (t: TestApp, id: string) =>
    t.logs.map((line) => JSON.parse(line)).filter((entry) => entry.reqId === id);

  it("takes a trusted proxy's well-formed X-Request-Id, answers it and logs it on every line", async () => {
    const id = "0f9e8d7c6b5a49382716aabbccddeeff";
    const res = await behindProxy.app.inject({
      url: "/api/health",
      headers: { "x-request-id": id },
    });
    expect(res.headers["x-request-id"]).toBe(id);
    const lines = linesOf(behindProxy, id);
    expect(lines.map((l) => l.msg)).toEqual(["incoming request", "request completed"]);
  });

  it("makes its own id for a malformed header or an untrusted peer", async () => {
    for (const bad of ['x"}\n{"evil":1', "short", "a".repeat(200)]) {
      const res = await behindProxy.app.inject({
        url: "/api/health",
        headers: { "x-request-id": bad },
      });
      expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    }
    const res = await direct.app.inject({
      url: "/api/health",
      headers: { "x-request-id": "0f9e8d7c6b5a49382716aabbccddeeff" },
    });
    const generated = String(res.headers["x-request-id"]);
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    expect(linesOf(direct, generated)).toHaveLength(2);
    expect(direct.logs.join("\n")).not.toContain("0f9e8d7c6b5a49382716aabbccddeeff");
  });
});
