import { describe, expect, it } from "vitest";
import { isMainlandChina } from "../../../contract/region.ts";
import { createTestApp } from "../../test/app.ts";
import { testAppForFile } from "../../test/per-file.ts";

const t = testAppForFile();

async function geo(remoteAddress: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url: "/api/support/ip2geo?from=2", remoteAddress, headers });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.code).toBe(200);
  return body.data;
}

describe("GET /api/support/ip2geo", () => {
  it("locates a mainland China address with its province", async () => {
    const data = await geo("223.5.5.5");
    expect(data).toMatchObject({ region: "CN", province: "Zhejiang", country: "China" });
    expect(isMainlandChina(data)).toBe(true);
  });

  it.each([
    ["61.238.0.1", "HK"],
    ["202.175.3.3", "MO"],
    ["168.95.1.1", "TW"],
  ])("keeps %s (%s) out of mainland China", async (ip, region) => {
    const data = await geo(ip);
    expect(data.region).toBe(region);
    expect(isMainlandChina(data)).toBe(false);
  });

  it("names the country in the asked language", async () => {
    expect((await geo("8.8.8.8", { "x-language": "ja_jp" })).country).toBe("アメリカ合衆国");
    expect((await geo("8.8.8.8", { "x-language": "zh_cn" })).country).toBe("美国");
    expect((await geo("8.8.8.8", { "x-language": "klingon" })).country).toBe("United States");
  });

  it("looks up IPv6 addresses and IPv4-mapped ones", async () => {
    expect((await geo("2001:4860:4860::8888")).region).toMatch(/^[A-Z]{2}$/);
    expect((await geo("::ffff:223.5.5.5")).region).toBe("CN");
  });

  it.each(["127.0.0.1", "10.1.2.3", "192.168.0.7", "172.16.5.4", "::1", "fe80::1", "203.0.113.5"])(
    "answers 200 with an unknown region for %s",
    async (ip) => {
      expect(await geo(ip)).toEqual({ region: "", province: "", country: "" });
    },
  );

  it("believes X-Forwarded-For only from a trusted proxy", async () => {
    expect((await geo("127.0.0.1", { "x-forwarded-for": "223.5.5.5" })).region).toBe("CN");
    expect((await geo("8.8.8.8", { "x-forwarded-for": "223.5.5.5" })).region).toBe("US");
    expect((await geo("127.0.0.1", { "x-forwarded-for": "not-an-ip" })).region).toBe("");
  });

  it("is private to the caller", async () => {
    const res = await t.app.inject({ url: "/api/support/ip2geo", remoteAddress: "8.8.8.8" });
    expect(res.headers["cache-control"]).toMatch(/^private/);
  });
});

describe("TRUST_PROXY", () => {
  it("trusts the configured proxy range instead of loopback", async () => {
    const other = await createTestApp({ env: { TRUST_PROXY: "10.0.0.0/8" } });
    try {
      const viaProxy = await other.app.inject({
        url: "/api/support/ip2geo",
        remoteAddress: "10.0.0.5",
        headers: { "x-forwarded-for": "8.8.8.8" },
      });
      expect(viaProxy.json().data.region).toBe("US");
      const viaLoopback = await other.app.inject({
        url: "/api/support/ip2geo",
        remoteAddress: "127.0.0.1",
        headers: { "x-forwarded-for": "8.8.8.8" },
      });
      expect(viaLoopback.json().data.region).toBe("");
    } finally {
      await other.close();
    }
  });
});
