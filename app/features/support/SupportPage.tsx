import { Link } from "react-router";
import { ProseHtml } from "../../components/ProseHtml.tsx";
import { SearchCombobox } from "../../components/SearchCombobox.tsx";
import { useMessages } from "../../lib/i18n.tsx";
import { ContactForm } from "./ContactForm.tsx";
import type { SupportData } from "./support.server.ts";

/** /support: search first, then common questions and manual topics, then "contact us". */
export function SupportPage({ faq, manual }: SupportData) {
  const m = useMessages();
  const s = m.supportPage;
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-4xl font-black sm:text-5xl">{m.pageTitle.support}</h1>
      <p className="mt-4 text-lg text-muted">{s.lead}</p>
      <SearchCombobox
        className="mt-6 block w-full"
        label={s.searchLabel}
        placeholder={s.searchPlaceholder}
        submitLabel={s.searchSubmit}
        inputClassName="min-h-12 min-w-0 flex-1 rounded-full border-2 border-fg bg-raised px-5 text-base"
      />

      {faq.length ? (
        <section aria-labelledby="support-faq" className="mt-12">
          <h2 id="support-faq" className="text-2xl font-black">
            {s.faqTitle}
          </h2>
          <div className="mt-4 grid gap-3">
            {faq.map((entry) => (
              <details key={entry.id} className="ink-panel group p-0">
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
          <p className="mt-4">
            <Link to="/faq" className="font-bold underline underline-offset-4">
              {s.faqAll}
            </Link>
          </p>
        </section>
      ) : null}

      {manual.length ? (
        <section aria-labelledby="support-manual" className="mt-12">
          <h2 id="support-manual" className="text-2xl font-black">
            {s.manualTitle}
          </h2>
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
          <p className="mt-4">
            <Link to="/manual" className="font-bold underline underline-offset-4">
              {s.manualAll}
            </Link>
          </p>
        </section>
      ) : null}

      <section aria-labelledby="support-contact" className="mt-14">
        <h2 id="support-contact" className="text-2xl font-black">
          {s.contactTitle}
        </h2>
        <p className="mt-2 text-muted">{s.contactLead}</p>
        <ContactForm />
      </section>
    </main>
  );
}
