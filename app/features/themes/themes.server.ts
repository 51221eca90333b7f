import { data } from "react-router";
import type { AppContextValues } from "../../../contract/app-context.ts";
import { dataLanguageOf } from "../../../contract/language.ts";
import { encodeScene, quantiseScene } from "../../../contract/pose-link.ts";
import { isThemeTag, THEME_TAGS } from "../../../contract/themes.ts";
import { resolveRequestLocale } from "../../lib/locale.server.ts";

/** The themes, kept to those with `?tag=` when it names a known tag (a server-rendered filter). */
export async function loadThemes(request: Request, context: AppContextValues) {
  const language = dataLanguageOf(resolveRequestLocale(request));
  const all = (await context.services.themes(language)) ?? [];
  const asked = new URL(request.url).searchParams.get("tag") ?? "";
  const tag = isThemeTag(asked) ? asked : null;
  const used = new Set(all.flatMap((theme) => theme.tags));
  return {
    themes: tag ? all.filter((theme) => theme.tags.includes(tag)) : all,
    tag,
    tags: THEME_TAGS.filter((t) => used.has(t)),
  };
}

/**
 * One theme, each pose with its link into the doll: the scene as the share link carries it
 * (encoded here, so the page ships no pose code).
 */
export async function loadTheme(request: Request, context: AppContextValues, slug: string) {
  const language = dataLanguageOf(resolveRequestLocale(request));
  const theme = await context.services.theme(slug, language);
  if (!theme) throw data(null, { status: 404 });
  const { poses, ...rest } = theme;
  return {
    theme: rest,
    poses: poses.map(({ scene, ...pose }) => ({
      ...pose,
      link: `/pose?s=${encodeScene(quantiseScene(scene))}`,
    })),
    origin: context.publicOrigin,
  };
}

export type ThemeData = Awaited<ReturnType<typeof loadTheme>>;
export type ThemesData = Awaited<ReturnType<typeof loadThemes>>;
