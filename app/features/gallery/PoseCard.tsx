import { useState } from "react";
import { poseNameProblem } from "../../../contract/form-rules.ts";
import type { SavedPose } from "../../../contract/saved-pose.ts";
import { Field } from "../../components/Field.tsx";
import { dataOf } from "../../lib/envelope.ts";
import { formatDateTime } from "../../lib/format.ts";
import { format, useLocale, useMessages } from "../../lib/i18n.tsx";
import { useAction, useForm } from "../../lib/use-form.ts";
import { currentCopyOf, dollLink, errorOf, type GalleryError, galleryApi } from "./gallery-api.ts";
import { ShareControls } from "./ShareControls.tsx";

type Props = {
  pose: SavedPose;
  onChange: (pose: SavedPose) => void;
  onDuplicate: (pose: SavedPose) => Promise<void>;
  onDelete: (pose: SavedPose) => Promise<void>;
};

/** One saved pose in the grid: its picture, name and date, and what can be done with it. */
export function PoseCard({ pose, onChange, onDuplicate, onDelete }: Props) {
  const m = useMessages().galleryPage;
  const locale = useLocale();
  const [renaming, setRenaming] = useState(false);
  const { busy, run } = useAction();
  return (
    <li className="ink-panel flex min-w-0 flex-col overflow-hidden" data-testid="pose-card">
      <div className="bg-surface">
        {pose.thumbnailUrl ? (
          <img
            src={pose.thumbnailUrl}
            alt=""
            width={256}
            height={256}
            loading="lazy"
            className="aspect-square w-full object-contain"
          />
        ) : (
          <span className="grid aspect-square w-full place-items-center text-sm text-muted">
            {m.noPicture}
          </span>
        )}
      </div>
      <div className="grid gap-2 p-3">
        {renaming ? (
          <RenameForm
            pose={pose}
            onCurrent={onChange}
            onDone={(updated) => {
              if (updated) onChange(updated);
              setRenaming(false);
            }}
          />
        ) : (
          <h2 className="break-words text-lg font-black leading-tight">{pose.name}</h2>
        )}
        <p className="text-sm text-muted">
          {format(m.updated, { date: formatDateTime(pose.updatedAt, locale) })}
        </p>
        <fieldset className="m-0 flex min-w-0 flex-wrap gap-2 border-0 p-0">
          <legend className="sr-only">{format(m.actions, { name: pose.name })}</legend>
          <a href={dollLink(pose.scene)} className="btn btn-primary">
            {m.open}
          </a>
          {renaming ? null : (
            <button type="button" className="btn btn-secondary" onClick={() => setRenaming(true)}>
              {m.rename}
            </button>
          )}
          {(
            [
              [m.duplicate, "btn btn-secondary", onDuplicate],
              [m.delete, "btn btn-danger", onDelete],
            ] as const
          ).map(([words, className, act]) => (
            <button
              key={className}
              type="button"
              className={className}
              disabled={busy}
              onClick={() => run(() => act(pose))}
            >
              {words}
            </button>
          ))}
          <ShareControls pose={pose} onChange={onChange} />
        </fieldset>
      </div>
    </li>
  );
}

function RenameForm({
  pose,
  onCurrent,
  onDone,
}: {
  pose: SavedPose;
  onCurrent: (current: SavedPose) => void;
  onDone: (updated: SavedPose | null) => void;
}) {
  const m = useMessages().galleryPage;
  const form = useForm<{ name: string }, GalleryError>({
    initial: { name: pose.name },
    schema: { name: poseNameProblem },
    submit: async ({ name }) => {
      const response = await galleryApi.rename(pose, name.trim());
      const updated = dataOf(response);
      if (updated) return onDone(updated);
      const current = currentCopyOf(response);
      // Renamed elsewhere meanwhile: show the current copy, keep the form open to try again.
      if (current) onCurrent(current);
      return { form: errorOf(response) };
    },
  });
  const error = form.errors.name ?? form.errors.form;
  return (
    <form {...form.props} className="grid gap-2">
      <Field
        label={m.nameLabel}
        autoComplete="off"
        maxLength={200}
        error={error ? m.errors[error] : undefined}
        {...form.bind("name")}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={form.busy}>
          {m.saveName}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => onDone(null)}>
          {m.cancel}
        </button>
      </div>
    </form>
  );
}
