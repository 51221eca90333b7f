import type { ContentMeta, ContentText } from "../../../../contract/content-admin.ts";
import { isThemeTag, themeThumbs } from "../../../../contract/themes.ts";
import { ThemeThumb } from "../../../components/ThemeThumb.tsx";
import { format, useMessages } from "../../../lib/i18n.tsx";

/**
 * A theme as its card on /themes will show it: cover pose, title, description and tags. Texts
 * are plain (React escapes them), so nothing needs the server's Markdown rendering.
 */
export function ThemePreview({
  slug,
  text,
  meta,
  lang,
}: {
  slug: string;
  text: ContentText;
  meta: ContentMeta;
  lang: string;
}) {
  const m = useMessages();
  const tp = m.themesPage;
  return (
    <div lang={lang} className="ink-panel grid max-w-sm overflow-hidden">
      {meta.cover ? (
        <ThemeThumb
          thumbs={themeThumbs(slug, meta.cover)}
          alt={format(tp.coverAlt, { title: text.title })}
          sizes="24rem"
        />
      ) : null}
      <div className="grid gap-2 p-4">
        <p className="text-lg font-black break-words">{text.title}</p>
        <p className="text-sm break-words">{text.summary}</p>
        <ul className="flex flex-wrap gap-2 text-xs">
          {(meta.tags ?? []).filter(isThemeTag).map((tag) => (
            <li key={tag} className="rounded-full border border-line px-2 py-0.5">
              {tp.tags[tag]}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
