import type { Scene } from "./pose.ts";

/**
 * Themes (issue 16): curated pose collections under content/themes/. The tags a theme may carry
 * are a closed list, so every tag has a label in every interface language (`themeTags`).
 */
export const THEME_TAGS = [
  "action",
  "weapons",
  "everyday",
  "teens",
  "movement",
  "sitting",
  "lying",
  "hands",
  "close-up",
  "two-characters",
  "perspective",
] as const;
export type ThemeTag = (typeof THEME_TAGS)[number];
export const isThemeTag = (value: string): value is ThemeTag =>
  (THEME_TAGS as readonly string[]).includes(value);

export const THEME_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Every pose thumbnail is rendered at the same aspect and widths (scripts/theme-renders.ts), so
 * pages know each image's size without reading the manifest.
 */
export const THEME_THUMB = { aspect: 4 / 5, widths: [320, 640] } as const;
export const thumbHeight = (width: number) => Math.round(width / THEME_THUMB.aspect);

/** A pose's rendered thumbnail files under public/, one per width and format. */
export function themeThumbs(slug: string, poseId: string) {
  return THEME_THUMB.widths.map((width) => ({
    width,
    height: thumbHeight(width),
    avif: `/renders/themes/${slug}/${poseId}-${width}.avif`,
    webp: `/renders/themes/${slug}/${poseId}-${width}.webp`,
  }));
}
export type ThemeThumb = ReturnType<typeof themeThumbs>[number];

/** One theme in the list: text in the asked language (English where a translation is missing). */
export type ThemeSummary = {
  slug: string;
  title: string;
  description: string;
  tags: ThemeTag[];
  /** The id of the pose whose render is the theme's cover. */
  cover: string;
  coverThumbs: ThemeThumb[];
  poseCount: number;
  updatedAt: string;
};

export type ThemePose = {
  id: string;
  name: string;
  scene: Scene;
  thumbs: ThemeThumb[];
};

export type ThemeView = ThemeSummary & { poses: ThemePose[] };
