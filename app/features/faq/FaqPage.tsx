import { Page, PageSection, QuestionList } from "../../components/Page.tsx";
import { format, useMessages } from "../../lib/i18n.tsx";
import type { Messages } from "../../locales/en-US.ts";
import type { FaqData } from "./faq.server.ts";

const CATEGORIES = ["accounts", "gifts", "downloads", "sync", "pro", "ai", "privacy"] as const;
type CategoryKey = `category${Capitalize<(typeof CATEGORIES)[number]>}`;

function categoryLabel(m: Messages, category: string) {
  const key = `category${category.charAt(0).toUpperCase()}${category.slice(1)}` as CategoryKey;
  return m.faqPage[key] ?? category;
}

/** Questions by category, each question an anchor for links into the FAQ. */
export function FaqPage({ entries, supportEmail }: FaqData) {
  const m = useMessages();
  return (
    <Page title={m.pageTitle.faq} lead={format(m.faqPage.lead, { email: supportEmail })}>
      {CATEGORIES.map((category) => {
        const group = entries.filter((e) => e.category === category);
        if (!group.length) return null;
        return (
          <PageSection key={category} id={`faq-${category}`} title={categoryLabel(m, category)}>
            <QuestionList entries={group} anchored />
          </PageSection>
        );
      })}
    </Page>
  );
}
