import { ProseHtml } from "../../components/ProseHtml.tsx";
import { format, useMessages } from "../../lib/i18n.tsx";
import type { Messages } from "../../locales/en-US.ts";
import type { FaqData } from "./faq.server.ts";

const CATEGORIES = ["accounts", "gifts", "downloads", "sync", "pro", "ai", "privacy"] as const;
type CategoryKey = `category${Capitalize<(typeof CATEGORIES)[number]>}`;

function categoryLabel(m: Messages, category: string) {
  const key = `category${category.charAt(0).toUpperCase()}${category.slice(1)}` as CategoryKey;
  return m.faqPage[key] ?? category;
}

/** Questions by category as native disclosure widgets: keyboard and screen-reader ready. */
export function FaqPage({ entries, supportEmail }: FaqData) {
  const m = useMessages();
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-4xl font-black sm:text-5xl">{m.pageTitle.faq}</h1>
      <p className="mt-4 text-lg text-muted">{format(m.faqPage.lead, { email: supportEmail })}</p>
      {CATEGORIES.map((category) => {
        const group = entries.filter((e) => e.category === category);
        if (!group.length) return null;
        return (
          <section key={category} aria-labelledby={`faq-${category}`} className="mt-12">
            <h2 id={`faq-${category}`} className="text-2xl font-black">
              {categoryLabel(m, category)}
            </h2>
            <div className="mt-4 grid gap-3">
              {group.map((entry) => (
                <details key={entry.id} id={entry.id} className="ink-panel group p-0">
                  <summary className="flex cursor-pointer list-none items-start justify-between gap-4 p-4 font-bold">
                    <span>{entry.question}</span>
                    <span
                      aria-hidden="true"
                      className="text-xl leading-none transition group-open:rotate-45"
                    >
                      +
                    </span>
                  </summary>
                  <ProseHtml
                    html={entry.answerHtml}
                    className="border-t-2 border-line px-4 pb-4 pt-3"
                  />
                </details>
              ))}
            </div>
          </section>
        );
      })}
    </main>
  );
}
