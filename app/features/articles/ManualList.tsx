import { type ChangeEvent, useId, useState } from "react";
import type { CategoryItem } from "../../../contract/category.ts";
import { APP_NAMES } from "../../../contract/releases.ts";
import { ArticleCard } from "../../components/ArticleCard.tsx";
import { format, formatPlural, useLocale, useMessages } from "../../lib/i18n.tsx";
import { withoutPhraseMarks } from "../../lib/phrases.ts";
import type { Messages } from "../../locales/en-US.ts";
import { APPS } from "../../platform/shell/nav.ts";

const TOPICS = [
  "basics",
  "posing",
  "camera",
  "lighting",
  "sync",
  "drawing",
  "composition",
  "ai",
] as const;
type TopicKey = `topic${Capitalize<(typeof TOPICS)[number]>}`;

function topicLabel(m: Messages, topic: string | undefined): string {
  const key = `topic${(topic ?? "").charAt(0).toUpperCase()}${(topic ?? "").slice(1)}` as TopicKey;
  return m.manualPage[key] ?? topic ?? "";
}

function matches(item: CategoryItem, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  const text = withoutPhraseMarks(`${item.title} ${item.summary}`);
  return !q || text.toLocaleLowerCase().includes(q);
}

/** Manual entries grouped by app and topic, with a filter over titles and summaries. */
export function ManualList({ items }: { items: CategoryItem[] }) {
  const m = useMessages();
  const locale = useLocale();
  const id = useId();
  const [query, setQuery] = useState("");
  const onChange = (event: ChangeEvent<HTMLInputElement>) => setQuery(event.target.value);
  if (items.length === 0) return <p className="mt-10 text-muted">{m.manualPage.empty}</p>;
  const shown = items.filter((item) => matches(item, query));
  return (
    <>
      <div className="mt-8 max-w-xl">
        <label htmlFor={id} className="block font-bold">
          {m.manualPage.filterLabel}
        </label>
        <input
          id={id}
          type="search"
          value={query}
          onChange={onChange}
          placeholder={m.manualPage.filterPlaceholder}
          className="mt-2 min-h-12 w-full rounded-full border-2 border-fg bg-raised px-5"
        />
        <p className="mt-2 text-sm text-muted" aria-live="polite">
          {shown.length === 0
            ? format(m.manualPage.noMatches, { query })
            : formatPlural(locale, m.manualPage.matches, shown.length)}
        </p>
      </div>
      <div className="mt-10 grid gap-14">
        {APPS.map((app) => {
          const entries = shown
            .filter((i) => i.app === app)
            .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
          if (!entries.length) return null;
          const topics = [...new Set(entries.map((e) => e.topic ?? ""))];
          return (
            <section key={app} aria-labelledby={`manual-${app}`}>
              <h2 id={`manual-${app}`} className="text-2xl font-black">
                {APP_NAMES[app]}
              </h2>
              {topics.map((topic) => (
                <div key={topic} className="mt-6">
                  <h3 className="text-sm font-bold uppercase tracking-widest text-accent-text">
                    {topicLabel(m, topic)}
                  </h3>
                  <ul className="mt-3 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                    {entries
                      .filter((e) => (e.topic ?? "") === topic)
                      .map((entry) => (
                        <li key={entry.id} className="relative" lang={undefined}>
                          <ArticleCard item={entry} headingLevel={3} />
                        </li>
                      ))}
                  </ul>
                </div>
              ))}
            </section>
          );
        })}
      </div>
    </>
  );
}
