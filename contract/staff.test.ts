import { describe, expect, it } from "vitest";
import { auditChanges } from "./staff.ts";

describe("auditChanges", () => {
  it("lists the leaves that differ, before → after", () => {
    expect(
      auditChanges(
        { email: "a@example.com", role: "editor", notes: { en: "x", ja: "y" } },
        { email: "a@example.com", role: "admin", notes: { en: "x", ja: "z" } },
      ),
    ).toEqual([
      { path: "role", before: "editor", after: "admin" },
      { path: "notes.ja", before: "y", after: "z" },
    ]);
  });

  it("shows a creation as after only and a deletion as before only", () => {
    expect(auditChanges(null, { role: "admin", n: 2 })).toEqual([
      { path: "role", before: null, after: "admin" },
      { path: "n", before: null, after: "2" },
    ]);
    expect(auditChanges({ role: "admin" }, null)).toEqual([
      { path: "role", before: "admin", after: null },
    ]);
    expect(auditChanges({ a: 1 }, { a: 1 })).toEqual([]);
    expect(auditChanges("draft", "published")).toEqual([
      { path: "·", before: "draft", after: "published" },
    ]);
  });
});
