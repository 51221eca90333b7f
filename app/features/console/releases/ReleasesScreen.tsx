import { useId, useState } from "react";
import {
  RELEASE_APPS,
  type ReleaseApp,
  type ReleaseRecord,
} from "../../../../contract/releases.ts";
import { FormAlert } from "../../../components/Field.tsx";
import { dataOf } from "../../../lib/envelope.ts";
import { format } from "../../../lib/i18n.tsx";
import { useAction } from "../../../lib/use-form.ts";
import { useResource } from "../../../lib/use-resource.ts";
import { useStaff } from "../ConsoleShell.tsx";
import { useConsoleMessages } from "../console-api.ts";
import { ReleaseForm } from "./ReleaseForm.tsx";
import { errorsOf, type ReleaseProblem, releasesApi } from "./releases-api.ts";

type Editing = { record: ReleaseRecord | null } | null;

/** /admin/releases: the releases of one app, a form to create or edit one, publish buttons. */
export function ReleasesScreen() {
  const r = useConsoleMessages().releases;
  const staff = useStaff();
  const canPublish = staff.permissions.includes("publish:release");
  const [app, setApp] = useState<ReleaseApp>("doll");
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<ReleaseProblem | "network" | null>(null);
  const list = useResource(() => releasesApi.list(app), `${staff.userId}:${app}`);
  const action = useAction();
  const appId = useId();

  async function togglePublished(release: ReleaseRecord) {
    setNotice(null);
    setProblem(null);
    const published = release.status !== "published";
    const response = await action.run(() => releasesApi.publish(release, published));
    if (!response) return setProblem("network");
    const saved = dataOf(response);
    if (saved) {
      setNotice(
        format(published ? r.publishedDone : r.unpublishedDone, { version: saved.version }),
      );
    } else {
      setProblem(errorsOf(response).form ?? "failed");
    }
    list.reload();
  }

  return (
    <div className="grid gap-6">
      <p className="max-w-prose text-muted">{r.lead}</p>
      <div className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor={appId} className="block font-bold">
            {r.app}
          </label>
          <select
            id={appId}
            className="field-input mt-1.5"
            value={app}
            onChange={(event) => {
              setApp(event.target.value as ReleaseApp);
              setEditing(null);
            }}
          >
            {RELEASE_APPS.map((key) => (
              <option key={key} value={key}>
                {r.apps[key]}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            setNotice(null);
            setEditing({ record: null });
          }}
        >
          {r.newRelease}
        </button>
      </div>
      <div aria-live="polite">
        {notice ? (
          <p className="font-semibold" data-testid="release-notice">
            {notice}
          </p>
        ) : null}
      </div>
      {problem ? <FormAlert>{r.problems[problem]}</FormAlert> : null}
      {editing ? (
        <ReleaseForm
          key={editing.record ? `${editing.record.id}:${editing.record.revision}` : `new:${app}`}
          record={editing.record}
          app={app}
          onCancel={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice(r.saved);
            if (saved.app !== app) setApp(saved.app);
            list.reload();
          }}
        />
      ) : null}
      <section aria-labelledby="release-list-title" className="grid gap-3">
        <h2 id="release-list-title" className="text-xl font-black">
          {format(r.listTitle, { app: r.apps[app] })}
        </h2>
        {list.failed ? (
          <div className="grid justify-items-start gap-2">
            <FormAlert>
              {list.reason === "permission_missing" ? r.problems.permission : r.failed}
            </FormAlert>
            <button type="button" className="btn btn-secondary" onClick={list.reload}>
              {r.retry}
            </button>
          </div>
        ) : !list.data ? (
          <p role="status">{r.loading}</p>
        ) : list.data.length === 0 ? (
          <p>{r.empty}</p>
        ) : (
          <ul className="grid gap-2" data-testid="release-list">
            {list.data.map((release) => (
              <li
                key={release.id}
                className="flex flex-col gap-2 rounded-md border-2 border-line p-3 sm:flex-row sm:items-center sm:gap-4"
                data-testid={`release-${release.version}-${release.channel}`}
              >
                <div className="min-w-0 flex-1">
                  <p className="font-black">
                    {release.version}{" "}
                    <span className="font-semibold text-muted">{r.channels[release.channel]}</span>
                  </p>
                  <p className="text-sm text-muted">
                    {format(r.released, { date: release.releasedOn })}
                    {" · "}
                    <span data-testid="release-status">{r.status[release.status]}</span>
                    {release.editedAt ? ` · ${r.editedByConsole}` : ""}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  {release.status === "draft" || canPublish ? (
                    <button
                      type="button"
                      className="btn btn-secondary"
                      onClick={() => {
                        setNotice(null);
                        setEditing({ record: release });
                      }}
                    >
                      {r.edit}
                      <span className="sr-only">{` ${release.version} ${r.channels[release.channel]}`}</span>
                    </button>
                  ) : null}
                  {canPublish ? (
                    <button
                      type="button"
                      className={
                        release.status === "published" ? "btn btn-secondary" : "btn btn-primary"
                      }
                      disabled={action.busy}
                      onClick={() => togglePublished(release)}
                    >
                      {release.status === "published" ? r.unpublish : r.publish}
                      <span className="sr-only">{` ${release.version} ${r.channels[release.channel]}`}</span>
                    </button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
