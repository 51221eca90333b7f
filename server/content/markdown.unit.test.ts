import { describe, expect, it } from "vitest";
import { readingMinutes, renderMarkdown } from "./markdown.ts";

describe("renderMarkdown", () => {
  it("renders headings with ids and a table of contents", () => {
    const { html, toc } = renderMarkdown(
      "## 1. What we collect\n\ntext\n\n### Cookies\n\n## 2. 权利\n",
    );
    expect(html).toContain('<h2 id="1-what-we-collect">1. What we collect</h2>');
    expect(toc).toEqual([
      { id: "1-what-we-collect", text: "1. What we collect", level: 2 },
      { id: "cookies", text: "Cookies", level: 3 },
      { id: "2-权利", text: "2. 权利", level: 2 },
    ]);
  });

  it.each([
    ["<script>alert(1)</script>", /<script/i],
    ['<img src=x onerror="alert(1)">', /<img/i],
    ["[click](javascript:alert(1))", /href="\s*javascript/i],
    ["[click](JaVaScRiPt:alert(1))", /href="\s*javascript/i],
    ["[data](data:text/html;base64,PHNjcmlwdD4=)", /href="data:/i],
    ['<a href="https://x" onclick="steal()">x</a>', /<a[^>]*onclick/i],
    ["<iframe src=https://evil></iframe>", /<iframe/i],
    ['<svg onload="alert(1)">', /<svg/i],
    ["[x](vbscript:msgbox)", /href="vbscript/i],
    ["<p onmouseover=alert(1)>hi</p>", /<p[^>]*onmouseover/i],
  ])("neutralises %s", (markdown, forbidden) => {
    const { html } = renderMarkdown(markdown);
    expect(html).not.toMatch(forbidden);
  });

  it("keeps safe links and marks external ones", () => {
    const { html } = renderMarkdown(
      "[privacy](/privacy) [db-ip](https://db-ip.com) [mail](mailto:a@b.c)",
    );
    expect(html).toContain('<a href="/privacy">privacy</a>');
    expect(html).toContain(
      '<a href="https://db-ip.com" rel="noopener noreferrer nofollow">db-ip</a>',
    );
    expect(html).toContain('<a href="mailto:a@b.c">mail</a>');
  });

  it("renders tables and turns a stray h1 into h2", () => {
    const { html } = renderMarkdown("# Title\n\n| a | b |\n|---|---|\n| 1 | 2 |\n");
    expect(html).toContain("<table>");
    expect(html).not.toContain("<h1");
  });

  it("puts each table in a focusable region named by the heading above it", () => {
    const { html } = renderMarkdown("## Cookies we store\n\n| a | b |\n|---|---|\n| 1 | 2 |\n");
    expect(html).toContain(
      '<div class="table-scroll" role="region" tabindex="0" aria-labelledby="cookies-we-store"><table>',
    );
    expect(html).toMatch(/<\/table>\s*<\/div>/);
  });

  it("names a table without a heading by its column headers", () => {
    const { html } = renderMarkdown("| Name | Purpose |\n|---|---|\n| x | y |\n");
    expect(html).toContain('aria-label="Name, Purpose"');
    // Raw HTML in the source is still shown as text, never becomes a region.
    expect(renderMarkdown('<div class="table-scroll" role="region">x</div>').html).not.toContain(
      "<div",
    );
  });
});

describe("readingMinutes", () => {
  it("counts words and CJK characters", () => {
    expect(readingMinutes("word ".repeat(440))).toBe(2);
    expect(readingMinutes("字".repeat(1200))).toBe(3);
    expect(readingMinutes("")).toBe(1);
  });
});
