import { useId, useState } from "react";
import type { CampaignView } from "../../../../contract/campaigns.ts";
import { GIFT_BENEFIT_KINDS } from "../../../../contract/gift.ts";
import { DATA_LANGUAGES, LANGUAGE_NAMES, toUiLocale } from "../../../../contract/language.ts";
import { Field, FormAlert } from "../../../components/Field.tsx";
import { formatDate } from "../../../lib/format.ts";
import { format, formatPlural, useLocale } from "../../../lib/i18n.tsx";
import { useAction, useForm } from "../../../lib/use-form.ts";
import { ColumnHeads } from "../ColumnHeads.tsx";
import { useStaff } from "../ConsoleShell.tsx";
import { useConsoleMessages } from "../console-api.ts";
import { Loaded } from "../Loaded.tsx";
import { StatsChart } from "../stats/StatsChart.tsx";
import {
  type CampaignProblem,
  endOfDay,
  messageField,
  messagesOf,
  saveCampaign,
  useCampaigns,
} from "./campaigns-api.ts";

type Messages = ReturnType<typeof useConsoleMessages>["campaigns"];

function Problem({
  problem,
  cm,
}: {
  problem: CampaignProblem | "network" | undefined;
  cm: Messages;
}) {
  if (!problem) return null;
  return <FormAlert>{cm.problems[problem]}</FormAlert>;
}

type CampaignForm = ReturnType<typeof useForm<Record<string, string>, CampaignProblem>>;

/** The words of the problem the form has with a field (as the server names it). */
const problemIn = (form: CampaignForm, cm: Messages) => (name: string) => {
  const found = form.errors[name];
  return found ? cm.problems[found] : undefined;
};

/** A whole number of at least one: the benefit's amount, the claims a campaign allows. */
function CountField({
  form,
  cm,
  name,
  label,
}: {
  form: CampaignForm;
  cm: Messages;
  name: string;
  label: string;
}) {
  return (
    <Field
      label={label}
      type="number"
      min={1}
      error={problemIn(form, cm)(name)}
      {...form.bind(name)}
    />
  );
}

/** What a new campaign and an existing one both set: how many claims, until when, the messages. */
function SharedFields({ form, cm }: { form: CampaignForm; cm: Messages }) {
  const err = problemIn(form, cm);
  return (
    <>
      <CountField form={form} cm={cm} name="maxClaims" label={cm.maxClaims} />
      <Field label={cm.expires} type="date" error={err("expiresAt")} {...form.bind("expires")} />
      <fieldset className="grid gap-3 sm:col-span-2">
        <legend className="font-bold">{cm.messages}</legend>
        <p className="text-sm text-muted">{cm.messagesHint}</p>
        {DATA_LANGUAGES.map((language) => (
          <Field
            key={language}
            label={LANGUAGE_NAMES[toUiLocale(language)]}
            lang={toUiLocale(language)}
            maxLength={500}
            error={form.errors[messageField(language)] ? cm.problems.invalid : undefined}
            {...form.bind(messageField(language))}
          />
        ))}
      </fieldset>
    </>
  );
}

function CreateForm({ onCreated }: { onCreated: () => void }) {
  const cm = useConsoleMessages().campaigns;
  const formId = useId();
  const [created, setCreated] = useState(false);
  const form = useForm<Record<string, string>, CampaignProblem>({
    initial: {
      code: "",
      kind: "pro_days",
      amount: "7",
      maxClaims: "100",
      expires: "",
      ...Object.fromEntries(DATA_LANGUAGES.map((l) => [messageField(l), ""])),
    },
    schema: {},
    submit: async (values) => {
      setCreated(false);
      const errors = await saveCampaign("", {
        code: values.code?.trim(),
        kind: values.kind,
        amount: Number(values.amount),
        maxClaims: Number(values.maxClaims),
        expiresAt: endOfDay(values.expires ?? ""),
        messages: messagesOf(values),
      });
      if (errors) return errors;
      setCreated(true);
      onCreated();
    },
  });
  const err = problemIn(form, cm);
  return (
    <details className="ink-panel p-4">
      <summary className="cursor-pointer text-lg font-bold">{cm.create}</summary>
      <form {...form.props} className="mt-4 grid gap-3 sm:grid-cols-2">
        <Field label={cm.code} hint={cm.codeHint} error={err("code")} {...form.bind("code")} />
        <div className="grid content-start gap-1.5">
          <label htmlFor={`${formId}-kind`} className="font-bold">
            {cm.kind}
          </label>
          <select id={`${formId}-kind`} className="field-input" {...form.bind("kind")}>
            {GIFT_BENEFIT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {cm.kinds[kind]}
              </option>
            ))}
          </select>
        </div>
        <CountField form={form} cm={cm} name="amount" label={cm.amount} />
        <SharedFields form={form} cm={cm} />
        <div className="grid gap-3 sm:col-span-2">
          <Problem problem={form.errors.form} cm={cm} />
          <p className="flex flex-wrap items-center gap-3">
            <button type="submit" className="btn btn-primary" disabled={form.busy}>
              {form.busy ? cm.saving : cm.createButton}
            </button>
            <span role="status" className="text-sm font-semibold text-success-text">
              {created ? cm.created : ""}
            </span>
          </p>
        </div>
      </form>
    </details>
  );
}

