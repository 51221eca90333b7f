// Positions (issue 18): the console writes them (manage:job, audited), visitors read the open
// ones; a closed one answers 410 and leaves the sitemap.
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadJobs } from "../../content/careers.ts";
import { auditEntries, jobPostings } from "../../db/schema.ts";
import { getIn } from "../../test/app.ts";
import { jobInput } from "../../test/careers.ts";
import { staffForFile, testAppForFile } from "../../test/per-file.ts";
import { createStaff } from "../../test/staff.ts";
import { applyJobs } from "./service.ts";

const t = testAppForFile({ env: { PUBLIC_ORIGIN: "https://inkdoll.example" }, seed: true });
const { editor } = staffForFile(t, ["editor"]);

const admin = (method: "GET" | "POST", url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/admin/careers${url}`,
    headers: { authorization: `Bearer ${editor.token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const get = getIn(() => t);
const sitemapLocs = async () =>
  [...(await get("/sitemap.xml")).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe("a position's life: created closed, opened, closed", () => {
  it("is hidden while closed, listed and in the sitemap while open, 410 and gone from it after", async () => {
    const created = await admin("POST", "", jobInput());
    expect(created.statusCode).toBe(200);
    const job = created.json().data;
    expect(job).toMatchObject({ slug: "3d-rigging-engineer", status: "closed", revision: 1 });

    expect((await get("/api/careers")).json().data).toEqual([]);
    expect((await get("/api/careers/3d-rigging-engineer")).statusCode).toBe(410);
    expect(await sitemapLocs()).not.toContain(
      "https://inkdoll.example/careers/3d-rigging-engineer",
    );
    expect(await sitemapLocs()).toContain("https://inkdoll.example/careers");

    const opened = await admin("POST", `/${job.id}/status`, { revision: 1, status: "open" });
    expect(opened.json().data).toMatchObject({ status: "open", revision: 2 });
    expect(opened.json().data.openedAt).toBeTruthy();

    const list = (await get("/api/careers")).json().data;
    expect(list).toEqual([
      expect.objectContaining({ slug: "3d-rigging-engineer", title: "3D rigging engineer" }),
    ]);
    const page = await get("/api/careers/3d-rigging-engineer");
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({
      status: "open",
      language: "en_us",
      summary: "You will make the doll bend like a body.",
    });
    expect(page.json().data.descriptionHtml).toContain("<h2");
    expect(await sitemapLocs()).toContain("https://inkdoll.example/careers/3d-rigging-engineer");

    const closed = await admin("POST", `/${job.id}/status`, { revision: 2, status: "closed" });
    expect(closed.json().data).toMatchObject({ status: "closed", revision: 3 });
    const gone = await get("/api/careers/3d-rigging-engineer");
    expect(gone.statusCode).toBe(410);
    expect(gone.json().data).toMatchObject({
      reason: "gone",
      job: { slug: "3d-rigging-engineer", status: "closed" },
    });
    expect((await get("/api/careers")).json().data).toEqual([]);
    expect(await sitemapLocs()).not.toContain(
      "https://inkdoll.example/careers/3d-rigging-engineer",
    );

    const audit = await t.db.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, "job"), eq(auditEntries.entityId, String(job.id))));
    expect(audit.map((entry) => entry.action)).toEqual(["manage:job", "manage:job", "manage:job"]);
    expect(audit[0]?.actorId).toBe(editor.id);
  });

  it("answers in the visitor's language where given, else English saying so; 404 for none", async () => {
    const created = (await admin("POST", "", jobInput({ slug: "brush-designer" }))).json().data;
    await admin("POST", `/${created.id}/status`, { revision: 1, status: "open" });
    const ja = (await get("/api/careers/brush-designer", "ja_jp")).json().data;
    expect(ja).toMatchObject({ title: "3D リギングエンジニア", language: "ja_jp" });
    const ko = (await get("/api/careers/brush-designer", "ko_kr")).json().data;
    expect(ko).toMatchObject({ title: "3D rigging engineer", language: "en_us" });
    expect((await get("/api/careers/no-such-job")).statusCode).toBe(404);
  });
});

