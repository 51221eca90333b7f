import { and, eq } from "drizzle-orm";
import type { Role } from "../../../contract/permissions.ts";
import { auditEntries } from "../../db/schema.ts";
import { bearer, freshAddress, getIn, type TestApp } from "../../test/app.ts";
import { staffForFile, testAppForFile } from "../../test/per-file.ts";
import { contentDir } from "../../test/seed.ts";
import { tempDirForFile } from "../../test/temp-dir.ts";

/** Console content calls through `inject`, as the staff member holding `token`. */
export function contentClient(t: () => TestApp) {
  const call = (method: "GET" | "POST", url: string, token?: string, payload?: unknown) =>
    t().app.inject({
      method,
      url: `/api/admin/content${url}`,
      headers: bearer(token),
      remoteAddress: freshAddress(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (url: string, token?: string) => call("GET", url, token),
    post: (url: string, payload: unknown, token?: string) => call("POST", url, token, payload),
  };
}

/** The public blog list in `language`, as visitors get it (through the content cache). */
export async function publicBlog(t: TestApp, language = "en_us"): Promise<string[]> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/brand/category?colType=1&webType=1&currentPage=1&pageSize=100",
    headers: { "x-language": language },
  });
  return (res.json().data as { slug: string }[]).map((item) => item.slug);
}

/**
 * The file's app, seeded from a copy of content/ in a folder of its own (`dir`), which the tests
 * may change and seed again (ADR 0010's rule), with a staff member of each of `roles`; the app
 * closes and the copy goes after the file's tests (server/test/per-file.ts). With the console's
 * content calls (`api`), a visitor's GET in a data language (`get`) and an item's audit entries.
 */
export function contentCopyForFile<R extends Role>(name: string, roles: readonly R[]) {
  const dir = tempDirForFile(name, contentDir);
  const t = testAppForFile({ seed: dir });
  const staff = staffForFile(t, roles);
  return {
    t,
    dir,
    staff,
    api: contentClient(() => t),
    get: getIn(() => t),
    audit: auditOf(() => t),
  };
}

/** The audit entries of one item, oldest first. */
export const auditOf = (t: () => TestApp) => (entity: string, id: string) =>
  t()
    .db.db.select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entity, entity), eq(auditEntries.entityId, id)))
    .orderBy(auditEntries.id);
