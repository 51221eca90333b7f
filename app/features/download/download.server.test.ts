import { describe, expect, it } from "vitest";
import { groupChangelog } from "../../../contract/changelog.ts";
import { shownVersion } from "../../../contract/download.ts";
import type { PublishedRelease } from "../../../contract/releases.ts";
import { primaryLinks } from "./AppDownloads.tsx";
import { appDownloadOf } from "./download.server.ts";

let id = 0;
const build = (
  channel: PublishedRelease["channel"],
  version: string,
  extra: Partial<PublishedRelease> = {},
): PublishedRelease => ({
  id: ++id,
  app: "doll",
  platform: channel === "appstore" ? "ios" : "android",
  channel,
  version,
  releasedOn: "2026-11-10",
  minOs: channel === "appstore" ? "15.0" : "8.0",
  url: `https://example.com/${channel}/${version}`,
  fileSize: channel === "apk" ? 123_456_789 : null,
  sha256: channel === "apk" ? "a".repeat(64) : null,
  notesHtml: { en_us: `<ul><li>${version} en</li></ul>`, ja_jp: `<ul><li>${version} ja</li></ul>` },
  updatedAt: "2026-11-10T00:00:00.000Z",
  ...extra,
});

describe("the download page's data from published releases", () => {
  const releases = [
    build("appstore", "4.10.0", { releasedOn: "2026-12-01" }),
    build("appstore", "4.9.1"),
    build("googleplay", "4.9.1"),
    build("apk", "4.9.1"),
    build("huawei", "4.8.2"),
  ];

  it("offers the newest build on each channel and labels the app with its newest version", () => {
    const doll = appDownloadOf("doll", releases, "ja");
    expect(doll.version).toBe("4.10.0");
    // An iPhone sees the App Store's 4.10.0, an Android phone 4.9.1, each with its own notes.
    expect(shownVersion(primaryLinks(doll.links, "ios", false))).toBe("4.10.0");
    expect(shownVersion(primaryLinks(doll.links, "android", false))).toBe("4.9.1");
    expect(doll.versions["4.9.1"]?.notesHtml).toContain("4.9.1 ja");
    expect(doll.links.map((l) => [l.channel, l.url])).toEqual([
      ["appstore", "https://example.com/appstore/4.10.0"],
      ["googleplay", "https://example.com/googleplay/4.9.1"],
      ["apk", "https://example.com/apk/4.9.1"],
      ["huawei", "https://example.com/huawei/4.8.2"],
    ]);
    expect(doll.versions["4.10.0"]?.notesHtml).toContain("4.10.0 ja");
    expect(doll.apk).toEqual({ size: "123.5", sha256: "a".repeat(64), version: "4.9.1" });
    expect(doll.minIos).toBe("15.0");
  });

  it("puts the visitor's platform first, domestic channels in mainland China", () => {
    const { links } = appDownloadOf("doll", releases, "en-US");
    expect(primaryLinks(links, "ios", false).map((l) => l.channel)).toEqual(["appstore"]);
    expect(primaryLinks(links, "android", true).map((l) => l.channel)).toEqual(["apk", "huawei"]);
    expect(primaryLinks(links, "desktop", false).map((l) => l.channel)).toEqual([
      "appstore",
      "googleplay",
    ]);
  });

  it("shows an app without releases as not released yet", () => {
    const none = appDownloadOf("create", [], "en-US");
    expect(none).toMatchObject({ version: "", links: [], apk: null, versions: {} });
  });
});

describe("the changelog", () => {
  it("groups builds by version, newest first, and falls back to English with a flag", () => {
    const entries = groupChangelog(
      [
        build("googleplay", "1.2.0", { notesHtml: { en_us: "<p>only en</p>" } }),
        build("appstore", "1.10.0"),
        build("appstore", "1.2.0", { notesHtml: { en_us: "<p>only en</p>" } }),
      ],
      "ja_jp",
    );
    expect(entries.map((e) => [e.version, e.channels, e.fallback, e.language])).toEqual([
      ["1.10.0", ["appstore"], false, "ja_jp"],
      ["1.2.0", ["appstore", "googleplay"], true, "en_us"],
    ]);
    expect(entries[1]?.html).toBe("<p>only en</p>");
  });
});
