// Releases of the four apps (issue 17): one release per app × version, live on the channels its
// builds name (issue 31), edited in the console (/admin/releases), seeded from
// content/releases.json, shown on /download and the changelog pages. Pure rules shared by the
// console form and the server's schemas.
import type { DataLanguage } from "./language.ts";

export const RELEASE_APPS = ["doll", "brush", "create", "ai"] as const;
export type ReleaseApp = (typeof RELEASE_APPS)[number];
export const isReleaseApp = (value: unknown): value is ReleaseApp =>
  typeof value === "string" && (RELEASE_APPS as readonly string[]).includes(value);

/**
 * Each app's one display name, the same in every language (a brand name, as the stores list it):
 * the header, footer, home, download cards, changelogs and their feeds, works, forms, search and
 * the console all say it from here (issue 31). What an app does is the locales' tagline
 * (`websiteIndex.<app>Tagline`), shown beside the name where a page wants it.
 */
export const APP_NAMES = {
  doll: "Inkdoll Doll",
  brush: "Inkdoll Brush",
  create: "Inkdoll Create",
  ai: "Inkdoll AI",
} as const satisfies Record<ReleaseApp, string>;

export const RELEASE_PLATFORMS = ["ios", "android"] as const;
export type ReleasePlatform = (typeof RELEASE_PLATFORMS)[number];

/**
 * Where a build is distributed. The channel decides the platform, and where it is offered:
 * `global` outside mainland China, `china` inside it (the download page's first buttons).
 * `beta` channels (TestFlight, the beta APK; issue 18) are never public: their link goes only to
 * accepted beta testers, in the invitation email. `apk`: a package file (size and SHA-256).
 */
export const RELEASE_CHANNELS = {
  appstore: { platform: "ios", global: true, china: true, beta: false, apk: false },
  googleplay: { platform: "android", global: true, china: false, beta: false, apk: false },
  apk: { platform: "android", global: false, china: true, beta: false, apk: true },
  huawei: { platform: "android", global: false, china: true, beta: false, apk: false },
  testflight: { platform: "ios", global: true, china: true, beta: true, apk: false },
  betaapk: { platform: "android", global: true, china: true, beta: true, apk: true },
} as const satisfies Record<
  string,
  { platform: ReleasePlatform; global: boolean; china: boolean; beta: boolean; apk: boolean }
>;
export type ReleaseChannel = keyof typeof RELEASE_CHANNELS;
export const CHANNEL_NAMES = Object.keys(RELEASE_CHANNELS) as ReleaseChannel[];
export const isReleaseChannel = (value: unknown): value is ReleaseChannel =>
  typeof value === "string" && Object.hasOwn(RELEASE_CHANNELS, value);
/** The channels the public pages show (download, changelog, feeds): every one but the betas. */
export type PublicChannel = {
  [C in ReleaseChannel]: (typeof RELEASE_CHANNELS)[C]["beta"] extends true ? never : C;
}[ReleaseChannel];
export const isPublicChannel = (channel: ReleaseChannel): channel is PublicChannel =>
  !RELEASE_CHANNELS[channel].beta;
/** A channel that ships a package file: its size and SHA-256 are part of the release. */
export const isApkChannel = (channel: string): boolean =>
  isReleaseChannel(channel) && RELEASE_CHANNELS[channel].apk;

export const RELEASE_STATUSES = ["draft", "published"] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];

/** Why a console release call was refused, besides the common reasons. */
export const RELEASE_REFUSAL_REASONS = [
  /** 409: this app already has this version (`data.field` version). */
  "release_exists",
] as const;
export type ReleaseRefusalReason = (typeof RELEASE_REFUSAL_REASONS)[number];

export const RELEASE_LIMITS = {
  urlMax: 500,
  notesMax: 20_000,
  /** 4 GiB: larger than any phone app package. */
  fileSizeMax: 4 * 1024 ** 3,
} as const;

/** 1.2, 4.8.2, 2.0.0-beta.1: major.minor[.patch][-pre-release]. */
export const VERSION_PATTERN = /^\d{1,4}\.\d{1,4}(?:\.\d{1,4})?(?:-[0-9A-Za-z.]{1,32})?$/;
/** The lowest OS version, "15.0" (iOS) or "8.0" (Android). */
export const MIN_OS_PATTERN = /^\d{1,2}(?:\.\d{1,2}){0,2}$/;
export const SHA256_PATTERN = /^[0-9a-f]{64}$/;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export type FieldProblem = "required" | "format" | "too_long" | "invalid";

export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username;
  } catch {
    return false;
  }
}

/** The problems of a release's own fields (one version of one app), by field. */
export function releaseFieldProblems(input: {
  version: string;
  releasedOn: string;
}): Partial<Record<"version" | "releasedOn", FieldProblem>> {
  const problems: ReturnType<typeof releaseFieldProblems> = {};
  if (!input.version.trim()) problems.version = "required";
  else if (!VERSION_PATTERN.test(input.version)) problems.version = "format";
  if (!input.releasedOn.trim()) problems.releasedOn = "required";
  else if (!isCalendarDate(input.releasedOn)) problems.releasedOn = "format";
  return problems;
}

