import { describe, expect, it } from "vitest";
import { jobFieldProblems, linkProblem, linksOf, linksProblem } from "./careers.ts";

describe("application links", () => {
  it("takes https addresses with a host, one per line", () => {
    expect(linkProblem("https://www.pixiv.net/users/1")).toBeUndefined();
    expect(linkProblem("http://example.com")).toBe("format");
    expect(linkProblem("javascript:alert(1)")).toBe("format");
    expect(linkProblem("https://localhost")).toBe("format");
    expect(linkProblem(`https://a.example/${"x".repeat(300)}`)).toBe("too_long");
    expect(linksOf(" https://a.example \n\n https://b.example\r\n")).toEqual([
      "https://a.example",
      "https://b.example",
    ]);
    expect(linksProblem("https://a.example\nftp://b.example")).toBe("link");
    expect(
      linksProblem(Array.from({ length: 6 }, (_, i) => `https://${i}.example`).join("\n")),
    ).toBe("tooManyLinks");
    expect(linksProblem("")).toBeUndefined();
  });
});

describe("a position's fields", () => {
  const base = {
    slug: "brush-engineer",
    workplace: "onsite",
    locality: "Tokyo",
    country: "JP",
    texts: { en_us: { title: "Brush engineer", description: "Make brushes." } },
  };
  it("needs English, a place unless remote, and a well-formed address", () => {
    expect(jobFieldProblems(base)).toEqual({});
    expect(jobFieldProblems({ ...base, slug: "Brush_Engineer" })).toEqual({ slug: "format" });
    expect(jobFieldProblems({ ...base, locality: "", country: null })).toEqual({
      locality: "required",
      country: "required",
    });
    expect(jobFieldProblems({ ...base, workplace: "remote", locality: "", country: null })).toEqual(
      {},
    );
    expect(
      jobFieldProblems({ ...base, texts: { ja_jp: { title: "T", description: "D" } } }),
    ).toEqual({
      "texts.en_us.title": "required",
      "texts.en_us.description": "required",
    });
    expect(
      jobFieldProblems({
        ...base,
        texts: { ...base.texts, ko_kr: { title: "", description: "D" } },
      }),
    ).toEqual({ "texts.ko_kr.title": "required" });
  });
});
