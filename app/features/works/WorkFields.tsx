import { useId } from "react";
import { APP_NAMES } from "../../../contract/releases.ts";
import type { SavedPose } from "../../../contract/saved-pose.ts";
import { WORK_APPS, WORK_LIMITS } from "../../../contract/works.ts";
import { Field } from "../../components/Field.tsx";
import { useMessages } from "../../lib/i18n.tsx";
import type { useForm } from "../../lib/use-form.ts";
import { useResource } from "../../lib/use-resource.ts";
import { listOf, type Problem, type Values } from "./work-form.ts";
import { worksApi } from "./works-api.ts";

export function WorkFieldsInputs({
  form,
  errors,
  poses,
}: {
  form: ReturnType<typeof useForm<Values, Problem>>;
  errors: Partial<Record<keyof Values, Problem>>;
  poses: SavedPose[] | null;
}) {
  const mm = useMessages();
  const m = mm.myWorks;
  const ids = useId();
  const apps = listOf(form.values.apps, /,/);
  const error = (name: keyof Values) => (errors[name] ? m.errors[errors[name]] : undefined);
  return (
    <>
      <Field
        label={m.title}
        maxLength={WORK_LIMITS.titleMax}
        required
        error={error("title")}
        {...form.bind("title")}
      />
      <div>
        <label htmlFor={`${ids}-description`} className="block font-bold">
          {m.description}
        </label>
        <textarea
          id={`${ids}-description`}
          rows={3}
          maxLength={WORK_LIMITS.descriptionMax}
          className="field-input mt-1.5"
          {...form.bind("description")}
        />
      </div>
      <Field label={m.tags} hint={m.tagsHint} {...form.bind("tags")} />
      <fieldset aria-describedby={errors.apps ? `${ids}-apps-error` : undefined}>
        <legend className="font-bold">{m.apps}</legend>
        <div className="mt-1.5 flex flex-wrap gap-x-5 gap-y-2">
          {WORK_APPS.map((app) => (
            <label key={app} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                className="h-5 w-5"
                checked={apps.includes(app)}
                onChange={(event) =>
                  form.set(
                    "apps",
                    (event.target.checked ? [...apps, app] : apps.filter((a) => a !== app)).join(
                      ",",
                    ),
                  )
                }
              />
              {APP_NAMES[app]}
            </label>
          ))}
        </div>
        {errors.apps ? (
          <p id={`${ids}-apps-error`} className="mt-1.5 text-sm font-semibold text-accent-text">
            {m.errors.apps}
          </p>
        ) : null}
      </fieldset>
      <div>
        <label htmlFor={`${ids}-links`} className="block font-bold">
          {m.links}
        </label>
        <p id={`${ids}-links-hint`} className="mt-0.5 text-sm text-muted">
          {m.linksHint}
        </p>
        <textarea
          id={`${ids}-links`}
          rows={2}
          className="field-input mt-1.5"
          aria-invalid={errors.links ? true : undefined}
          aria-describedby={`${ids}-links-hint${errors.links ? ` ${ids}-links-error` : ""}`}
          {...form.bind("links")}
        />
        {errors.links ? (
          <p id={`${ids}-links-error`} className="mt-1.5 text-sm font-semibold text-accent-text">
            {m.errors.links}
          </p>
        ) : null}
      </div>
      {poses?.length ? (
        <div>
          <label htmlFor={`${ids}-pose`} className="block font-bold">
            {m.pose}
          </label>
          <select id={`${ids}-pose`} className="field-input mt-1.5" {...form.bind("poseId")}>
            <option value="">{m.noPose}</option>
            {poses.map((pose) => (
              <option key={pose.id} value={pose.id}>
                {pose.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </>
  );
}

export function usePoses() {
  const poses = useResource(() => worksApi.poses(), "poses");
  return poses.data ? poses.data.items.filter((p): p is SavedPose => !p.deleted) : null;
}
