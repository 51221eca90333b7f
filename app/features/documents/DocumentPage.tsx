import type { DocumentView } from "../../../contract/documents.ts";
import { bcp47Of } from "../../../contract/language.ts";
import { PageMain } from "../../components/Page.tsx";
import { ProseHtml } from "../../components/ProseHtml.tsx";
import { Toc } from "../../components/Toc.tsx";
import { formatDate } from "../../lib/format.ts";
import { format as fill, useLocale, useMessages } from "../../lib/i18n.tsx";

/** A legal document: title, version and date, contents, body; `compact` for in-app views. */
export function DocumentPage({
  document,
  requested,
  compact = false,
}: {
  document: DocumentView;
  requested: string;
  compact?: boolean;
}) {
  const m = useMessages();
  const locale = useLocale();
  const textLang = bcp47Of(document.language);
  const header = (
    <header>
      <h1
        lang={textLang}
        className={
          compact
            ? "text-2xl font-black"
            : // A one-word CJK title (プライバシーポリシー) fits a 390 px phone at this size.
              "text-3xl font-black leading-tight min-[400px]:text-4xl sm:text-5xl"
        }
      >
        {document.title}
      </h1>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold text-muted">
        <span>{fill(m.legalPage.version, { version: document.version })}</span>
        <span>
          {fill(m.legalPage.effective, { date: formatDate(document.effectiveDate, locale) })}
        </span>
      </p>
      {document.language !== requested ? (
        <p role="note" className="mt-4 rounded-md border-2 border-accent bg-raised p-3 text-sm">
          {m.legalPage.fallbackNotice}
        </p>
      ) : null}
    </header>
  );
  const body = <ProseHtml html={document.html} lang={textLang} />;
  if (compact) {
    return (
      <main id="main" className="mx-auto max-w-2xl px-4 py-6">
        {header}
        <details className="mt-5 rounded-md border-2 border-line p-3">
          <summary className="cursor-pointer font-bold">{m.legalPage.contents}</summary>
          <div className="mt-2">
            <Toc entries={document.toc} label={m.legalPage.contents} />
          </div>
        </details>
        <div className="mt-6">{body}</div>
      </main>
    );
  }
  return (
    <PageMain width="max-w-7xl">
      {header}
      <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <Toc entries={document.toc} label={m.legalPage.contents} />
        </aside>
        <div className="min-w-0 max-w-3xl">{body}</div>
      </div>
    </PageMain>
  );
}
