import type { ContentSummary } from "../../../../contract/content-admin.ts";
import type { DataLanguage } from "../../../../contract/language.ts";
import { format, useLocale } from "../../../lib/i18n.tsx";
import { useConsoleMessages } from "../console-api.ts";

export function useDateTime() {
  const locale = useLocale();
  return (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(
      new Date(iso),
    );
}

/** Draft, published, or scheduled for a later moment. */
export function StatusLabel({
  item,
}: {
  item: Pick<ContentSummary, "status" | "publishAt" | "visible">;
}) {
  const cm = useConsoleMessages().content;
  const when = useDateTime();
  if (item.status === "draft") return <span>{cm.status.draft}</span>;
  if (!item.visible && item.publishAt) {
    return <span>{format(cm.status.scheduled, { time: when(item.publishAt) })}</span>;
  }
  return <span>{cm.status.published}</span>;
}

/** Which of the six languages are missing, and which are older than the en_us source. */
export function LanguageSummary({ languages }: Pick<ContentSummary, "languages">) {
  const cm = useConsoleMessages().content;
  const names = (list: DataLanguage[]) => list.map((l) => cm.languageNames[l]).join(", ");
  if (!languages.missing.length && !languages.outdated.length) return <span>{cm.languagesOk}</span>;
  return (
    <span className="grid gap-0.5">
      {languages.missing.length ? (
        <span>{format(cm.missing, { list: names(languages.missing) })}</span>
      ) : null}
      {languages.outdated.length ? (
        <span>{format(cm.outdated, { list: names(languages.outdated) })}</span>
      ) : null}
    </span>
  );
}
