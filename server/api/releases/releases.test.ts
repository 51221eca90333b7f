import { and, eq } from "drizzle-orm";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { can, type Role } from "../../../contract/permissions.ts";
import {
  appReleases,
  auditEntries,
  contentVersions,
  legacyReleases,
  releaseChannels,
} from "../../db/schema.ts";
import { client } from "../../test/app.ts";
import { staffedAppForFile } from "../../test/per-file.ts";

const { t, staff } = staffedAppForFile({ seed: true });
const { get, post } = client(() => t);

const appStore = { minOs: "16.0", url: "https://apps.apple.com/app/id6400000001?v=9" };
const apk = {
  minOs: "8.0",
  url: "https://dl.inkdoll.example/a.apk",
  fileSize: 190_000_000,
  sha256: "AB".repeat(32),
};

/** A release body; `build` changes the App Store build, `channels` replaces the builds. */
const body = ({
  build = {},
  ...extra
}: Record<string, unknown> & { build?: Record<string, unknown> } = {}) => ({
  app: "doll",
  version: "9.0.0",
  releasedOn: "2026-12-01",
  notes: {
    en_us: "- **Sketch mode** for quick gestures.",
    ja_jp: "- すばやく描ける**スケッチモード**。",
  },
  channels: { appstore: { ...appStore, ...build } },
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
      const [seeded] = await t.db.db.select().from(appReleases).where(eq(appReleases.app, "brush"));
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
          {
            ...body({ version: `7.0.${roles.indexOf(role)}`, build: { minOs: "17.0" } }),
            revision,
          },
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
    ["channels.appstore.minOs", { build: { minOs: "sixteen" } }],
    ["channels.appstore.url", { build: { url: "http://apps.apple.com/app/id1" } }],
    ["channels.appstore.url", { build: { url: "javascript:alert(1)" } }],
    ["channels.apk.fileSize", { channels: { apk: { ...apk, fileSize: undefined } } }],
    ["channels.apk.fileSize", { channels: { apk: { ...apk, fileSize: 0 } } }],
    ["channels.apk.sha256", { channels: { apk: { ...apk, sha256: "xyz" } } }],
    ["channels.apk.sha256", { channels: { apk: { ...apk, sha256: undefined } } }],
    ["channels.appstore.fileSize", { build: { fileSize: 1000 } }],
    ["channels.appstore.available", { build: { available: "yes" } }],
    ["channels", { channels: {} }],
    ["channels", { channels: [] }],
    ["channels", { channels: { steam: appStore } }],
    ["notes.en_us", { notes: { ja_jp: "日本語だけ" } }],
    ["app", { app: "paint" }],
  ])("refuses a bad %s with the field named", async (field, extra) => {
    const res = await post("/api/admin/releases", body(extra), staff.admin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toMatchObject({ reason: "invalid_input", field });
  });

  it("takes one version on several channels, an APK with its size and checksum", async () => {
    const res = await post(
      "/api/admin/releases",
      body({ version: "9.0.1", channels: { apk, appstore: appStore } }),
      staff.editor.token,
    );
    expect(res.statusCode).toBe(200);
    const record = res.json().data;
    expect(record).toMatchObject({ version: "9.0.1", status: "draft" });
    // In channel order, each with its platform, live unless said otherwise.
    expect(record.channels).toEqual([
      {
        channel: "appstore",
        platform: "ios",
        fileSize: null,
        sha256: null,
        available: true,
        ...appStore,
      },
      { ...apk, channel: "apk", platform: "android", sha256: "ab".repeat(32), available: true },
    ]);
    expect((await get(`/api/admin/releases/${record.id}`, staff.editor.token)).json().data).toEqual(
      record,
    );
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
      { ...body({ version: "9.1.0", build: { minOs: "16.1" } }), revision: created.revision },
      staff.admin.token,
    );
    expect(first.statusCode).toBe(200);
    const stale = await post(
      `/api/admin/releases/${created.id}`,
      { ...body({ version: "9.1.0", build: { minOs: "16.2" } }), revision: created.revision },
      staff.editor.token,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data).toMatchObject({ reason: "conflict", field: "revision" });
    const [kept] = await t.db.db
      .select()
      .from(releaseChannels)
      .where(eq(releaseChannels.releaseId, created.id));
    expect(kept?.minOs).toBe("16.1");
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

  it("takes one channel off a published release: that channel offers its previous version", async () => {
    const newPlay = {
      minOs: "9.0",
      url: "https://play.google.com/store/apps/details?id=com.inkdoll.create&v=9.3",
    };
    const newStore = { minOs: "16.0", url: "https://apps.apple.com/app/id6400000003?v=9.3" };
    const channels = { appstore: newStore, googleplay: newPlay };
    const draft = (
      await post(
        "/api/admin/releases",
        body({ app: "create", version: "9.3.0", channels }),
        staff.admin.token,
      )
    ).json().data;
    const live = (
      await post(
        `/api/admin/releases/${draft.id}/publish`,
        { revision: draft.revision, published: true },
        staff.admin.token,
      )
    ).json().data;
    const go = async (channel: string) =>
      (await get(`/api/download/go?app=create&channel=${channel}`)).headers.location;
    expect(await go("googleplay")).toBe(newPlay.url);
    expect(await go("appstore")).toBe(newStore.url);

    const before = await contentVersion();
    const off = await post(
      `/api/admin/releases/${draft.id}`,
      {
        ...body({ app: "create", version: "9.3.0" }),
        channels: { ...channels, googleplay: { ...newPlay, available: false } },
        revision: live.revision,
      },
      staff.admin.token,
    );
    expect(off.statusCode).toBe(200);
    expect(off.json().data.channels.map((c: { available: boolean }) => c.available)).toEqual([
      true,
      false,
    ]);
    expect(await contentVersion()).toBe(before + 1);
    // The build is kept, but Google Play offers 1.6.0 again; the App Store keeps 9.3.0.
    expect(await go("googleplay")).toBe(
      "https://play.google.com/store/apps/details?id=com.inkdoll.create",
    );
    expect(await go("appstore")).toBe(newStore.url);
    expect((await feed("create")).body).toContain("Inkdoll Create 9.3.0");
    // The previous version's instances read the old table during a rolling upgrade: there the
    // build switched off is a draft, the other one still published.
    const legacy = async () =>
      (
        await t.db.db
          .select()
          .from(legacyReleases)
          .where(and(eq(legacyReleases.app, "create"), eq(legacyReleases.version, "9.3.0")))
      )
        .map((row) => `${row.platform}/${row.channel}:${row.status}:${row.url}`)
        .sort();
    expect(await legacy()).toEqual([
      `android/googleplay:draft:${newPlay.url}`,
      `ios/appstore:published:${newStore.url}`,
    ]);

    // A channel left out of an edit is no longer part of the release.
    const dropped = await post(
      `/api/admin/releases/${draft.id}`,
      {
        ...body({ app: "create", version: "9.3.0" }),
        channels: { appstore: newStore },
        revision: off.json().data.revision,
      },
      staff.admin.token,
    );
    expect(dropped.json().data.channels.map((c: { channel: string }) => c.channel)).toEqual([
      "appstore",
    ]);
    const rows = await t.db.db
      .select()
      .from(releaseChannels)
      .where(eq(releaseChannels.releaseId, draft.id));
    expect(rows.map((row) => row.channel)).toEqual(["appstore"]);
    expect(await legacy()).toEqual([`ios/appstore:published:${newStore.url}`]);
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
