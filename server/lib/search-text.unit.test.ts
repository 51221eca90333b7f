import { describe, expect, it } from "vitest";
import {
  escapeHtml,
  htmlToText,
  isLatinTerm,
  matchRanges,
  normalizeTerm,
  snippet,
  tokenize,
} from "./search-text.ts";

describe("tokenize", () => {
  it("cuts Japanese into words with Intl.Segmenter and drops lone particles", () => {
    expect(tokenize("手のポーズを保存", "ja_jp")).toEqual(["手", "ポーズ", "保存"]);
  });

  it("cuts Chinese into words and adds neighbouring character pairs", () => {
    const terms = tokenize("透视网格", "zh_cn");
    expect(terms).toContain("透视");
    // ICU cuts 网格 into 网/格: the pair still reaches the index.
    expect(terms).toContain("网格");
  });

  it("keeps Korean words whole, particles attached (prefix matching finds them)", () => {
    expect(tokenize("손 포즈를 저장", "ko_kr")).toEqual(["손", "포즈를", "저장"]);
  });

  it("folds case, width and accents and takes off a plural -s in Latin scripts", () => {
    expect(tokenize("Iluminación de REJILLAS", "es_es")).toEqual(["iluminacion", "de", "rejilla"]);
    expect(tokenize("Ｐｏｓｅｓ class", "en_us")).toEqual(["pose", "class"]);
  });

  it("gives the same terms for a query as for the page it comes from", () => {
    const page = tokenize("用定格画面搭建透视网格", "zh_cn");
    for (const term of tokenize("透视网格", "zh_cn")) expect(page).toContain(term);
  });

  it("keeps kana intact (no decomposition of ポ)", () => {
    expect(normalizeTerm("ポーズ")).toBe("ポーズ");
    expect(isLatinTerm("ポーズ")).toBe(false);
    expect(isLatinTerm("café")).toBe(true);
  });
});

describe("htmlToText", () => {
  it("strips tags and decodes entities", () => {
    expect(htmlToText("<h2 id=x>A &amp; B</h2><p>C&#39;s &lt;tag&gt; &#x4e2d;</p>")).toBe(
      "A & B C's <tag> 中",
    );
  });
});

describe("snippet", () => {
  it("marks every match and escapes everything else", () => {
    const html = snippet('Use <b>lighting</b> & "lights"', ["lighting", "light"], "en_us");
    expect(html).toBe(
      "Use &lt;b&gt;<mark>lighting</mark>&lt;/b&gt; &amp; &quot;<mark>lights</mark>&quot;",
    );
  });

  it("never lets markup from the text through, even inside a match", () => {
    const html = snippet("<script>alert(1)</script>", ["script"], "en_us");
    expect(html).not.toMatch(/<script/);
    expect(html).toContain("&lt;<mark>script</mark>&gt;");
  });

  it("marks Chinese pairs that straddle two segments", () => {
    expect(snippet("搭建透视网格", ["网格"], "zh_cn")).toBe("搭建透视<mark>网格</mark>");
  });

  it("centres on the first match in a long text with ellipses", () => {
    const text = `${"word ".repeat(100)}target ${"tail ".repeat(100)}`;
    const html = snippet(text, ["target"], "en_us", 80);
    expect(html.startsWith("…")).toBe(true);
    expect(html.endsWith("…")).toBe(true);
    expect(html).toContain("<mark>target</mark>");
  });

  it("starts at the beginning when nothing matches", () => {
    expect(snippet("a < b", ["zzz"], "en_us")).toBe("a &lt; b");
    expect(matchRanges("a b", [], "en_us")).toEqual([]);
    expect(escapeHtml(`<&>"'`)).toBe("&lt;&amp;&gt;&quot;&#39;");
  });
});
