// Tags of works (issue 31): free text until a moderator approves one with a label in every
// interface language; only approved tags are filters on /works, labelled in the visitor's.
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { UI_LOCALES } from "../../../contract/language.ts";
import { loadWorkTags } from "../../content/work-tags.ts";
import { loadTeamWorks } from "../../content/works.ts";
import { auditEntries, workTags } from "../../db/schema.ts";
import { createAccount } from "../../test/accounts.ts";
import { staffedAppForFile } from "../../test/per-file.ts";
import { worksCalls } from "../../test/works.ts";
import { applyWorkTags, publicTags } from "./tags-service.ts";

const { t, staff } = staffedAppForFile();
const { call, submit, processAll, decide } = worksCalls(() => t);

const LABELS = {
  "en-US": "Ink",
  "zh-CN": "墨线",
  "zh-HK": "墨線",
  ja: "インク",
  ko: "잉크",
  es: "Tinta",
};
const tags = (token: string) => call("GET", "/api/admin/works/tags", token);
const decideTag = (token: string, slug: string, body: object) =>
  call("POST", `/api/admin/works/tags/${slug}`, token, body);

describe("tags of works", () => {
  it("stay text until approved with every label, then filter /works in the visitor's language", async () => {
    const artist = await createAccount(t.db.db, { now: t.clock.now() });
    const id = await submit(artist);
    await processAll();
    await decide(staff.moderator, id, { action: "approve" });
    // Submitted as "Ink", "rooftop", "ink": stored once each, undecided, not a filter.
    const listed = (await tags(staff.moderator.token)).json().data;
    expect(listed).toEqual(
      expect.arrayContaining([
        { slug: "ink", state: "pending", labels: {}, works: 1, publicWorks: 1 },
        { slug: "rooftop", state: "pending", labels: {}, works: 1, publicWorks: 1 },
      ]),
    );
    expect(await publicTags(t.db.db, "ja")).toEqual([]);

    // Only moderators decide, and an approval names every language.
    expect((await tags(staff.editor.token)).json().data.reason).toBe("permission_missing");
    const partial = await decideTag(staff.moderator.token, "ink", {
      state: "approved",
      labels: { "en-US": "Ink", ja: "インク" },
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().data).toMatchObject({ reason: "invalid_input", field: "labels.zh-CN" });
    const junk = await decideTag(staff.moderator.token, "Not%20A%20Slug", { state: "rejected" });
    expect(junk.json().data).toMatchObject({ reason: "invalid_input", field: "slug" });

    const approved = await decideTag(staff.moderator.token, "ink", {
      state: "approved",
      labels: { ...LABELS, ko: "  잉크 " },
    });
    expect(approved.json().data).toEqual({
      slug: "ink",
      state: "approved",
      labels: { ...LABELS },
      works: 1,
      publicWorks: 1,
    });
    expect(await publicTags(t.db.db, "ja")).toEqual([{ slug: "ink", label: "インク" }]);
    expect(await publicTags(t.db.db, "es")).toEqual([{ slug: "ink", label: "Tinta" }]);
    // The work's page links the approved tag by its label; the other stays the artist's text.
    const view = await t.app.inject({
      url: `/api/works/${id}`,
      headers: { "x-language": "ko_kr" },
    });
    expect(view.json().data.tags).toEqual(["ink", "rooftop"]);
    expect(view.json().data.approvedTags).toEqual([{ slug: "ink", label: "잉크" }]);

    expect((await decideTag(staff.moderator.token, "ink", { state: "rejected" })).statusCode).toBe(
      200,
    );
    expect(await publicTags(t.db.db, "ja")).toEqual([]);
    const audit = await t.db.db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(eq(auditEntries.entityId, "ink"));
    expect(audit.map((a) => a.action)).toEqual(["approve:tag", "reject:tag"]);
  });

  it("keeps a moderator's decision when content/ comes again", async () => {
    await decideTag(staff.moderator.token, "rooftop", { state: "rejected" });
    await applyWorkTags(t.db.db, [
      { slug: "rooftop", labels: { ...LABELS, "en-US": "Rooftop" } },
      { slug: "skyline", labels: { ...LABELS, "en-US": "Skyline" } },
    ]);
    const rows = await t.db.db.select().from(workTags);
    expect(rows.find((r) => r.slug === "rooftop")?.state).toBe("rejected");
    expect(rows.find((r) => r.slug === "skyline")).toMatchObject({
      state: "approved",
      labels: { "en-US": "Skyline" },
    });
  });
});

describe("content/work-tags.json", () => {
  it("labels every tag of the team's works in every interface language", async () => {
    const contentDir = path.resolve(import.meta.dirname, "../../../content");
    const labelled = new Map((await loadWorkTags(contentDir)).map((tag) => [tag.slug, tag]));
    const used = new Set((await loadTeamWorks(contentDir)).flatMap((work) => work.tags));
    for (const slug of used) {
      expect(labelled.has(slug), slug).toBe(true);
      for (const locale of UI_LOCALES) expect(labelled.get(slug)?.labels[locale]).toBeTruthy();
    }
  });
});
