import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test/app.ts";

let t: TestApp;
const logged: unknown[] = [];

beforeAll(async () => {
  t = await createTestApp({
    setup(app) {
      app.get("/api/test/boom", async () => {
        throw new Error("secret table users_password_hash exploded");
      });
      app.addHook("onError", async (_request, _reply, error) => {
        logged.push(error);
      });
    },
  });
});
afterAll(() => t.close());

describe("API platform", () => {
  it("answers unknown /api paths with a 404 envelope, never HTML", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const res = await t.app.inject({ method, url: "/api/does/not/exist" });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toMatch(/application\/json/);
      expect(res.json()).toEqual({ code: 404, msg: "Not found", data: { reason: "not_found" } });
    }
  });

  it("hides internal errors and returns the request id it logged", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/test/boom" });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.code).toBe(500);
    expect(body.msg).toBe("Internal server error");
    expect(res.body).not.toMatch(/users_password_hash|at .*\.ts/);
    expect(body.requestId).toBe(res.headers["x-request-id"]);
    expect(logged.length).toBeGreaterThan(0);
  });

  it("answers bad input with 400 naming the field", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/support/getImei?osType=7" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      msg: "osType: must be 0 (web), 1 (Android) or 2 (iOS)",
      data: { reason: "invalid_input", field: "osType", problem: "invalid" },
    });
  });

  it("answers malformed JSON bodies with a 400 envelope", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/does/not/exist",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
  });

  it("sets security headers on API responses", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(res.headers["permissions-policy"]).toContain("camera=()");
    expect(res.headers["content-security-policy"]).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("serves the OpenAPI document at /api/docs", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/health",
        "/api/health/ready",
        "/api/support/getImei",
        "/api/support/ip2geo",
        "/api/support/singleConfig",
        "/api/brand/category",
        "/api/user/login",
        "/api/user/info",
      ]),
    );
    expect(doc.components.securitySchemes.bearer.scheme).toBe("bearer");
    const category = doc.paths["/api/brand/category"].post;
    expect(category.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(["colType", "webType", "currentPage", "pageSize", "x-language"]),
    );
    expect(JSON.stringify(category.responses["200"])).toContain("examples");
    expect(JSON.stringify(doc.paths["/api/support/ip2geo"].get.responses["200"])).toContain(
      "Zhejiang",
    );
  });
});

describe("HSTS", () => {
  it("is sent when configured", async () => {
    const hsts = await createTestApp({ env: { HSTS: "true" } });
    try {
      const res = await hsts.app.inject({ url: "/api/health" });
      expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    } finally {
      await hsts.close();
    }
  });
});
