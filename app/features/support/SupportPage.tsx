import { Link } from "react-router";
import { MoreLink, Page, PageSection, QuestionList } from "../../components/Page.tsx";
import { SearchCombobox } from "../../components/SearchCombobox.tsx";
import { useMessages } from "../../lib/i18n.tsx";
import { ContactForm } from "./ContactForm.tsx";
import type { SupportData } from "./support.server.ts";

/** /support: search first, then common questions and manual topics, then "contact us". */
export function SupportPage({ faq, manual }: SupportData) {
  const m = useMessages();
  const s = m.supportPage;
  return (
    <Page title={m.pageTitle.support} lead={s.lead}>
      <SearchCombobox
        className="mt-6 block w-full"
        label={s.searchLabel}
        placeholder={s.searchPlaceholder}
        submitLabel={s.searchSubmit}
        inputClassName="min-h-12 min-w-0 flex-1 rounded-full border-2 border-fg bg-raised px-5 text-base"
      />

      {faq.length ? (
        <PageSection id="support-faq" title={s.faqTitle}>
          <QuestionList entries={faq} />
          <MoreLink to="/faq">{s.faqAll}</MoreLink>
        </PageSection>
      ) : null}

      {manual.length ? (
        <PageSection id="support-manual" title={s.manualTitle}>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {manual.map((item) => (
              <li key={item.slug}>
                <Link
                  to={`/manual/${item.slug}`}
                  className="ink-panel block h-full p-4 hover:border-accent"
                >
                  <span className="block font-bold">{item.title}</span>
                  {item.summary ? (
                    <span className="mt-1 block text-sm text-muted">{item.summary}</span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
          <MoreLink to="/manual">{s.manualAll}</MoreLink>
        </PageSection>
      ) : null}

      <PageSection
        id="support-contact"
        title={s.contactTitle}
        lead={s.contactLead}
        className="mt-14"
      >
        <ContactForm />
      </PageSection>
    </Page>
  );
}
