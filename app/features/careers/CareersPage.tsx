import type { ReactNode } from "react";
import { Link } from "react-router";
import { bcp47Of } from "../../../contract/language.ts";
import { Page, PageSection } from "../../components/Page.tsx";
import { useMessages } from "../../lib/i18n.tsx";
import type { CareersData } from "./careers.server.ts";
import { JobFacts } from "./JobFacts.tsx";

/**
 * /careers: the open positions in the visitor's language, or that there is none, then the
 * general application (`apply`, the form).
 */
export function CareersPage({ jobs, apply }: CareersData & { apply: ReactNode }) {
  const m = useMessages();
  const c = m.careersPage;
  return (
    <Page title={m.pageTitle.careers} lead={c.lead} prose>
      <PageSection id="open-positions" title={c.openHeading} className="mt-10">
        {jobs.length === 0 ? (
          <div className="mt-4 grid gap-2" data-testid="no-positions">
            <p className="font-bold">{c.none}</p>
            <p className="max-w-prose text-muted">{c.noneLead}</p>
          </div>
        ) : (
          <ul className="mt-4 grid gap-4" data-testid="positions">
            {jobs.map((job) => (
              <li key={job.slug} className="ink-panel p-4 sm:p-5">
                <h3 className="text-xl font-black" lang={bcp47Of(job.language)}>
                  <Link to={`/careers/${job.slug}`} className="underline">
                    {job.title}
                  </Link>
                </h3>
                <JobFacts job={job} compact />
              </li>
            ))}
          </ul>
        )}
      </PageSection>
      <PageSection id="general-application" title={c.generalHeading}>
        <p className="mt-2 max-w-prose text-muted">{c.generalLead}</p>
        <div className="mt-6">{apply}</div>
      </PageSection>
    </Page>
  );
}