function CampaignPanel({ campaign, onSaved }: { campaign: CampaignView; onSaved: () => void }) {
  const cm = useConsoleMessages().campaigns;
  const locale = useLocale();
  const paused = campaign.state === "paused";
  const form = useForm<Record<string, string>, CampaignProblem>({
    initial: {
      maxClaims: String(campaign.maxClaims),
      expires: campaign.expiresAt.slice(0, 10),
      ...Object.fromEntries(
        DATA_LANGUAGES.map((l) => [messageField(l), campaign.messages[l] ?? ""]),
      ),
    },
    schema: {},
    submit: async (values) => {
      const errors = await saveCampaign(`/${campaign.id}`, {
        maxClaims: Number(values.maxClaims),
        expiresAt: endOfDay(values.expires ?? ""),
        messages: messagesOf(values),
        paused,
        editedAt: campaign.editedAt,
      });
      if (errors) return errors;
      onSaved();
    },
  });
  const toggle = useAction();
  const [toggleProblem, setToggleProblem] = useState<CampaignProblem | undefined>();
  // Pause and resume keep the saved values: unsaved edits in the form stay in the form.
  const togglePause = async () => {
    setToggleProblem(undefined);
    const done = await toggle.run(async () => {
      const errors = await saveCampaign(`/${campaign.id}`, {
        maxClaims: campaign.maxClaims,
        expiresAt: campaign.expiresAt,
        messages: campaign.messages,
        paused: !paused,
        editedAt: campaign.editedAt,
      });
      if (errors) setToggleProblem(errors.form ?? "failed");
      else onSaved();
      return true;
    });
    if (!done) setToggleProblem("failed");
  };
  const id = `campaign-${campaign.id}`;
  const total = campaign.claimsPerDay.reduce((sum, d) => sum + d.count, 0);
  return (
    <section aria-labelledby={id} className="ink-panel grid gap-4 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="break-all text-lg font-bold">
          {campaign.code}
        </h2>
        <p className="text-sm font-semibold" data-state={campaign.state}>
          {cm.states[campaign.state]}
        </p>
      </div>
      <p className="text-sm text-muted">
        {formatPlural(locale, cm.benefits[campaign.benefit.kind], campaign.benefit.amount)} ·{" "}
        {formatPlural(locale, cm.claimed, campaign.claimsCount, { max: campaign.maxClaims })} ·{" "}
        {format(cm.ends, { date: formatDate(campaign.expiresAt, locale) })}
      </p>
      <div>
        <StatsChart
          label={format(cm.chartLabel, { code: campaign.code })}
          values={campaign.claimsPerDay.map((d) => d.count)}
        />
        <details className="mt-2">
          <summary className="cursor-pointer text-sm font-semibold">
            {formatPlural(locale, cm.claimsTable, total)}
          </summary>
          <table className="mt-2 w-full text-sm">
            <ColumnHeads
              rowClassName="text-left text-muted"
              columns={[
                [cm.day, ""],
                [cm.count, "text-right"],
              ]}
            />
            <tbody>
              {campaign.claimsPerDay
                .filter((d) => d.count > 0)
                .map((d) => (
                  <tr key={d.day} className="border-t border-line">
                    <th scope="row" className="text-left font-normal">
                      {formatDate(d.day, locale)}
                    </th>
                    <td className="text-right tabular-nums">{d.count}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </details>
      </div>
      <form {...form.props} className="grid gap-3 sm:grid-cols-2">
        <SharedFields form={form} cm={cm} />
        <div className="grid gap-3 sm:col-span-2">
          <Problem problem={form.errors.form ?? toggleProblem} cm={cm} />
          <p className="flex flex-wrap gap-3">
            <button type="submit" className="btn btn-primary" disabled={form.busy}>
              {form.busy ? cm.saving : cm.save}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={form.busy || toggle.busy}
              onClick={togglePause}
            >
              {paused ? cm.resume : cm.pause}
            </button>
            {(form.errors.form ?? toggleProblem) === "conflict" ? (
              <button type="button" className="btn btn-secondary" onClick={onSaved}>
                {cm.reload}
              </button>
            ) : null}
          </p>
        </div>
      </form>
    </section>
  );
}

/** /admin/campaigns: create campaign gifts, edit them, pause or resume, and watch claims. */
export function CampaignsScreen() {
  const cm = useConsoleMessages().campaigns;
  const me = useStaff();
  const campaigns = useCampaigns(me.userId);
  return (
    <div className="grid gap-4">
      <p className="text-muted">{cm.lead}</p>
      <CreateForm onCreated={campaigns.reload} />
      <Loaded resource={campaigns} failed={cm.loadFailed} retry={cm.reload} loading={cm.loading}>
        {(list) =>
          list.map((campaign) => (
            <CampaignPanel
              key={`${campaign.id}:${campaign.editedAt}:${campaign.claimsCount}`}
              campaign={campaign}
              onSaved={campaigns.reload}
            />
          ))
        }
      </Loaded>
    </div>
  );
}
