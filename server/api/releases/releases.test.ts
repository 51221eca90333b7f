import { eq } from "drizzle-orm";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { can, type Role } from "../../../contract/permissions.ts";
import { auditEntries, contentVersions, releases } from "../../db/schema.ts";
import { client } from "../../test/app.ts";
import { staffedAppForFile } from "../../test/per-file.ts";

const { t, staff } = staffedAppForFile({ seed: true });
const { get, post } = client(() => t);

const body = (extra: Record<string, unknown> = {}) => ({
  app: "doll",
  channel: "appstore",
  version: "9.0.0",
  releasedOn: "2026-12-01",
  minOs: "16.0",
  url: "https://apps.apple.com/app/id6400000001?v=9",
  notes: {
    en_us: "- **Sketch mode** for quick gestures.",
    ja_jp: "- すばやく描ける**スケッチモード**。",
  },
  ...extra,
});

async function contentVersion() {
  const [row] = await t.db.db
    .select()
    .from(contentVersions)
    .where(eq(contentVersions.scope, "content"));
  return row?.version ?? 0;
}

async function feed(app: string, lang = "") {
  const res = await get(`/changelog/${app}/feed.xml${lang ? `?lang=${lang}` : ""}`);
  return res;
}

describe("console releases: who may do what", () => {
  const roles: Role[] = ["admin", "editor", "support", "moderator"];
  it.each(roles)(
    "a %s is allowed or refused exactly as the role's permissions say",
    async (role) => {
      const token = staff[role].token;
      const update = can(role, "update:release");
      const publish = can(role, "publish:release");
      const expectStatus = (
        res: { statusCode: number; json(): { data?: { reason?: string } } },
        allowed: boolean,
      ) => {
        expect(res.statusCode).toBe(allowed ? 200 : 403);
        if (!allowed) expect(res.json().data?.reason).toBe("permission_missing");
      };
      expectStatus(await get("/api/admin/releases?app=doll", token), update);
      const [seeded] = await t.db.db.select().from(releases).where(eq(releases.app, "brush"));
      if (!seeded) throw new Error("no seeded brush release");
      expectStatus(await get(`/api/admin/releases/${seeded.id}`, token), update);
      expectStatus(await post("/api/admin/releases/preview", { markdown: "- a" }, token), update);
      const created = await post(
        "/api/admin/releases",
        body({ version: `7.0.${roles.indexOf(role)}` }),
        token,
      );
      expectStatus(created, update);
      if (update) {
        const { id, revision } = created.json().data;
        const edited = await post(
          `/api/admin/releases/${id}`,
          { ...body({ version: `7.0.${roles.indexOf(role)}`, minOs: "17.0" }), revision },
          token,
        );
        expectStatus(edited, update);
        const published = await post(
          `/api/admin/releases/${id}/publish`,
          { revision: edited.json().data.revision, published: false },
          token,
        );
        expectStatus(published, publish);
      } else {
        expectStatus(
          await post(
            `/api/admin/releases/${seeded.id}/publish`,
            { revision: seeded.revision, published: false },
            token,
          ),
          publish,
        );
      }
    },
  );

  it("keeps the console closed without two-factor log-in or a login", async () => {
    const res = await get("/api/admin/releases", staff.noTwoFactor.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().data.reason).toBe("two_factor_setup_required");
    expect((await get("/api/admin/releases")).statusCode).toBe(401);
    expect((await post("/api/admin/releases", body())).statusCode).toBe(401);
  });
});

