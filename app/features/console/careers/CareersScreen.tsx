import { useState } from "react";
import type { JobRecord } from "../../../../contract/careers.ts";
import { FormAlert } from "../../../components/Field.tsx";
import { dataOf } from "../../../lib/envelope.ts";
import { format, useMessages } from "../../../lib/i18n.tsx";
import { useAction } from "../../../lib/use-form.ts";
import { useResource } from "../../../lib/use-resource.ts";
import { useStaff } from "../ConsoleShell.tsx";
import { useConsoleMessages } from "../console-api.ts";
import { careersApi, errorsOf, type JobProblem } from "./careers-api.ts";
import { JobForm } from "./JobForm.tsx";

type Editing = { record: JobRecord | null } | null;

const titleOf = (job: JobRecord) => job.texts.en_us?.title ?? job.slug;

/** /admin/careers: every position, a form to create or edit one, open and close buttons. */
export function CareersScreen() {
  const c = useConsoleMessages().careers;
  const labels = useMessages().careersPage;
  const staff = useStaff();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<JobProblem | "network" | null>(null);
  const list = useResource(() => careersApi.list(), staff.userId);
  const action = useAction();

  async function toggle(job: JobRecord) {
    setNotice(null);
    setProblem(null);
    const status = job.status === "open" ? "closed" : "open";
    const response = await action.run(() => careersApi.setStatus(job, status));
    if (!response) return setProblem("network");
    const saved = dataOf(response);
    if (saved) {
      setNotice(format(status === "open" ? c.openedDone : c.closedDone, { title: titleOf(saved) }));
    } else {
      setProblem(errorsOf(response).form ?? "failed");
    }
    list.reload();
  }

  return (
    <div className="grid gap-6">
      <p className="max-w-prose text-muted">{c.lead}</p>
      <div>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            setNotice(null);
            setEditing({ record: null });
          }}
        >
          {c.newJob}
        </button>
      </div>
      <div aria-live="polite">
        {notice ? (
          <p className="font-semibold" data-testid="job-notice">
            {notice}
          </p>
        ) : null}
      </div>
      {problem ? <FormAlert>{c.problems[problem]}</FormAlert> : null}
      {editing ? (
        <JobForm
          key={editing.record ? `${editing.record.id}:${editing.record.revision}` : "new"}
          record={editing.record}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setNotice(c.saved);
            list.reload();
          }}
        />
      ) : null}
      <section aria-labelledby="job-list-title" className="grid gap-3">
        <h2 id="job-list-title" className="text-xl font-black">
          {c.listTitle}
        </h2>
        {list.failed ? (
          <div className="grid justify-items-start gap-2">
            <FormAlert>
              {list.reason === "permission_missing" ? c.problems.permission : c.failed}
            </FormAlert>
            <button type="button" className="btn btn-secondary" onClick={list.reload}>
              {c.retry}
            </button>
          </div>
        ) : !list.data ? (
          <p role="status">{c.loading}</p>
        ) : list.data.length === 0 ? (
          <p>{c.empty}</p>
        ) : (
          <ul className="grid gap-2" data-testid="job-list">
            {list.data.map((job) => (
              <li
                key={job.id}
                className="flex flex-col gap-2 rounded-md border-2 border-line p-3 sm:flex-row sm:items-center sm:gap-4"
                data-testid={`job-${job.slug}`}
              >
                <div className="min-w-0 flex-1">
                  <p className="break-words font-black">{titleOf(job)}</p>
                  <p className="break-words text-sm text-muted">
                    {`/careers/${job.slug} · ${labels.teams[job.team]} · `}
                    <span data-testid="job-status">{c.status[job.status]}</span>
                    {job.editedAt ? ` · ${c.editedByConsole}` : ""}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <a className="btn btn-secondary" href={`/careers/${job.slug}`}>
                    {c.view}
                    <span className="sr-only">{` ${titleOf(job)}`}</span>
                  </a>
                  <button
                    type="button"
                    className="btn btn-secondary"
                    onClick={() => {
                      setNotice(null);
                      setEditing({ record: job });
                    }}
                  >
                    {c.edit}
                    <span className="sr-only">{` ${titleOf(job)}`}</span>
                  </button>
                  <button
                    type="button"
                    className={job.status === "open" ? "btn btn-secondary" : "btn btn-primary"}
                    disabled={action.busy}
                    onClick={() => toggle(job)}
                  >
                    {job.status === "open" ? c.close : c.open}
                    <span className="sr-only">{` ${titleOf(job)}`}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
