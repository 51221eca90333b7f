// Every refusal names why in `data.reason`, and the OpenAPI document lists the reasons each
// refusal response may carry, so clients word refusals without reading English text.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, createTestApp, type TestApp } from "../test/app.ts";
import { giftClient } from "../test/gifts.ts";

let t: TestApp;
type Schema = {
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: string[];
  content?: Record<string, { schema: Schema }>;
};
let doc: { paths: Record<string, Record<string, { responses?: Record<string, Schema> }>> };
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ url: "/api/docs" })).json();
});
afterAll(() => t.close());
const { post, get } = client(() => t);
const gifts = giftClient(() => t);

/** The reasons the document names for a route's refusal at `status`. */
function reasonsOf(path: string, method: string, status: number): string[] {
  const response = doc.paths[path]?.[method]?.responses?.[String(status)];
  const schema = response?.content?.["application/json"]?.schema;
  const data = schema?.properties?.data;
  if (!schema?.required?.includes("data") || !data?.required?.includes("reason")) return [];
  return data.properties?.reason?.enum ?? [];
}

describe("refusals in the OpenAPI document", () => {
  it("name their reason values on every 4xx and 5xx response of every route", () => {
    const missing: string[] = [];
    let refusals = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const status of Object.keys(operation.responses ?? {})) {
          if (Number(status) < 400) continue;
          refusals++;
          if (reasonsOf(path, method, Number(status)).length === 0) {
            missing.push(`${method.toUpperCase()} ${path} ${status}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
    expect(refusals).toBeGreaterThan(40);
  });

  it("lists each API's own reasons where they apply", () => {
    expect(reasonsOf("/api/user/register", "post", 409)).toEqual(["email_taken"]);
    expect(reasonsOf("/api/user/login", "post", 400)).toEqual(
      expect.arrayContaining(["invalid_input", "wrong_credentials"]),
    );
    expect(reasonsOf("/api/user/login", "post", 403)).toEqual(["two_factor_required"]);
    expect(reasonsOf("/api/user/two-factor/enable", "post", 429)).toEqual(
      expect.arrayContaining(["locked", "rate_limited"]),
    );
    expect(reasonsOf("/api/gift/claim", "post", 409)).toEqual(
      expect.arrayContaining(["none_left", "already_claimed", "own_gift"]),
    );
    expect(reasonsOf("/api/user/info", "get", 401)).toEqual(["not_logged_in", "login_expired"]);
  });
});

describe("refusals of the user, two-factor and gift APIs", () => {
  it("carry a data.reason that the document names for that route and status", async () => {
    const member = await gifts.account();
    const email = "walker@example.com";
    const registered = await post("/api/user/register", {
      email,
      password: "a walking password",
      nickname: "Walker",
    });
    const token = registered.json().data.loginKey as string;
    const { code: giftCode } = await gifts.makeGift(member, { maxClaims: 1 });
    const unknownCode = "NO-SUCH-GIFT-CODE-0000";
    const cases: [string, string, () => ReturnType<typeof post>][] = [
      ["post", "/api/user/register", () => post("/api/user/register", { email: "x" })],
      [
        "post",
        "/api/user/register",
        () => post("/api/user/register", { email, password: "another long one", nickname: "W" }),
      ],
      [
        "post",
        "/api/user/register",
        () =>
          post("/api/user/register", { email: "w2@example.com", password: "short", nickname: "W" }),
      ],
      ["post", "/api/user/login", () => post("/api/user/login", { email, password: "wrong one" })],
      ["post", "/api/user/logout", () => post("/api/user/logout", {})],
      ["get", "/api/user/info", () => get("/api/user/info", "x".repeat(43))],
      [
        "post",
        "/api/user/password/change",
        () =>
          post(
            "/api/user/password/change",
            { oldPassword: "no", newPassword: "long enough 1" },
            token,
          ),
      ],
      ["post", "/api/user/delete", () => post("/api/user/delete", { password: "no" }, token)],
      ["post", "/api/user/password/forgot", () => post("/api/user/password/forgot", { email: 7 })],
      [
        "post",
        "/api/user/password/reset",
        () =>
          post("/api/user/password/reset", { email, code: "000000", password: "a fine password" }),
      ],
      [
        "post",
        "/api/user/sessions/revoke",
        () => post("/api/user/sessions/revoke", { id: 999 }, token),
      ],
      [
        "post",
        "/api/user/sessions/revoke-others",
        () => post("/api/user/sessions/revoke-others", {}),
      ],
      ["get", "/api/user/sessions", () => get("/api/user/sessions")],
      ["get", "/api/user/two-factor", () => get("/api/user/two-factor")],
      [
        "post",
        "/api/user/two-factor/enable",
        () =>
          post(
            "/api/user/two-factor/enable",
            { password: "a walking password", code: "123456" },
            token,
          ),
      ],
      [
        "post",
        "/api/user/two-factor/disable",
        () =>
          post(
            "/api/user/two-factor/disable",
            { password: "a walking password", code: "123456" },
            token,
          ),
      ],
      [
        "post",
        "/api/user/two-factor/recovery-codes",
        () =>
          post("/api/user/two-factor/recovery-codes", { password: "nope", code: "123456" }, token),
      ],
      [
        "post",
        "/api/user/login/two-factor",
        () => post("/api/user/login/two-factor", { ticket: "t".repeat(43), code: "123456" }),
      ],
      ["get", "/api/gift/info", () => get(`/api/gift/info?code=${unknownCode}`)],
      ["get", "/api/gift/info", () => get("/api/gift/info?code=bad")],
      ["post", "/api/gift/claim", () => post("/api/gift/claim", { code: giftCode }, member.token)],
      ["post", "/api/gift/claim", () => post("/api/gift/claim", { code: unknownCode }, token)],
      [
        "post",
        "/api/gift/create",
        () =>
          post("/api/gift/create", { templateId: "nope", maxClaims: 1, expiresInDays: 1 }, token),
      ],
      ["post", "/api/gift/revoke", () => post("/api/gift/revoke", { code: giftCode }, token)],
      ["get", "/api/gift/mine", () => get("/api/gift/mine")],
    ];
    const seen = new Set<string>();
    for (const [method, path, call] of cases) {
      const res = await call();
      const where = `${method.toUpperCase()} ${path} ${res.statusCode}`;
      expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
      const reason = res.json().data?.reason;
      expect(reasonsOf(path, method, res.statusCode), where).toContain(reason);
      seen.add(reason);
    }
    // The walk reached the APIs' own reasons, not only the generic ones.
    expect([...seen]).toEqual(
      expect.arrayContaining([
        "invalid_input",
        "email_taken",
        "password_too_short",
        "wrong_credentials",
        "not_logged_in",
        "password_wrong",
        "code_wrong",
        "session_not_found",
        "no_pending_setup",
        "not_enabled",
        "ticket_invalid",
        "not_found",
        "own_gift",
        "not_owner",
      ]),
    );
  });
});
