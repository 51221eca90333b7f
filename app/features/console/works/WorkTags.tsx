import { useCallback, useId, useState } from "react";
import { LANGUAGE_NAMES, UI_LOCALES, type UiLocale } from "../../../../contract/language.ts";
import {
  type ModerationTag,
  TAG_STATES,
  type TagState,
  WORK_LIMITS,
} from "../../../../contract/works.ts";
import { Field, FormAlert } from "../../../components/Field.tsx";
import { dataOf, refusalOf } from "../../../lib/envelope.ts";
import { format } from "../../../lib/i18n.tsx";
import { showToast } from "../../../lib/toast.ts";
import { useAction, useForm } from "../../../lib/use-form.ts";
import { useResource } from "../../../lib/use-resource.ts";
import { useStaff } from "../ConsoleShell.tsx";
import { useConsoleMessages } from "../console-api.ts";
import { moderationApi } from "./works-api.ts";

const button =
  "inline-flex min-h-11 items-center justify-center rounded-md border-2 border-fg px-3 text-sm font-semibold";

type Problem = "required" | "tooLong" | "failed" | "network";
type Labels = Record<UiLocale, string>;

const labelProblem = (value: string): Problem | undefined =>
  !value.trim() ? "required" : value.trim().length > WORK_LIMITS.tagMax ? "tooLong" : undefined;
const RULES = Object.fromEntries(UI_LOCALES.map((l) => [l, labelProblem])) as Record<
  UiLocale,
  typeof labelProblem
>;

/**
 * The tags of works (issue 31): the artists' words until a moderator approves one with a label
 * in every interface language (it is then a filter on /works) or rejects it.
 */
export function WorkTags() {
  const cm = useConsoleMessages().workTags;
  const staff = useStaff();
  const headingId = useId();
  const [state, setState] = useState<TagState>("pending");
  const list = useResource(moderationApi.tags, staff.userId);
  const shown = list.data?.filter((tag) => tag.state === state) ?? [];
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-2xl font-black">
        {cm.title}
      </h2>
      <p className="max-w-prose text-muted">{cm.lead}</p>
      <fieldset>
        <legend className="sr-only">{cm.statesLabel}</legend>
        <ul className="flex flex-wrap gap-2">
          {TAG_STATES.map((s) => (
            <li key={s}>
              <button
                type="button"
                aria-pressed={s === state}
                onClick={() => setState(s)}
                className={`${button} ${s === state ? "bg-fg text-on-fg" : "hover:bg-line/60"}`}
              >
                {cm.states[s]}
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
      {list.failed ? (
        <FormAlert>{cm.loadFailed}</FormAlert>
      ) : !list.data ? (
        <p role="status">{cm.loading}</p>
      ) : shown.length === 0 ? (
        <p>{cm.empty}</p>
      ) : (
        <ul className="grid gap-4">
          {shown.map((tag) => (
            <li key={tag.slug}>
              <TagCard tag={tag} onDecided={list.reload} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TagCard({ tag, onDecided }: { tag: ModerationTag; onDecided: () => void }) {
  const cm = useConsoleMessages().workTags;
  const reject = useAction();
  const initial = Object.fromEntries(UI_LOCALES.map((l) => [l, tag.labels[l] ?? ""])) as Labels;
  const decide = useCallback(
    async (body: Parameters<typeof moderationApi.decideTag>[1]) => {
      const response = await moderationApi.decideTag(tag.slug, body);
      if (!dataOf(response)) return response;
      showToast(body.state === "approved" ? cm.approved : cm.rejected, { icon: "success" });
      onDecided();
      return null;
    },
    [tag.slug, cm, onDecided],
  );
  const form = useForm<Labels, Problem>({
    initial,
    schema: RULES,
    submit: async (labels) => {
      const refused = await decide({ state: "approved", labels });
      if (!refused) return;
      const field = refusalOf(refused)?.field?.replace(/^labels\./, "");
      return field && field in initial ? { [field]: "required" } : { form: "failed" };
    },
  });
  const sendReject = () =>
    reject.run(async () => {
      if (await decide({ state: "rejected", labels: form.values })) {
        showToast(cm.failed, { icon: "error" });
      }
    });
  const problem = (p: Problem | undefined) => (p ? cm.problems[p] : undefined);
  return (
    <form {...form.props} className="ink-panel grid gap-3 p-4" aria-label={`#${tag.slug}`}>
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className="text-lg font-black break-all">#{tag.slug}</span>
        <span className="text-sm text-muted">
          {format(cm.uses, { works: tag.works, public: tag.publicWorks })}
        </span>
      </p>
      {form.errors.form ? <FormAlert>{problem(form.errors.form)}</FormAlert> : null}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {UI_LOCALES.map((locale) => (
          <Field
            key={locale}
            lang={locale}
            label={format(cm.label, { language: LANGUAGE_NAMES[locale] })}
            maxLength={WORK_LIMITS.tagMax * 2}
            {...form.bind(locale)}
            error={problem(form.errors[locale])}
          />
        ))}
      </div>
      <p className="flex flex-wrap gap-2">
        <button type="submit" className={`${button} bg-fg text-on-fg`} disabled={form.busy}>
          {tag.state === "approved" ? cm.save : cm.approve}
        </button>
        {tag.state === "rejected" ? null : (
          <button type="button" className={button} disabled={reject.busy} onClick={sendReject}>
            {cm.reject}
          </button>
        )}
      </p>
    </form>
  );
}
