// ADR 0010: content/ seeds a new database and adds new items, and never overwrites what an
// operator edited in the console, so a deploy never undoes an editor's work.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { seedContent } from "../../test/seed.ts";
import { contentCopyForFile, publicBlog } from "./test-client.ts";

const copy = contentCopyForFile("seed-rule", ["editor"]);
const { t, dir, api } = copy;
const { editor } = copy.staff;

async function edit(url: string, title: string, body: string) {
  const { revision } = (await api.get(url, editor.token)).json().data;
  const res = await api.post(
    url,
    {
      baseRevision: revision,
      status: "published",
      texts: { en_us: { title, summary: "S", body } },
    },
    editor.token,
  );
  expect(res.statusCode, res.body).toBe(200);
}

async function replaceIn(file: string, from: string, to: string) {
  const full = path.join(dir, file);
  const text = await readFile(full, "utf8");
  expect(text).toContain(from);
  await writeFile(full, text.replace(from, to));
}

const get = (url: string) => t.app.inject({ url }).then((res) => res.json().data);

describe("re-seeding after console edits", () => {
  it("keeps the operator's edits, follows the files elsewhere, adds new items", async () => {
    const articles = (await api.get("/articles", editor.token)).json().data;
    const post = articles.find((a: { path: string }) => a.path === "/blog/dynamic-action-poses");
    await edit(`/articles/${post.id}`, "Edited post", "Edited body.");
    await edit("/faq/create-account", "Edited question?", "Edited answer.");
    await edit("/documents/privacy@2.3", "Edited policy", "Edited policy text.");

    // A deploy changes the same items in content/, another item, and adds a post.
    await replaceIn(
      "articles/blog/dynamic-action-poses/en_us.md",
      'title: "Dynamic Action Poses',
      'title: "From the file: Dynamic Action Poses',
    );
    await replaceIn("faq/en_us.yaml", "How do I create an Inkdoll account?", "From the file?");
    await replaceIn(
      "faq/en_us.yaml",
      "I forgot my password. How do I reset it?",
      "Forgot the password (from the file)?",
    );
    await replaceIn("documents/privacy/en_us.md", 'title: "Privacy Policy"', 'title: "From file"');
    const fresh = path.join(dir, "articles/blog/a-new-post-from-content");
    await mkdir(fresh, { recursive: true });
    await writeFile(
      path.join(fresh, "en_us.md"),
      '---\ntitle: "A new post"\nsummary: "New"\npublishedAt: 2026-01-02\n---\nHello.\n',
    );
    await seedContent(t, dir);
    t.app.contentCache.invalidate();

    const article = await get("/api/brand/article?colType=1&slug=dynamic-action-poses");
    expect(article.title).toBe("Edited post");
    const faq = (await get("/api/support/faq")) as { id: string; question: string }[];
    expect(faq.find((e) => e.id === "create-account")?.question).toBe("Edited question?");
    expect(faq.find((e) => e.id === "forgot-password")?.question).toBe(
      "Forgot the password (from the file)?",
    );
    const privacy = await get("/api/support/document?key=privacy");
    expect(privacy.title).toBe("Edited policy");
    expect(await publicBlog(t)).toContain("a-new-post-from-content");
  });
});

describe("a new version of a legal document", () => {
  it("stays a draft until published, then shows with its version and effective date", async () => {
    const created = await api.post(
      "/documents",
      { key: "terms", version: "9.0", effectiveDate: "2027-01-01" },
      editor.token,
    );
    expect(created.statusCode, created.body).toBe(200);
    const item = created.json().data;
    expect(item).toMatchObject({ id: "terms@9.0", status: "draft", name: "9.0" });
    expect(item.languages.missing).toEqual([]);
    const before = await get("/api/support/document?key=terms");
    expect(before.version).not.toBe("9.0");
    const again = await api.post(
      "/documents",
      { key: "terms", version: "9.0", effectiveDate: "2027-01-01" },
      editor.token,
    );
    expect(again.json().data).toEqual({ reason: "version_taken", field: "version" });

    t.clock.advance(60_000);
    const res = await api.post(
      "/documents/terms@9.0",
      {
        baseRevision: item.revision,
        status: "published",
        texts: { en_us: { title: "Terms 9", summary: "", body: "## New terms\n\nText." } },
      },
      editor.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.languages.outdated).toEqual([
      "zh_cn",
      "zh_hk",
      "ja_jp",
      "ko_kr",
      "es_es",
    ]);
    const after = await get("/api/support/document?key=terms");
    expect(after).toMatchObject({ version: "9.0", effectiveDate: "2027-01-01", title: "Terms 9" });
    const ja = await t.app.inject({
      url: "/api/support/document?key=terms",
      headers: { "x-language": "ja_jp" },
    });
    expect(ja.json().data).toMatchObject({ version: "9.0", language: "ja_jp" });
  });
});
