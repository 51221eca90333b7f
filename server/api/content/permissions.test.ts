// Every content route × every role: allowed exactly as contract/permissions.ts says, refused
// with permission_missing otherwise; a staff account without two-factor log-in gets nothing.
import { describe, expect, it } from "vitest";
import { can, type Permission, ROLES } from "../../../contract/permissions.ts";
import { staffedAppForFile } from "../../test/per-file.ts";
import { contentClient } from "./test-client.ts";

const { t, staff } = staffedAppForFile({ seed: true });
const api = contentClient(() => t);

type Route = {
  method: "GET" | "POST";
  url: string;
  permission: Permission;
  /** Valid bodies that change nothing (a stale revision, a taken name). */
  body?: unknown;
};

const text = { title: "T", summary: "", body: "B" };
const stale = { baseRevision: 9999, status: "draft", texts: {} };
const restore = { baseRevision: 9999, revision: 1 };

const stalePlain = { baseRevision: 9999 };

function routes(
  base: string,
  id: string,
  [permission, publish]: [Permission, Permission],
  create?: unknown,
): Route[] {
  return [
    { method: "GET", url: base, permission },
    { method: "GET", url: `${base}/${id}`, permission },
    { method: "POST", url: `${base}/${id}`, permission, body: stale },
    { method: "POST", url: `${base}/${id}/restore`, permission, body: restore },
    { method: "POST", url: `${base}/${id}/unpublish`, permission: publish, body: stalePlain },
    { method: "POST", url: `${base}/${id}/delete`, permission: publish, body: stalePlain },
    { method: "POST", url: `${base}/preview`, permission, body: { body: "# Hi" } },
    ...(create ? [{ method: "POST" as const, url: base, permission, body: create }] : []),
  ];
}

const ROUTES: Route[] = [
  ...routes("/articles", "1", ["update:article", "publish:article"], {
    section: "blog",
    slug: "dynamic-action-poses",
    text,
  }),
  ...routes("/faq", "create-account", ["update:faq", "publish:faq"], {
    slug: "create-account",
    category: "accounts",
    text,
  }),
  ...routes("/documents", "privacy@2.3", ["update:document", "publish:document"], {
    key: "privacy",
    version: "2.3",
    effectiveDate: "2026-01-01",
  }),
  ...routes("/themes", "hands", ["update:theme", "publish:theme"]),
];

const call = (route: Route, token?: string) =>
  route.method === "GET" ? api.get(route.url, token) : api.post(route.url, route.body, token);

describe("content routes × roles", () => {
  it.each(ROUTES.map((r) => [`${r.method} ${r.url}`, r] as const))("%s", async (_name, route) => {
    for (const role of ROLES) {
      const res = await call(route, staff[role].token);
      if (can(role, route.permission)) {
        expect([200, 404, 409], `${role}: ${res.body}`).toContain(res.statusCode);
      } else {
        expect(res.statusCode, role).toBe(403);
        expect(res.json().data).toEqual({
          reason: "permission_missing",
          permission: route.permission,
        });
      }
    }
    const noTwoFactor = await call(route, staff.noTwoFactor.token);
    expect(noTwoFactor.json().data.reason).toBe("two_factor_setup_required");
    const visitor = await call(route);
    expect(visitor.statusCode).toBe(401);
  });

  it("changes nothing through the refused and stale calls above", async () => {
    for (const kind of ["/articles", "/faq", "/documents", "/themes"]) {
      const list = (await api.get(kind, staff.admin.token)).json().data;
      const saved = list.filter((item: { revision: number }) => item.revision !== 0);
      expect(saved.map((item: { id: string }) => `${kind} ${item.id}`)).toEqual([]);
    }
  });
});
