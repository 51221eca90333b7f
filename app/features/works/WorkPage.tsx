import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import { APP_NAMES } from "../../../contract/releases.ts";
import { reasonKey, WORK_REPORT_REASONS, type WorkReportReason } from "../../../contract/works.ts";
import { refusalOf } from "../../lib/envelope.ts";
import { formatDate } from "../../lib/format.ts";
import { format, useLocale, useMessages } from "../../lib/i18n.tsx";
import { useForm } from "../../lib/use-form.ts";
import { WorkImage } from "./WorkImage.tsx";
import { artistName, worksHref } from "./WorksPage.tsx";
import type { WorkData } from "./works.server.ts";
import { reportWork } from "./works-api.ts";

const button =
  "inline-flex min-h-11 items-center justify-center rounded-md border-2 border-fg px-4 font-semibold";

/** One entry of the work's facts: its term, then what it says (`className` lays it out). */
function Fact({
  term,
  className,
  children,
}: {
  term: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="font-bold">{term}</dt>
      <dd className={className ? `mt-1 ${className}` : "mt-1"}>{children}</dd>
    </div>
  );
}

/** One work: the image large, who made it and with what, its pose, tags, date and reporting. */
export function WorkPage({ work }: Omit<WorkData, "origin">) {
  const m = useMessages();
  const w = m.worksPage;
  const locale = useLocale();
  const name = artistName(m, work);
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <p>
        <Link to="/works" className="font-semibold underline">
          {w.back}
        </Link>
      </p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="ink-panel self-start overflow-hidden">
          <WorkImage
            variants={work.variants}
            width={work.width}
            height={work.height}
            alt={format(w.imageAlt, { title: work.title, name })}
            sizes="(min-width: 1280px) 45rem, (min-width: 1024px) 60vw, 100vw"
            placeholderUrl={work.placeholderUrl}
            priority="high"
          />
        </div>
        <div>
          <h1 className="text-3xl font-black leading-tight sm:text-4xl">{work.title}</h1>
          <p className="mt-2 text-lg">
            {format(w.byArtist, { name })}
            {work.featured ? (
              <span className="ml-2 rounded-full border-2 border-fg px-2 text-sm font-semibold">
                {w.featured}
              </span>
            ) : null}
          </p>
          {work.description ? (
            <p className="mt-4 whitespace-pre-line text-muted">{work.description}</p>
          ) : null}
          <dl className="mt-6 grid gap-4">
            <Fact term={w.madeWith} className="flex flex-wrap gap-x-3">
              {work.apps.map((app) => (
                <Link
                  key={app}
                  to={worksHref({ app, tag: null, sort: "featured" })}
                  className="underline"
                >
                  {APP_NAMES[app]}
                </Link>
              ))}
            </Fact>
            {work.tags.length ? (
              <Fact term={w.tags} className="flex flex-wrap gap-x-3">
                {work.tags.map((tag) => {
                  // An approved tag is a filter with its label; any other stays the artist's text.
                  const approved = work.approvedTags.find((t) => t.slug === tag);
                  return approved ? (
                    <Link
                      key={tag}
                      to={worksHref({ app: null, tag, sort: "featured" })}
                      className="underline"
                    >
                      {approved.label}
                    </Link>
                  ) : (
                    <span key={tag}>#{tag}</span>
                  );
                })}
              </Fact>
            ) : null}
            <Fact term={w.published}>
              <time dateTime={work.publishedAt}>{formatDate(work.publishedAt, locale)}</time>
            </Fact>
            {work.links.length ? (
              <Fact term={w.artistLinks}>
                <ul className="grid gap-1">
                  {work.links.map((link) => (
                    <li key={link} className="break-all">
                      <a href={link} rel="ugc nofollow noopener noreferrer" className="underline">
                        {link.replace(/^https?:\/\//, "").replace(/\/$/, "")}
                      </a>
                    </li>
                  ))}
                </ul>
              </Fact>
            ) : null}
          </dl>
          {work.poseLink ? (
            <section className="ink-panel mt-8 p-5" aria-labelledby="work-pose">
              <h2 id="work-pose" className="text-xl font-bold">
                {w.pose}
              </h2>
              <p className="mt-2 text-muted">{w.poseLead}</p>
              <a href={work.poseLink} className={`${button} mt-4 bg-fg text-on-fg`}>
                {w.openPose}
              </a>
            </section>
          ) : null}
          <ReportWork id={work.id} />
        </div>
      </div>
    </main>
  );
}

/** The report button: a reason, then one call; enough reports hide the work for review. */
function ReportWork({ id }: { id: string }) {
  const w = useMessages().worksPage;
  const selectId = useId();
  const [done, setDone] = useState<"sent" | "failed" | null>(null);
  const form = useForm<{ reason: WorkReportReason }, never>({
    initial: { reason: "not_theirs" },
    schema: {},
    submit: async ({ reason }) => {
      const response = await reportWork(id, reason);
      setDone(refusalOf(response) === null ? "sent" : "failed");
    },
  });
  // A call that never answered is the form's network error: the same "failed" line.
  const shown = form.errors.form === "network" ? "failed" : done;
  return (
    <details className="mt-8">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold underline">
        {w.report}
      </summary>
      <form {...form.props} method="get" className="mt-3 grid max-w-md gap-3">
        <p className="text-sm text-muted">{w.reportLead}</p>
        <label htmlFor={selectId} className="font-bold">
          {w.reportReason}
        </label>
        <select
          id={selectId}
          value={form.values.reason}
          onChange={(event) => form.set("reason", event.target.value as WorkReportReason)}
          className="field-input"
        >
          {WORK_REPORT_REASONS.map((r) => (
            <option key={r} value={r}>
              {w.reportReasons[reasonKey(r)]}
            </option>
          ))}
        </select>
        <button
          type="submit"
          disabled={form.busy || shown === "sent"}
          className={`${button} justify-self-start`}
        >
          {w.reportSend}
        </button>
        <p role="status" className="text-sm font-semibold">
          {shown === "sent" ? w.reportDone : shown === "failed" ? w.reportFailed : ""}
        </p>
      </form>
    </details>
  );
}
