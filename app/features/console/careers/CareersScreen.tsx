import type { JobRecord } from "../../../../contract/careers.ts";
import { format, useMessages } from "../../../lib/i18n.tsx";
import { useResource } from "../../../lib/use-resource.ts";
import { useStaff } from "../ConsoleShell.tsx";
import { useConsoleMessages } from "../console-api.ts";
import {
  RecordList,
  RecordRow,
  RowButton,
  ScreenNotice,
  useRecordScreen,
} from "../RecordEditor.tsx";
import { careersApi, errorsOf, type JobProblem } from "./careers-api.ts";
import { JobForm } from "./JobForm.tsx";

const titleOf = (job: JobRecord) => job.texts.en_us?.title ?? job.slug;

/** /admin/careers: every position, a form to create or edit one, open and close buttons. */
export function CareersScreen() {
  const c = useConsoleMessages().careers;
  const labels = useMessages().careersPage;
  const staff = useStaff();
  const list = useResource(() => careersApi.list(), staff.userId);
  const screen = useRecordScreen<JobRecord, JobProblem>(list.reload, errorsOf);

  function toggle(job: JobRecord) {
    const status = job.status === "open" ? "closed" : "open";
    return screen.act(
      () => careersApi.setStatus(job, status),
      (saved) => format(status === "open" ? c.openedDone : c.closedDone, { title: titleOf(saved) }),
    );
  }

  return (
    <div className="grid gap-6">
      <p className="max-w-prose text-muted">{c.lead}</p>
      <div>
        <button type="button" className="btn btn-primary" onClick={() => screen.edit(null)}>
          {c.newJob}
        </button>
      </div>
      <ScreenNotice
        notice={screen.notice}
        problem={screen.problem && c.problems[screen.problem]}
        testId="job-notice"
      />
      {screen.editing ? (
        <JobForm
          key={screen.editorKey("new")}
          record={screen.editing.record}
          onCancel={screen.close}
          onSaved={() => screen.saved(c.saved)}
        />
      ) : null}
      <RecordList id="job-list-title" title={c.listTitle} list={list} words={c} testId="job-list">
        {(job) => (
          <RecordRow
            key={job.id}
            testId={`job-${job.slug}`}
            actions={
              <>
                <a className="btn btn-secondary" href={`/careers/${job.slug}`}>
                  {c.view}
                  <span className="sr-only">{` ${titleOf(job)}`}</span>
                </a>
                <RowButton
                  words={c.edit}
                  named={` ${titleOf(job)}`}
                  onClick={() => screen.edit(job)}
                />
                <RowButton
                  words={job.status === "open" ? c.close : c.open}
                  named={` ${titleOf(job)}`}
                  primary={job.status !== "open"}
                  disabled={screen.busy}
                  onClick={() => toggle(job)}
                />
              </>
            }
          >
            <p className="break-words font-black">{titleOf(job)}</p>
            <p className="break-words text-sm text-muted">
              {`/careers/${job.slug} · ${labels.teams[job.team]} · `}
              <span data-testid="job-status">{c.status[job.status]}</span>
              {job.editedAt ? ` · ${c.editedByConsole}` : ""}
            </p>
          </RecordRow>
        )}
      </RecordList>
    </div>
  );
}
