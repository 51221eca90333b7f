import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { devices } from "../../db/schema.ts";
import { testAppForFile } from "../../test/per-file.ts";
import { hashUserAgent } from "./service.ts";

const t = testAppForFile();

describe("GET /api/support/getImei", () => {
  it("issues a URL-safe id of at least 128 bits and records it", async () => {
    const res = await t.app.inject({
      url: "/api/support/getImei?osType=0&ua=Mozilla%2F5.0%20Test&from=2",
    });
    expect(res.statusCode).toBe(200);
    const { imei } = res.json().data;
    expect(imei).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const [row] = await t.db.db.select().from(devices).where(eq(devices.imei, imei));
    expect(row).toMatchObject({ osType: 0, uaHash: hashUserAgent("Mozilla/5.0 Test"), source: 2 });
  });

  it("issues a different id each time", async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 20; i++) {
      ids.add((await t.app.inject({ url: "/api/support/getImei?osType=1" })).json().data.imei);
    }
    expect(ids.size).toBe(20);
  });

  it("cuts a long user agent instead of failing", async () => {
    const ua = "x".repeat(5000);
    const res = await t.app.inject({ url: `/api/support/getImei?osType=2&ua=${ua}` });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.db
      .select()
      .from(devices)
      .where(eq(devices.imei, res.json().data.imei));
    expect(row?.uaHash).toBe(hashUserAgent("x".repeat(512)));
  });

  it.each(["3", "-1", "web", "", "0.5"])("rejects osType=%s with 400", async (osType) => {
    const res = await t.app.inject({ url: `/api/support/getImei?osType=${osType}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/^osType:/);
  });

  it("requires osType", async () => {
    const res = await t.app.inject({ url: "/api/support/getImei" });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/osType/);
  });

  it("accepts unknown or repeated from values", async () => {
    for (const q of ["from=9", "from=abc", "from=2&from=3", ""]) {
      const res = await t.app.inject({ url: `/api/support/getImei?osType=0&${q}` });
      expect(res.statusCode).toBe(200);
    }
  });
});
