import { useCallback, useId, useState } from "react";
import {
  type ModerationWork,
  reasonKey,
  WORK_MODERATION_VIEWS,
  WORK_REJECT_REASONS,
  type WorkDecision,
  type WorkModerationView,
  type WorkRejectReason,
  type WorkReportReason,
} from "../../../../contract/works.ts";
import { FormAlert } from "../../../components/Field.tsx";
import { WorkThumb } from "../../../components/WorkThumb.tsx";
import { refusalOf } from "../../../lib/envelope.ts";
import { formatDate } from "../../../lib/format.ts";
import { format, formatPlural, useLocale } from "../../../lib/i18n.tsx";
import { showToast } from "../../../lib/toast.ts";
import { useAction } from "../../../lib/use-form.ts";
import { useResource } from "../../../lib/use-resource.ts";
import { useStaff } from "../ConsoleShell.tsx";
import { useConsoleMessages } from "../console-api.ts";
import { moderationApi } from "./works-api.ts";

const button =
  "inline-flex min-h-11 items-center justify-center rounded-md border-2 border-fg px-3 text-sm font-semibold";

/** The moderation queue: one view at a time, each work with the decisions its state allows. */
export function WorksQueue() {
  const cm = useConsoleMessages().works;
  const staff = useStaff();
  const [view, setView] = useState<WorkModerationView>("pending");
  const load = useCallback(() => moderationApi.list(view), [view]);
  const list = useResource(load, `${staff.userId}:${view}`);
  return (
    <div className="grid gap-6">
      <nav aria-label={cm.viewsLabel}>
        <ul className="flex flex-wrap gap-2">
          {WORK_MODERATION_VIEWS.map((v) => (
            <li key={v}>
              <button
                type="button"
                aria-pressed={v === view}
                onClick={() => setView(v)}
                className={`${button} ${v === view ? "bg-fg text-on-fg" : "hover:bg-line/60"}`}
              >
                {cm.views[v]}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {list.failed ? (
        <FormAlert>{cm.loadFailed}</FormAlert>
      ) : !list.data ? (
        <p role="status">{cm.loading}</p>
      ) : list.data.length === 0 ? (
        <p>{cm.empty}</p>
      ) : (
        <ul className="grid gap-4">
          {list.data.map((work) => (
            <QueueItem key={work.id} work={work} onDecided={list.reload} />
          ))}
        </ul>
      )}
    </div>
  );
}

function QueueItem({ work, onDecided }: { work: ModerationWork; onDecided: () => void }) {
  const cm = useConsoleMessages().works;
  const locale = useLocale();
  const ids = useId();
  const [reason, setReason] = useState<WorkRejectReason>("not_made_with_apps");
  const [note, setNote] = useState("");
  const action = useAction();

  async function send(body: WorkDecision) {
    const response = await action.run(() => moderationApi.decide(work.id, body));
    if (response && refusalOf(response) === null) {
      showToast(cm.done, { icon: "success" });
      onDecided();
    } else showToast(cm.failed, { icon: "error" });
  }

  const reasons = Object.entries(work.reports.reasons) as [WorkReportReason, number][];
  return (
    <li className="ink-panel grid gap-4 p-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
      <div>
        {work.thumbnail ? (
          <WorkThumb
            thumbnail={work.thumbnail}
            className="h-auto w-full border-2 border-fg bg-surface"
          />
        ) : null}
        <a href={work.originalUrl} className="mt-2 inline-block text-sm font-semibold underline">
          {cm.original}
        </a>
      </div>
      <div className="grid content-start gap-2">
        <h2 className="text-xl font-bold">{work.title}</h2>
        <p className="text-sm text-muted">
          {format(cm.by, { name: work.artist.name || cm.team })}
          {work.artist.email ? ` · ${work.artist.email}` : ""} ·{" "}
          {format(cm.submitted, { date: formatDate(work.submittedAt, locale) })}
          {work.width && work.height
            ? ` · ${format(cm.size, { width: work.width, height: work.height })}`
            : ""}
        </p>
        {work.description ? <p className="whitespace-pre-line">{work.description}</p> : null}
        <p className="text-sm">
          {work.apps.join(", ")}
          {work.tags.length ? ` · ${work.tags.map((t) => `#${t}`).join(" ")}` : ""}
          {work.links.length ? ` · ${work.links.join(" ")}` : ""}
        </p>
        {work.hidden || work.featured || work.reports.count ? (
          <p className="flex flex-wrap gap-2 text-sm font-semibold">
            {work.hidden ? <span className="text-accent-text">{cm.hidden}</span> : null}
            {work.featured ? <span>{cm.featured}</span> : null}
            {work.reports.count ? (
              <span>
                {formatPlural(locale, cm.reports, work.reports.count)}
                {reasons.length
                  ? ` (${reasons.map(([r, n]) => `${cm.reportReasons[reasonKey(r)]} ${n}`).join(", ")})`
                  : ""}
              </span>
            ) : null}
          </p>
        ) : null}
        {work.state === "pending" ? (
          <div className="mt-2 grid gap-3">
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                disabled={action.busy}
                className={`${button} bg-fg text-on-fg`}
                onClick={() => send({ action: "approve", featured: false })}
              >
                {cm.approve}
              </button>
              <button
                type="button"
                disabled={action.busy}
                className={button}
                onClick={() => send({ action: "approve", featured: true })}
              >
                {cm.approveFeatured}
              </button>
            </div>
            <div className="grid gap-2 sm:grid-cols-2">
              <div>
                <label htmlFor={`${ids}-reason`} className="block text-sm font-bold">
                  {cm.reason}
                </label>
                <select
                  id={`${ids}-reason`}
                  value={reason}
                  onChange={(event) => setReason(event.target.value as WorkRejectReason)}
                  className="field-input mt-1"
                >
                  {WORK_REJECT_REASONS.map((r) => (
                    <option key={r} value={r}>
                      {cm.rejectReasons[reasonKey(r)]}
                    </option>
                  ))}
                </select>
              </div>
              <NoteField id={`${ids}-note`} label={cm.note} value={note} onChange={setNote} />
            </div>
            <button
              type="button"
              disabled={action.busy}
              className={`${button} justify-self-start`}
              onClick={() => send({ action: "reject", reason, note })}
            >
              {cm.reject}
            </button>
          </div>
        ) : null}
        {work.state === "approved" ? (
          <div className="mt-2 grid gap-3">
            <div className="flex flex-wrap gap-2">
              {work.hidden || work.reports.count ? (
                <button
                  type="button"
                  disabled={action.busy}
                  className={`${button} bg-fg text-on-fg`}
                  onClick={() => send({ action: "keep" })}
                >
                  {cm.keep}
                </button>
              ) : null}
              <button
                type="button"
                disabled={action.busy}
                className={button}
                onClick={() => send({ action: "feature", featured: !work.featured })}
              >
                {work.featured ? cm.unfeature : cm.feature}
              </button>
            </div>
            <NoteField id={`${ids}-remove-note`} label={cm.note} value={note} onChange={setNote} />
            <button
              type="button"
              disabled={action.busy}
              className={`${button} justify-self-start`}
              onClick={() => send({ action: "remove", note })}
            >
              {cm.remove}
            </button>
          </div>
        ) : null}
        {work.state === "rejected" && work.rejectReason ? (
          <p className="text-sm">{cm.rejectReasons[reasonKey(work.rejectReason)]}</p>
        ) : null}
        {work.decisionNote ? <p className="text-sm text-muted">{work.decisionNote}</p> : null}
      </div>
    </li>
  );
}

function NoteField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-bold">
        {label}
      </label>
      <input
        id={id}
        value={value}
        maxLength={500}
        onChange={(event) => onChange(event.target.value)}
        className="field-input mt-1"
      />
    </div>
  );
}