/**
 * The problems of one channel's build of a release, by field: the console checks these before
 * sending and the server refuses with the same field named. `fileSize` and `sha256` belong to
 * APK builds only.
 */
export function buildFieldProblems(input: {
  channel: string;
  minOs: string;
  url: string;
  fileSize: string | number | null;
  sha256: string | null;
}): Partial<Record<"minOs" | "url" | "fileSize" | "sha256", FieldProblem>> {
  const problems: ReturnType<typeof buildFieldProblems> = {};
  const blank = (v: string | number | null) => v === null || String(v).trim() === "";
  if (blank(input.minOs)) problems.minOs = "required";
  else if (!MIN_OS_PATTERN.test(input.minOs)) problems.minOs = "format";
  if (blank(input.url)) problems.url = "required";
  else if (input.url.length > RELEASE_LIMITS.urlMax) problems.url = "too_long";
  else if (!isHttpsUrl(input.url)) problems.url = "format";
  if (isApkChannel(input.channel)) {
    const size = Number(input.fileSize);
    if (blank(input.fileSize)) problems.fileSize = "required";
    else if (!Number.isInteger(size) || size <= 0 || size > RELEASE_LIMITS.fileSizeMax) {
      problems.fileSize = "format";
    }
    if (blank(input.sha256)) problems.sha256 = "required";
    else if (!SHA256_PATTERN.test(input.sha256 ?? "")) problems.sha256 = "format";
  } else {
    if (!blank(input.fileSize)) problems.fileSize = "invalid";
    if (!blank(input.sha256)) problems.sha256 = "invalid";
  }
  return problems;
}

/** Orders versions numerically (4.10.0 after 4.9.1); a pre-release before its release. */
export function compareVersions(a: string, b: string): number {
  const [coreA = "", preA] = a.split("-", 2);
  const [coreB = "", preB] = b.split("-", 2);
  const partsA = coreA.split(".").map(Number);
  const partsB = coreB.split(".").map(Number);
  for (let i = 0; i < Math.max(partsA.length, partsB.length); i++) {
    const diff = (partsA[i] ?? 0) - (partsB[i] ?? 0);
    if (diff !== 0) return diff;
  }
  if (preA === preB) return 0;
  if (preA === undefined) return 1;
  if (preB === undefined) return -1;
  return preA.localeCompare(preB, "en", { numeric: true });
}

/**
 * One build of a version on one channel, as public pages read it: a published release gives one
 * of these per channel it is available on.
 */
export type ReleaseFacts = {
  id: number;
  app: ReleaseApp;
  platform: ReleasePlatform;
  channel: ReleaseChannel;
  version: string;
  releasedOn: string;
  minOs: string;
  url: string;
  fileSize: number | null;
  sha256: string | null;
};

/** A published build as public pages read it (ContentService.releases). */
export type PublishedRelease = ReleaseFacts & {
  /** Sanitised HTML per data language that has notes (server/content/markdown.ts). */
  notesHtml: Partial<Record<DataLanguage, string>>;
  /** When it was published or last changed, ISO: the feed's `updated`. */
  updatedAt: string;
};

/** One channel of a release as the console edits it. */
export type ChannelBuild = {
  channel: ReleaseChannel;
  platform: ReleasePlatform;
  minOs: string;
  url: string;
  fileSize: number | null;
  sha256: string | null;
  /**
   * Live on this channel: visitors see the build while the release is published. Switched off,
   * the build is kept (a store pulled it, a bad APK) and the channel offers its previous version.
   */
  available: boolean;
};

/** One channel's build as the console and content/ send it: the platform follows from it. */
export type BuildInput = Omit<ChannelBuild, "platform">;

/** A release as the console edits it (GET /api/admin/releases): one version, several channels. */
export type ReleaseRecord = {
  id: number;
  app: ReleaseApp;
  version: string;
  releasedOn: string;
  /** Its builds, in channel order (CHANNEL_NAMES). */
  channels: ChannelBuild[];
  notes: Partial<Record<DataLanguage, string>>;
  status: ReleaseStatus;
  publishedAt: string | null;
  editedAt: string | null;
  /** Optimistic concurrency: sent back with every change, refused with 409 when stale. */
  revision: number;
  updatedAt: string;
};

/** The newest published build of each channel of one app, newest version first. */
export function latestPerChannel(releases: readonly PublishedRelease[]): PublishedRelease[] {
  const best = new Map<string, PublishedRelease>();
  for (const release of releases) {
    const current = best.get(release.channel);
    if (!current || newerFirst(release, current) < 0) best.set(release.channel, release);
  }
  return CHANNEL_NAMES.flatMap((channel) => best.get(channel) ?? []);
}

/** Sort order of releases: highest version first, then the later date, then the later id. */
export function newerFirst(a: PublishedRelease, b: PublishedRelease): number {
  return (
    compareVersions(b.version, a.version) || b.releasedOn.localeCompare(a.releasedOn) || b.id - a.id
  );
}