describe("console releases: validation", () => {
  it.each([
    ["version", { version: "v9" }],
    ["version", { version: "" }],
    ["releasedOn", { releasedOn: "2026-02-30" }],
    ["minOs", { minOs: "sixteen" }],
    ["url", { url: "http://apps.apple.com/app/id1" }],
    ["url", { url: "javascript:alert(1)" }],
    ["fileSize", { channel: "apk", sha256: "a".repeat(64) }],
    ["fileSize", { channel: "apk", fileSize: 0, sha256: "a".repeat(64) }],
    ["sha256", { channel: "apk", fileSize: 1000, sha256: "xyz" }],
    ["sha256", { channel: "apk", fileSize: 1000 }],
    ["fileSize", { fileSize: 1000 }],
    ["notes.en_us", { notes: { ja_jp: "日本語だけ" } }],
    ["app", { app: "paint" }],
    ["channel", { channel: "steam" }],
  ])("refuses a bad %s with the field named", async (field, extra) => {
    const res = await post("/api/admin/releases", body(extra), staff.admin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toMatchObject({ reason: "invalid_input", field });
  });

  it("accepts an APK with its size and checksum", async () => {
    const res = await post(
      "/api/admin/releases",
      body({
        channel: "apk",
        version: "9.0.1",
        url: "https://dl.inkdoll.example/a.apk",
        fileSize: 190_000_000,
        sha256: "AB".repeat(32),
      }),
      staff.editor.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      platform: "android",
      status: "draft",
      sha256: "ab".repeat(32),
    });
  });
});

describe("console releases: drafts, publishing, concurrency, audit", () => {
  it("publishes a draft to /download's counted links and the feed, with an audit trail", async () => {
    const created = await post("/api/admin/releases", body(), staff.editor.token);
    expect(created.statusCode).toBe(200);
    const draft = created.json().data;
    expect(draft.status).toBe("draft");
    // A draft is invisible to visitors.
    expect((await feed("doll")).body).not.toContain("9.0.0");
    const go = await get("/api/download/go?app=doll&channel=appstore");
    expect(go.headers.location).toBe("https://apps.apple.com/app/id6400000001");

    const before = await contentVersion();
    const published = await post(
      `/api/admin/releases/${draft.id}/publish`,
      { revision: draft.revision, published: true },
      staff.admin.token,
    );
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({
      status: "published",
      revision: draft.revision + 1,
    });
    expect(await contentVersion()).toBe(before + 1);

    const after = await get("/api/download/go?app=doll&channel=appstore");
    expect(after.headers.location).toBe("https://apps.apple.com/app/id6400000001?v=9");
    const ja = (await feed("doll", "ja")).body;
    expect(ja).toContain("スケッチモード");

    const audit = await t.db.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.entityId, String(draft.id)));
    expect(audit.map((a) => a.action)).toEqual(["update:release", "publish:release"]);
    expect(audit[1]).toMatchObject({
      entity: "release",
      before: expect.objectContaining({ status: "draft", version: "9.0.0" }),
      after: expect.objectContaining({ status: "published", version: "9.0.0" }),
    });
  });

  it("refuses a stale edit with 409 conflict and a duplicate version with release_exists", async () => {
    const created = (
      await post("/api/admin/releases", body({ version: "9.1.0" }), staff.admin.token)
    ).json().data;
    const first = await post(
      `/api/admin/releases/${created.id}`,
      { ...body({ version: "9.1.0", minOs: "16.1" }), revision: created.revision },
      staff.admin.token,
    );
    expect(first.statusCode).toBe(200);
    const stale = await post(
      `/api/admin/releases/${created.id}`,
      { ...body({ version: "9.1.0", minOs: "16.2" }), revision: created.revision },
      staff.editor.token,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data).toMatchObject({ reason: "conflict", field: "revision" });
    const [row] = await t.db.db.select().from(releases).where(eq(releases.id, created.id));
    expect(row?.minOs).toBe("16.1");
    const duplicate = await post(
      "/api/admin/releases",
      body({ version: "9.1.0" }),
      staff.admin.token,
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().data).toMatchObject({ reason: "release_exists", field: "version" });
    const missing = await post(
      "/api/admin/releases/999999/publish",
      { revision: 1, published: true },
      staff.admin.token,
    );
    expect(missing.statusCode).toBe(404);
  });

  it("bumps the content version when a published release is edited, not a draft", async () => {
    const created = (
      await post("/api/admin/releases", body({ version: "9.2.0" }), staff.admin.token)
    ).json().data;
    const v0 = await contentVersion();
    const edited = (
      await post(
        `/api/admin/releases/${created.id}`,
        { ...body({ version: "9.2.0" }), revision: created.revision },
        staff.admin.token,
      )
    ).json().data;
    expect(await contentVersion()).toBe(v0);
    const published = (
      await post(
        `/api/admin/releases/${created.id}/publish`,
        { revision: edited.revision, published: true },
        staff.admin.token,
      )
    ).json().data;
    const v1 = await contentVersion();
    expect(v1).toBe(v0 + 1);
    await post(
      `/api/admin/releases/${created.id}`,
      { ...body({ version: "9.2.0", notes: { en_us: "- Fixed." } }), revision: published.revision },
      staff.admin.token,
    );
    expect(await contentVersion()).toBe(v1 + 1);
  });

  it("renders the preview on the server, sanitised", async () => {
    const res = await post(
      "/api/admin/releases/preview",
      { markdown: "- **bold** <script>alert(1)</script> [x](javascript:alert(1))" },
      staff.editor.token,
    );
    const html = res.json().data.html as string;
    expect(html).toContain("<strong>bold</strong>");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("javascript:");
  });
});

