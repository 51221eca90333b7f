import { useState } from "react";
import {
  APP_NAMES,
  RELEASE_APPS,
  type ReleaseApp,
  type ReleaseRecord,
} from "../../../../contract/releases.ts";
import { SelectField } from "../../../components/Field.tsx";
import { format } from "../../../lib/i18n.tsx";
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
import { ReleaseForm } from "./ReleaseForm.tsx";
import { errorsOf, type ReleaseProblem, releasesApi } from "./releases-api.ts";

/** /admin/releases: the releases of one app, a form to create or edit one, publish buttons. */
export function ReleasesScreen() {
  const r = useConsoleMessages().releases;
  const staff = useStaff();
  const canPublish = staff.permissions.includes("publish:release");
  const [app, setApp] = useState<ReleaseApp>("doll");
  const list = useResource(() => releasesApi.list(app), `${staff.userId}:${app}`);
  const screen = useRecordScreen<ReleaseRecord, ReleaseProblem>(list.reload, errorsOf);

  function togglePublished(release: ReleaseRecord) {
    const published = release.status !== "published";
    return screen.act(
      () => releasesApi.publish(release, published),
      (saved) =>
        format(published ? r.publishedDone : r.unpublishedDone, { version: saved.version }),
    );
  }

  return (
    <div className="grid gap-6">
      <p className="max-w-prose text-muted">{r.lead}</p>
      <div className="flex flex-wrap items-end gap-4">
        <SelectField
          label={r.app}
          value={app}
          onChange={(event) => {
            setApp(event.target.value as ReleaseApp);
            screen.close();
          }}
          options={RELEASE_APPS.map((key) => [key, APP_NAMES[key]] as const)}
        />
        <button type="button" className="btn btn-primary" onClick={() => screen.edit(null)}>
          {r.newRelease}
        </button>
      </div>
      <ScreenNotice
        notice={screen.notice}
        problem={screen.problem && r.problems[screen.problem]}
        testId="release-notice"
      />
      {screen.editing ? (
        <ReleaseForm
          key={screen.editorKey(`new:${app}`)}
          record={screen.editing.record}
          app={app}
          onCancel={screen.close}
          onSaved={(saved) => {
            screen.saved(r.saved);
            if (saved.app !== app) setApp(saved.app);
          }}
        />
      ) : null}
      <RecordList
        id="release-list-title"
        title={format(r.listTitle, { app: APP_NAMES[app] })}
        list={list}
        words={r}
        testId="release-list"
      >
        {(release) => {
          const named = ` ${release.version}`;
          return (
            <RecordRow
              key={release.id}
              testId={`release-${release.version}`}
              actions={
                <>
                  {release.status === "draft" || canPublish ? (
                    <RowButton words={r.edit} named={named} onClick={() => screen.edit(release)} />
                  ) : null}
                  {canPublish ? (
                    <RowButton
                      words={release.status === "published" ? r.unpublish : r.publish}
                      named={named}
                      primary={release.status !== "published"}
                      disabled={screen.busy}
                      onClick={() => togglePublished(release)}
                    />
                  ) : null}
                </>
              }
            >
              <p className="font-black">{release.version}</p>
              <p className="text-sm text-muted">
                {format(r.released, { date: release.releasedOn })}
                {" · "}
                <span data-testid="release-status">{r.status[release.status]}</span>
                {release.editedAt ? ` · ${r.editedByConsole}` : ""}
              </p>
              <ul
                className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm"
                data-testid="release-channels"
              >
                {release.channels.map((build) => (
                  <li key={build.channel} className={build.available ? "" : "text-muted"}>
                    {r.channels[build.channel]}
                    {build.available ? "" : ` (${r.notLive})`}
                  </li>
                ))}
              </ul>
            </RecordRow>
          );
        }}
      </RecordList>
    </div>
  );
}
