import { describe, expect, it } from "vitest";
import { csvField } from "../api/stats/service.ts";
import { externalReferrer, ProcessVisitorMemory, pageRouteOf } from "./stats.ts";

describe("pageRouteOf", () => {
  it("gives the page table's pattern, or null for what is not a public page", () => {
    expect(pageRouteOf("/")).toBe("/");
    expect(pageRouteOf("/download")).toBe("/download");
    expect(pageRouteOf("/download/")).toBe("/download");
    expect(pageRouteOf("/blog/first-pose")).toBe("/blog/:slug");
    expect(pageRouteOf("/manual/joints")).toBe("/manual/:slug");
    expect(pageRouteOf("/privacy")).toBe("/privacy");
    expect(pageRouteOf("/agreement/privacy")).toBe("/agreement/privacy");
    expect(pageRouteOf("/blog/first-pose.data")).toBeNull();
    expect(pageRouteOf("/_root.data")).toBeNull();
    expect(pageRouteOf("/admin")).toBeNull();
    expect(pageRouteOf("/admin/stats")).toBeNull();
    expect(pageRouteOf("/no/such/page")).toBeNull();
  });
});

describe("externalReferrer", () => {
  const own = ["inkdoll.example", "localhost"];
  it("keeps another site's host only", () => {
    expect(externalReferrer("https://www.Example.org/a?b=c", own)).toBe("example.org");
    expect(externalReferrer("https://inkdoll.example/blog", own)).toBeNull();
    expect(externalReferrer("https://www.inkdoll.example/", own)).toBeNull();
    expect(externalReferrer("http://localhost:3000/x", own)).toBeNull();
    expect(externalReferrer("android-app://com.google.android.gm/", own)).toBeNull();
    expect(externalReferrer("not a url", own)).toBeNull();
    expect(externalReferrer(undefined, own)).toBeNull();
  });
});

describe("ProcessVisitorMemory", () => {
  it("sees a hash once per day and changes its salt with the day", async () => {
    const memory = new ProcessVisitorMemory();
    const salt = await memory.salt("2026-06-01");
    expect(await memory.salt("2026-06-01")).toBe(salt);
    expect(await memory.firstVisit("2026-06-01", "h")).toBe(true);
    expect(await memory.firstVisit("2026-06-01", "h")).toBe(false);
    expect(await memory.firstVisit("2026-06-02", "h")).toBe(true);
    expect(await memory.salt("2026-06-02")).not.toBe(salt);
    expect(salt).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe("csvField", () => {
  it("quotes separators, quotes and line breaks, and defuses formulas", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField(12)).toBe("12");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("-1+2,3")).toBe('"\'-1+2,3"');
  });
});
