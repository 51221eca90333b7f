import { useState } from "react";
import { LANGUAGE_NAMES, type UiLocale } from "../../../../contract/language.ts";
import {
  DEVICE_CLASSES,
  STAT_DIMENSIONS,
  STAT_RANGES,
  STAT_SERIES,
  type StatDimension,
  type StatRange,
  type StatRow,
  type StatsReport,
} from "../../../../contract/stats.ts";
import { FormAlert } from "../../../components/Field.tsx";
import { formatDate } from "../../../lib/format.ts";
import { format, formatPlural, useLocale } from "../../../lib/i18n.tsx";
import { ColumnHeads } from "../ColumnHeads.tsx";
import { useStaff } from "../ConsoleShell.tsx";
import { useConsoleMessages } from "../console-api.ts";
import { LoadFailed } from "../Loaded.tsx";
import { StatsChart } from "./StatsChart.tsx";
import { downloadStatsCsv, useStatsReport } from "./stats-api.ts";

type StatsMessages = ReturnType<typeof useConsoleMessages>["stats"];

const number = (value: number, locale: UiLocale) => new Intl.NumberFormat(locale).format(value);

/** A row's key as an operator reads it: country and language names, device classes. */
function keyLabel(dimension: StatDimension, key: string, locale: UiLocale, sm: StatsMessages) {
  if (!key) return sm.unknown;
  if (dimension === "devices" && (DEVICE_CLASSES as readonly string[]).includes(key)) {
    return sm.devices[key as keyof StatsMessages["devices"]];
  }
  if (dimension === "languages" && key in LANGUAGE_NAMES) return LANGUAGE_NAMES[key as UiLocale];
  if ((dimension === "countries" || dimension === "downloadRegions") && /^[A-Z]{2}$/.test(key)) {
    try {
      return new Intl.DisplayNames([locale], { type: "region" }).of(key) ?? key;
    } catch {
      return key;
    }
  }
  return key;
}

function Breakdown({ dimension, rows }: { dimension: StatDimension; rows: StatRow[] }) {
  const sm = useConsoleMessages().stats;
  const locale = useLocale();
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  const id = `stats-${dimension}`;
  return (
    <section aria-labelledby={id} className="ink-panel min-w-0 p-4">
      <h2 id={id} className="text-lg font-bold">
        {sm.dimensions[dimension]}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{sm.nothing}</p>
      ) : (
        <table className="mt-2 w-full text-sm">
          <ColumnHeads
            rowClassName="text-left text-muted"
            columns={[
              [sm.dimensions[dimension], "py-1 font-semibold"],
              [sm.count, "py-1 text-right font-semibold"],
              [sm.share, "w-1/3 py-1 pl-3 font-semibold"],
            ]}
          />
          <tbody>
            {rows.slice(0, 20).map((row) => (
              <tr key={row.key} className="border-t border-line">
                <th scope="row" className="break-all py-1 pr-2 text-left font-normal">
                  {keyLabel(dimension, row.key, locale, sm)}
                </th>
                <td className="py-1 text-right tabular-nums">{number(row.count, locale)}</td>
                <td className="py-1 pl-3">
                  <span className="sr-only">
                    {new Intl.NumberFormat(locale, { style: "percent" }).format(row.count / total)}
                  </span>
                  <svg aria-hidden="true" className="block h-2 w-full text-fg">
                    <rect
                      width={`${Math.max(2, (row.count / total) * 100)}%`}
                      height="100%"
                      className="fill-current"
                    />
                  </svg>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Report({ report }: { report: StatsReport }) {
  const sm = useConsoleMessages().stats;
  const locale = useLocale();
  const from = formatDate(report.from, locale);
  const to = formatDate(report.to, locale);
  return (
    <>
      <p className="text-sm text-muted">{format(sm.period, { from, to })}</p>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {STAT_SERIES.map((name) => (
          <li key={name} className="ink-panel p-4">
            <p className="text-sm font-semibold text-muted">{sm.series[name]}</p>
            <p className="text-3xl font-black tabular-nums" data-series={name}>
              {number(report.totals[name], locale)}
            </p>
            <StatsChart
              label={format(sm.perDay, { series: sm.series[name], from, to })}
              values={report.daily.map((d) => d[name])}
            />
          </li>
        ))}
      </ul>
      <details className="ink-panel p-4">
        <summary className="cursor-pointer font-semibold">{sm.showTable}</summary>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-sm">
            <ColumnHeads
              rowClassName="text-left text-muted"
              columns={[
                [sm.day, "py-1 pr-3"],
                ...STAT_SERIES.map((name) => [sm.series[name], "py-1 pr-3 text-right"] as const),
              ]}
            />
            <tbody>
              {report.daily.map((entry) => (
                <tr key={entry.day} className="border-t border-line">
                  <th scope="row" className="py-1 pr-3 text-left font-normal">
                    {formatDate(entry.day, locale)}
                  </th>
                  {STAT_SERIES.map((name) => (
                    <td key={name} className="py-1 pr-3 text-right tabular-nums">
                      {number(entry[name], locale)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      <div className="grid gap-4 lg:grid-cols-2">
        {STAT_DIMENSIONS.map((dimension) => (
          <Breakdown key={dimension} dimension={dimension} rows={report.dimensions[dimension]} />
        ))}
      </div>
    </>
  );
}

/** /admin/stats: the first-party statistics over 7, 30 or 90 days, with CSV export. */
export function StatsDashboard() {
  const sm = useConsoleMessages().stats;
  const locale = useLocale();
  const me = useStaff();
  const [days, setDays] = useState<StatRange>(30);
  const [exportFailed, setExportFailed] = useState(false);
  const report = useStatsReport(me.userId, days);
  const canExport = me.permissions.includes("export:stats");
  return (
    <div className="grid gap-6">
      <p className="text-muted">{sm.lead}</p>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">{sm.range}</legend>
          <div className="flex flex-wrap gap-2">
            {STAT_RANGES.map((range) => (
              <button
                key={range}
                type="button"
                aria-pressed={days === range}
                onClick={() => setDays(range)}
                className={days === range ? "btn btn-primary" : "btn btn-secondary"}
              >
                {formatPlural(locale, sm.lastDays, range)}
              </button>
            ))}
          </div>
        </fieldset>
        {canExport ? (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={async () =>
              setExportFailed(!(await downloadStatsCsv(days).catch(() => false)))
            }
          >
            {sm.exportCsv}
          </button>
        ) : null}
      </div>
      {exportFailed ? <FormAlert>{sm.exportFailed}</FormAlert> : null}
      {report.data && report.data.days === days ? (
        <Report report={report.data} />
      ) : report.failed ? (
        <LoadFailed text={sm.failed} retry={sm.retry} onRetry={report.reload} />
      ) : (
        <p role="status">{sm.loading}</p>
      )}
    </div>
  );
}
