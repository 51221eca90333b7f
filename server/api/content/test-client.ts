import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import type { Role } from "../../../contract/permissions.ts";
import { auditEntries } from "../../db/schema.ts";
import { bearer, createTestApp, freshAddress, type TestApp } from "../../test/app.ts";
import { contentDir, seedContent } from "../../test/seed.ts";
import { createStaff, type TestStaff } from "../../test/staff.ts";

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
 * An app seeded from a copy of content/ in a folder of its own, which the test may change and
 * seed again (ADR 0010's rule), with a staff member of each of `roles`; `close` ends the app and
 * removes the copy.
 */
export async function appOnContentCopy<R extends Role>(
  name: string,
  roles: readonly R[],
): Promise<{
  t: TestApp;
  dir: string;
  staff: Record<R, TestStaff>;
  close: () => Promise<void>;
}> {
  const dir = await mkdtemp(path.join(tmpdir(), `inkdoll-${name}-`));
  await cp(contentDir, dir, { recursive: true });
  const t = await createTestApp();
  await seedContent(t, dir);
  const staff = {} as Record<R, TestStaff>;
  for (const role of roles) staff[role] = await createStaff(t, role);
  const close = async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  };
  return { t, dir, staff, close };
}

/** The audit entries of one item, oldest first. */
export const auditOf = (t: () => TestApp) => (entity: string, id: string) =>
  t()
    .db.db.select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entity, entity), eq(auditEntries.entityId, id)))
    .orderBy(auditEntries.id);