describe("console writes", () => {
  it("refuses bad input with the field named", async () => {
    const cases: [Parameters<typeof jobInput>[0], string][] = [
      [{ slug: "Has Spaces" }, "slug"],
      [{ slug: "-leading" }, "slug"],
      [{ workplace: "onsite", locality: "" }, "locality"],
      [{ workplace: "onsite", country: null }, "country"],
      [{ country: "Japan" }, "country"],
      [{ texts: { ja_jp: { title: "タイトル", description: "説明" } } }, "texts.en_us.title"],
      [{ texts: { en_us: { title: "T", description: "" } } }, "texts.en_us.description"],
      [
        {
          texts: {
            en_us: { title: "T", description: "D" },
            ko_kr: { title: "", description: "D" },
          },
        },
        "texts.ko_kr.title",
      ],
      [{ texts: { en_us: { title: "x".repeat(121), description: "D" } } }, "texts.en_us.title"],
    ];
    for (const [override, field] of cases) {
      const res = await admin("POST", "", jobInput({ slug: "valid-slug", ...override }));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().data, field).toMatchObject({ reason: "invalid_input", field });
    }
    const team = await admin("POST", "", { ...jobInput(), team: "astronauts" });
    expect(team.json().data).toMatchObject({ reason: "invalid_input", field: "team" });
  });

  it("accepts a remote position anywhere, refuses a taken address and a stale revision", async () => {
    const remote = await admin(
      "POST",
      "",
      jobInput({ slug: "remote-anywhere", workplace: "remote", locality: "", country: null }),
    );
    expect(remote.statusCode).toBe(200);
    const taken = await admin("POST", "", jobInput({ slug: "remote-anywhere" }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data).toMatchObject({ reason: "slug_taken", field: "slug" });
    const id = remote.json().data.id;
    const edit = await admin("POST", `/${id}`, {
      ...jobInput({ slug: "remote-anywhere" }),
      revision: 1,
    });
    expect(edit.json().data.revision).toBe(2);
    const stale = await admin("POST", `/${id}`, {
      ...jobInput({ slug: "remote-anywhere" }),
      revision: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data).toMatchObject({ reason: "conflict", field: "revision" });
  });

  it("is for editors and admins: support staff are refused with the permission named", async () => {
    const support = await createStaff(t, "support");
    const res = await t.app.inject({
      url: "/api/admin/careers",
      headers: { authorization: `Bearer ${support.token}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().data).toMatchObject({
      reason: "permission_missing",
      permission: "manage:job",
    });
  });
});

describe("content/careers.json", () => {
  it("ships no position, and seeds a file's positions without overwriting an operator's edit", async () => {
    expect(await loadJobs(path.resolve(import.meta.dirname, "../../../content"))).toEqual([]);
    const dir = await mkdtemp(path.join(tmpdir(), "careers-"));
    const file = (title: string) =>
      writeFile(
        path.join(dir, "careers.json"),
        JSON.stringify([
          { ...jobInput({ slug: "seeded-job" }), texts: { en_us: { title, description: "D" } } },
        ]),
      );
    /** Seeds the folder's positions; the seeded one's row after that. */
    const seed = async () => {
      await applyJobs(t.db.db, await loadJobs(dir));
      const [row] = await t.db.db
        .select()
        .from(jobPostings)
        .where(eq(jobPostings.slug, "seeded-job"));
      return row;
    };
    await file("First title");
    const seeded = await seed();
    expect(seeded).toMatchObject({ status: "closed", editedAt: null });
    await file("Second title");
    const followed = await seed();
    expect(followed?.texts.en_us?.title).toBe("Second title");

    await admin("POST", `/${followed?.id}`, {
      ...jobInput({ slug: "seeded-job" }),
      revision: followed?.revision,
    });
    await file("Third title");
    const kept = await seed();
    expect(kept?.texts.en_us?.title).toBe("3D rigging engineer");

    await writeFile(
      path.join(dir, "careers.json"),
      JSON.stringify([jobInput({ slug: "Bad Slug" })]),
    );
    await expect(loadJobs(dir)).rejects.toThrow(/careers.json: 0.slug format/);
  });
});
