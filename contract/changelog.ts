import { type DataLanguage, DEFAULT_DATA_LANGUAGE } from "./language.ts";
import {
  CHANNEL_NAMES,
  compareVersions,
  type PublishedRelease,
  type ReleaseChannel,
  type ReleasePlatform,
} from "./releases.ts";

/** One version of an app on the changelog page and in its feed: every channel it shipped on. */
export type ChangelogEntry = {
  version: string;
  /** The earliest date this version shipped on any channel. */
  releasedOn: string;
  /** The latest change to any of its builds, ISO (the feed's `updated`). */
  updatedAt: string;
  channels: ReleaseChannel[];
  platforms: ReleasePlatform[];
  /** Sanitised HTML of the notes. */
  html: string;
  /** The language of `html`: the asked one, else en_us (`fallback` true). */
  language: DataLanguage;
  fallback: boolean;
};

/**
 * Groups an app's published builds by version, newest version first. A version's notes are those
 * of its first build in channel order that has notes in `language`; without any, its en_us notes
 * are shown and the entry says it fell back.
 */
export function groupChangelog(
  releases: readonly PublishedRelease[],
  language: DataLanguage,
): ChangelogEntry[] {
  const byVersion = new Map<string, PublishedRelease[]>();
  for (const release of releases) {
    byVersion.set(release.version, [...(byVersion.get(release.version) ?? []), release]);
  }
  const order = (r: PublishedRelease) => CHANNEL_NAMES.indexOf(r.channel);
  return [...byVersion.entries()]
    .sort(([a], [b]) => compareVersions(b, a))
    .map(([version, builds]) => {
      const sorted = [...builds].sort((a, b) => order(a) - order(b));
      const own = sorted.find((b) => b.notesHtml[language]);
      const fallback = sorted.find((b) => b.notesHtml[DEFAULT_DATA_LANGUAGE]);
      const shown = own ? language : DEFAULT_DATA_LANGUAGE;
      return {
        version,
        releasedOn: sorted.map((b) => b.releasedOn).sort()[0] ?? "",
        updatedAt:
          sorted
            .map((b) => b.updatedAt)
            .sort()
            .at(-1) ?? "",
        channels: sorted.map((b) => b.channel),
        platforms: [...new Set(sorted.map((b) => b.platform))],
        html: (own ?? fallback)?.notesHtml[shown] ?? "",
        language: shown,
        fallback: !own,
      };
    });
}
