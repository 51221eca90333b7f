// The permission table of the operator console (issue 17): EVERY route under /api/admin × every
// role, a staff account without two-factor log-in, a visitor and nobody. Routes are collected as
// they are registered (server/plugins/staff.ts), so routes added later are covered without
// editing this file, and a route without a guard fails it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { can, ROLES } from "../../../contract/permissions.ts";
import { createAccount, type TestAccount } from "../../test/accounts.ts";
import { bearer, createTestApp, type TestApp } from "../../test/app.ts";
import { createStaffOfEveryRole, type TestStaff } from "../../test/staff.ts";

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStaffOfEveryRole>>;
let visitor: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createStaffOfEveryRole(t);
  visitor = await createAccount(t.db.db, { now: t.clock.now() });
});
afterAll(() => t.close());

/** A concrete URL for a route: every path parameter becomes 1. */
const urlOf = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, "1").replace(/\*$/, "x");

/** Calls a route with an empty body: the guard answers before the input is even validated. */
function call(route: { method: string; url: string }, token?: string) {
  const method = route.method as "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  return t.app.inject({
    method,
    url: urlOf(route.url),
    headers: {
      ...bearer(token),
      ...(method === "GET" ? {} : { "content-type": "application/json" }),
    },
    ...(method === "GET" || method === "DELETE" ? {} : { payload: "{}" }),
  });
}

describe("the console's routes", () => {
  it("are collected, and each has a guard", () => {
    const routes = t.app.consoleRoutes;
    expect(routes.length).toBeGreaterThanOrEqual(7);
    expect(routes.filter((route) => route.permission === undefined)).toEqual([]);
  });

  it("are all the /api/admin routes the API documents", async () => {
    const doc = (await t.app.inject({ url: "/api/docs" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith("/api/admin"))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`),
      );
    const collected = t.app.consoleRoutes.map((r) => `${r.method} ${r.url.replace(/\/$/, "")}`);
    for (const route of documented) expect(collected).toContain(route.replace(/\/$/, ""));
  });
});

describe("the permission table", () => {
  it("lets each role through exactly where its role has the permission", async () => {
    const rows: string[] = [];
    for (const route of t.app.consoleRoutes) {
      for (const role of ROLES) {
        const member: TestStaff = staff[role];
        const res = await call(route, member.token);
        // A route let through may answer something other than JSON (the statistics CSV).
        const json = String(res.headers["content-type"]).includes("json");
        const reason = json ? res.json().data?.reason : undefined;
        const allowed = !route.permission || can(role, route.permission);
        const got = res.statusCode === 401 || res.statusCode === 403 ? reason : "through";
        const want = allowed ? "through" : "permission_missing";
        rows.push(
          `${route.method} ${route.url} ${role}: ${got === want ? "ok" : `${got} ≠ ${want}`}`,
        );
        if (!allowed) expect(res.json().data.permission).toBe(route.permission);
      }
    }
    expect(rows.filter((row) => !row.endsWith(": ok"))).toEqual([]);
    // Routes × roles grows with every console route: ~11 s alone, more on a busy machine.
  }, 120_000);

  it("keeps every route closed to staff without two-factor log-in, visitors and nobody", async () => {
    const rows: string[] = [];
    for (const route of t.app.consoleRoutes) {
      const cases: [string | undefined, number, string][] = [
        [staff.noTwoFactor.token, 403, "two_factor_setup_required"],
        [visitor.token, 403, "not_staff"],
        [undefined, 401, "not_logged_in"],
      ];
      for (const [token, status, reason] of cases) {
        const res = await call(route, token);
        const got = `${res.statusCode} ${res.json().data?.reason}`;
        if (got !== `${status} ${reason}`) rows.push(`${route.method} ${route.url}: ${got}`);
      }
    }
    expect(rows).toEqual([]);
  }, 120_000);
});
