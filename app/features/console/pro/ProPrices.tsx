import { useId } from "react";
import {
  CURRENCY_PATTERN,
  formatPrice,
  PRO_APPS,
  PRO_PLANS,
  type ProApp,
  type ProPlan,
  parsePrice,
  REGION_PATTERN,
} from "../../../../contract/pro.ts";
import { APP_NAMES } from "../../../../contract/releases.ts";
import { Field, FormAlert, SelectField } from "../../../components/Field.tsx";
import { dataOf, refusalOf } from "../../../lib/envelope.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { format, useLocale } from "../../../lib/i18n.tsx";
import { showToast } from "../../../lib/toast.ts";
import { useAction, useForm } from "../../../lib/use-form.ts";
import { useResource } from "../../../lib/use-resource.ts";
import { useStaff } from "../ConsoleShell.tsx";
import { useConsoleMessages } from "../console-api.ts";
import { proApi } from "./pro-api.ts";

const button =
  "inline-flex min-h-11 items-center justify-center rounded-md border-2 border-fg px-3 text-sm font-semibold";

type Values = { app: string; plan: string; region: string; currency: string; amount: string };
type Problem = "region" | "currency" | "amount" | "failed" | "network";

const upper = (v: string) => v.trim().toUpperCase();
const RULES = {
  region: (v: string) => (REGION_PATTERN.test(upper(v)) ? undefined : "region"),
  currency: (v: string) => (CURRENCY_PATTERN.test(upper(v)) ? undefined : "currency"),
  amount: (v: string, values: Values) =>
    parsePrice(v, upper(values.currency) || "USD") === null ? "amount" : undefined,
} as const;

/** Pro prices per app, plan and region (issue 31): in effect, a new one, and the history. */
export function ProPrices() {
  const cm = useConsoleMessages().pro;
  const locale = useLocale();
  const staff = useStaff();
  const list = useResource(proApi.prices, staff.userId);
  const withdraw = useAction();
  const currentId = useId();
  const historyId = useId();
  const form = useForm<Values, Problem>({
    initial: { app: "doll", plan: "monthly", region: "", currency: "", amount: "" },
    schema: RULES,
    submit: async (values) => {
      const currency = upper(values.currency);
      const response = await proApi.change({
        app: values.app as ProApp,
        plan: values.plan as ProPlan,
        region: upper(values.region),
        currency,
        amount: parsePrice(values.amount, currency),
      });
      if (!dataOf(response)) {
        const field = refusalOf(response)?.field;
        return field === "region" || field === "currency" || field === "amount"
          ? { [field]: field }
          : { form: "failed" };
      }
      form.setValues({ ...values, amount: "" });
      showToast(cm.saved, { icon: "success" });
      list.reload();
    },
  });
  const end = (price: { app: ProApp; plan: ProPlan; region: string }) => {
    const named = { plan: cm.plans[price.plan], region: price.region };
    if (!window.confirm(format(cm.withdrawConfirm, named))) return;
    return withdraw.run(async () => {
      const { app, plan, region } = price;
      const response = await proApi.change({ app, plan, region, amount: null });
      if (dataOf(response)) showToast(cm.withdrawn, { icon: "success" });
      else showToast(cm.problems.failed, { icon: "error" });
      list.reload();
    });
  };
  const problem = (p: Problem | undefined) => (p ? cm.problems[p] : undefined);
  const data = list.data;

  return (
    <div className="grid gap-10">
      <p className="max-w-prose text-muted">{cm.lead}</p>
      <section aria-labelledby={currentId} className="grid gap-3">
        <h2 id={currentId} className="text-2xl font-black">
          {cm.current}
        </h2>
        {list.failed ? (
          <FormAlert>{cm.loadFailed}</FormAlert>
        ) : !data ? (
          <p role="status">{cm.loading}</p>
        ) : data.current.length === 0 ? (
          <p>{cm.none}</p>
        ) : (
          <ul className="grid gap-2">
            {data.current.map((price) => (
              <li
                key={`${price.app}-${price.plan}-${price.region}`}
                className="ink-panel flex flex-wrap items-center gap-x-4 gap-y-2 p-3"
              >
                <span className="font-bold">
                  {APP_NAMES[price.app]} · {cm.plans[price.plan]} · {price.region}
                </span>
                <span className="text-lg font-black">
                  {formatPrice(price.amount, price.currency, locale)}
                </span>
                <span className="text-sm text-muted">
                  {format(cm.since, { date: formatDateTime(price.since, locale) })}
                </span>
                <button
                  type="button"
                  className={`${button} ml-auto`}
                  disabled={withdraw.busy}
                  onClick={() => end(price)}
                  aria-label={format(cm.withdrawLabel, {
                    plan: cm.plans[price.plan],
                    region: price.region,
                  })}
                >
                  {cm.withdraw}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <form {...form.props} className="ink-panel grid gap-4 p-4" aria-label={cm.set}>
        <h2 className="text-2xl font-black">{cm.set}</h2>
        {form.errors.form ? <FormAlert>{problem(form.errors.form)}</FormAlert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={cm.app}
            options={PRO_APPS.map((app) => [app, APP_NAMES[app]] as const)}
            {...form.bind("app")}
          />
          <SelectField
            label={cm.plan}
            options={PRO_PLANS.map((plan) => [plan, cm.plans[plan]] as const)}
            {...form.bind("plan")}
          />
          <Field
            label={cm.region}
            hint={cm.regionHint}
            autoCapitalize="characters"
            maxLength={2}
            {...form.bind("region")}
            error={problem(form.errors.region)}
          />
          <Field
            label={cm.currency}
            hint={cm.currencyHint}
            autoCapitalize="characters"
            maxLength={3}
            {...form.bind("currency")}
            error={problem(form.errors.currency)}
          />
          <Field
            label={cm.amount}
            hint={cm.amountHint}
            inputMode="decimal"
            {...form.bind("amount")}
            error={problem(form.errors.amount)}
          />
        </div>
        <p>
          <button type="submit" className={`${button} bg-fg text-on-fg`} disabled={form.busy}>
            {cm.save}
          </button>
        </p>
      </form>

      <section aria-labelledby={historyId} className="grid gap-3">
        <h2 id={historyId} className="text-2xl font-black">
          {cm.history}
        </h2>
        {data?.history.length ? (
          <ol className="grid gap-1 text-sm">
            {data.history.map((change) => (
              <li key={change.id} className="flex flex-wrap gap-x-3 border-b border-line py-2">
                <time dateTime={change.since}>{formatDateTime(change.since, locale)}</time>
                <span className="font-semibold">
                  {APP_NAMES[change.app]} · {cm.plans[change.plan]} · {change.region}
                </span>
                <span>
                  {change.amount !== null && change.currency
                    ? formatPrice(change.amount, change.currency, locale)
                    : cm.withdrawnMark}
                </span>
                <span className="text-muted">{change.by}</span>
              </li>
            ))}
          </ol>
        ) : data ? (
          <p>{cm.none}</p>
        ) : null}
      </section>
    </div>
  );
}
