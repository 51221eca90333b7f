import { Link } from "react-router";
import { formatPlural, useLocale } from "../../../lib/i18n.tsx";
import { useStaff } from "../ConsoleShell.tsx";
import { useConsoleMessages } from "../console-api.ts";
import { useStatsReport } from "./stats-api.ts";

const SHOWN = ["views", "visitors", "downloads", "signups"] as const;

/** The console home's glance at the last 7 days, for operators who may read statistics. */
export function StatsSummary() {
  const sm = useConsoleMessages().stats;
  const locale = useLocale();
  const me = useStaff();
  const report = useStatsReport(me.userId, 7);
  return (
    <section aria-labelledby="stats-summary" className="ink-panel mt-6 p-4">
      <h2 id="stats-summary" className="text-lg font-bold">
        {formatPlural(locale, sm.lastDays, 7)}
      </h2>
      {report.data ? (
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {SHOWN.map((name) => (
            <div key={name}>
              <dt className="text-sm text-muted">{sm.series[name]}</dt>
              <dd className="text-2xl font-black tabular-nums">
                {new Intl.NumberFormat(locale).format(report.data?.totals[name] ?? 0)}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-sm text-muted" role="status">
          {report.failed ? sm.failed : sm.loading}
        </p>
      )}
      <p className="mt-3">
        <Link to="/admin/stats" className="font-semibold underline">
          {sm.summaryLink}
        </Link>
      </p>
    </section>
  );
}
