import type { JobSummary } from "../../../contract/careers.ts";
import { formatDate } from "../../lib/format.ts";
import { format, useLocale, useMessages } from "../../lib/i18n.tsx";

/** "Tokyo, Japan", "Remote from Japan", "Anywhere": the place in the visitor's language. */
export function usePlace(job: Pick<JobSummary, "workplace" | "locality" | "country">): string {
  const m = useMessages().careersPage;
  const locale = useLocale();
  const country = job.country
    ? (new Intl.DisplayNames([locale], { type: "region" }).of(job.country) ?? job.country)
    : null;
  const place = [job.locality, country].filter(Boolean).join(", ");
  if (job.workplace !== "remote") return place;
  return place ? format(m.remoteFrom, { place }) : m.anywhere;
}

/** Team, type, workplace and place of a position, as a description list. */
export function JobFacts({ job, compact = false }: { job: JobSummary; compact?: boolean }) {
  const m = useMessages().careersPage;
  const locale = useLocale();
  const place = usePlace(job);
  const items: [string, string][] = [
    [m.team, m.teams[job.team]],
    [m.type, m.types[job.employmentType]],
    [m.location, job.workplace === "remote" ? place : `${place} · ${m.workplaces[job.workplace]}`],
  ];
  return (
    <dl
      className={
        compact
          ? "mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted"
          : "mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]"
      }
    >
      {items.map(([label, value]) => (
        <div key={label} className={compact ? "flex gap-1" : "contents"}>
          <dt className={compact ? "sr-only" : "font-bold"}>{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
      {compact ? null : (
        <div className="contents">
          <dt className="sr-only">{m.posted}</dt>
          <dd className="text-muted sm:col-span-2">
            {format(m.posted, { date: formatDate(job.openedAt, locale) })}
          </dd>
        </div>
      )}
    </dl>
  );
}
