import type { ReactNode } from "react";
import { Link } from "react-router";
import { bcp47Of } from "../../../contract/language.ts";
import { PageMain, PageSection } from "../../components/Page.tsx";
import { ProseHtml } from "../../components/ProseHtml.tsx";
import { useMessages } from "../../lib/i18n.tsx";
import type { CareerData } from "./careers.server.ts";
import { JobFacts } from "./JobFacts.tsx";

/**
 * One position: its facts and description, then the application form (`apply`). A closed one
 * says so and points to the open positions and the general application instead.
 */
export function JobPage({
  job,
  requested,
  apply,
}: Omit<CareerData, "origin"> & { apply: ReactNode }) {
  const c = useMessages().careersPage;
  const lang = bcp47Of(job.language);
  const closed = job.status === "closed";
  return (
    <PageMain width="max-w-3xl">
      <p>
        <Link to="/careers" className="font-semibold underline">
          {c.back}
        </Link>
      </p>
      <h1 className="mt-4 break-words text-3xl font-black sm:text-5xl" lang={lang}>
        {job.title}
      </h1>
      {closed ? (
        <section className="mt-6 grid justify-items-start gap-3" data-testid="position-closed">
          <h2 className="text-2xl font-black">{c.closedTitle}</h2>
          <p className="max-w-prose">{c.closedBody}</p>
          <Link to="/careers" className="btn btn-primary">
            {c.seeOpen}
          </Link>
        </section>
      ) : (
        <>
          <section aria-label={c.facts}>
            <JobFacts job={job} />
          </section>
          {job.language !== requested ? (
            <p role="note" className="mt-6 rounded-md border-2 border-accent bg-raised p-3 text-sm">
              {c.fallbackNotice}
            </p>
          ) : null}
          <ProseHtml html={job.descriptionHtml} lang={lang} className="mt-8" />
          <PageSection id="apply-heading" title={c.applyHeading}>
            <div className="mt-6">{apply}</div>
          </PageSection>
        </>
      )}
    </PageMain>
  );
}