describe("the changelog feed", () => {
  it("is valid Atom with an id, updated and one entry per published version, newest first", async () => {
    const res = await feed("brush");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/atom\+xml/);
    expect(res.headers["cache-control"]).toMatch(/max-age=\d+/);
    expect(XMLValidator.validate(res.body)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false }).parse(res.body);
    const atom = doc.feed;
    expect(atom["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
    expect(atom.id).toMatch(/\/changelog\/brush$/);
    expect(new Date(atom.updated).toString()).not.toBe("Invalid Date");
    // The app by its one name, the title in the feed's language (issue 31).
    expect(atom.title).toBe("Inkdoll Brush: release notes");
    const ja = new XMLParser().parse((await feed("brush", "ja")).body).feed;
    expect(ja.title).toBe("Inkdoll Brushのリリースノート");
    const entries = Array.isArray(atom.entry) ? atom.entry : [atom.entry];
    expect(entries.map((e: { title: string }) => e.title)).toEqual([
      "Inkdoll Brush 2.3.1",
      "Inkdoll Brush 2.3.0",
      "Inkdoll Brush 2.2.0",
    ]);
    for (const entry of entries) {
      expect(entry.id).toMatch(/\/changelog\/brush#v/);
      expect(entry.updated).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(entry.content["@_type"]).toBe("html");
      expect(entry.content["#text"]).toContain("<li>");
    }
  });

  it("of every app at /changelog/feed.xml: the four apps' versions, newest first, by name", async () => {
    const res = await get("/changelog/feed.xml?lang=ja");
    expect(res.statusCode).toBe(200);
    expect(XMLValidator.validate(res.body)).toBe(true);
    const atom = new XMLParser({ ignoreAttributes: false }).parse(res.body).feed;
    expect(atom.title).toBe("Inkdollのリリースノート");
    const entries: { title: string; published: string; id: string }[] = atom.entry;
    for (const name of ["Inkdoll Doll", "Inkdoll Brush", "Inkdoll Create", "Inkdoll AI"]) {
      expect(entries.some((e) => e.title.startsWith(`${name} `))).toBe(true);
    }
    const published = entries.map((e) => e.published);
    expect(published).toEqual([...published].sort().reverse());
    expect(entries[0]?.id).toMatch(/\/changelog\/(doll|brush|create|ai)#v/);
  });

  it("answers 304 to its ETag and 404 for an unknown app", async () => {
    const first = await feed("create");
    const etag = String(first.headers.etag);
    const again = await get("/changelog/create/feed.xml", undefined, undefined, {
      "if-none-match": etag,
    });
    expect(again.statusCode).toBe(304);
    expect((await feed("paint")).statusCode).toBe(404);
  });

  it("lists every app's changelog in the sitemap", async () => {
    const xml = (await get("/sitemap.xml")).body;
    for (const app of ["doll", "brush", "create", "ai"]) {
      expect(xml).toMatch(
        new RegExp(`<loc>[^<]+/changelog/${app}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
      );
    }
  });
});
