import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadArticles } from "./articles.ts";

const POST = `---
title: "A post"
summary: "What it is about."
tags: [pose]
publishedAt: 2025-11-18
---

Body.
`;

describe("article covers", () => {
  let dir = "";
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const article = async (slug: string, covers: string[]) => {
    const folder = path.join(dir, "articles/blog", slug);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, "en_us.md"), POST);
    for (const cover of covers) await writeFile(path.join(folder, cover), "x");
  };

  it("prefers the doll's render to a drawing, and has none without either", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "inkdoll-articles-"));
    await article("rendered", ["cover.svg", "cover.webp"]);
    await article("drawn", ["cover.svg"]);
    await article("bare", []);
    const covers = Object.fromEntries(
      (await loadArticles(dir)).map((source) => [source.slug, source.cover]),
    );
    expect(covers).toEqual({
      rendered: "/content/blog/rendered/cover.webp",
      drawn: "/content/blog/drawn/cover.svg",
      bare: "",
    });
  });
});
