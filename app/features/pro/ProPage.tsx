import { Form, Link } from "react-router";
import { formatPrice, PRO_PLANS, type ProPrice } from "../../../contract/pro.ts";
import { APP_NAMES } from "../../../contract/releases.ts";
import { PageMain, PageSection } from "../../components/Page.tsx";
import { formatDate } from "../../lib/format.ts";
import { format, useLocale, useMessages } from "../../lib/i18n.tsx";
import type { ProData } from "./pro.server.ts";

const ROWS = ["dolls", "posing", "assets", "advanced", "cloud", "sync"] as const;
const STORES = ["appstore", "googleplay", "huawei"] as const;

/** Region names in the visitor's language (JP → 日本), or the code where none is known. */
function regionNamer(locale: string): (region: string) => string {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: "region" });
  } catch {
    names = null;
  }
  return (region) => {
    try {
      return names?.of(region) ?? region;
    } catch {
      return region;
    }
  };
}

/**
 * /pro (issue 31): what each app gives free and what Pro adds, as a table a phone can read; the
 * price where an operator entered one for the visitor's region; how to subscribe and cancel.
 */
export function ProPage({ region, regions, prices, figures }: ProData) {
  const m = useMessages();
  const p = m.proPage;
  const said = (text: string) => format(text, figures);
  return (
    <PageMain>
      <h1 className="text-4xl font-black sm:text-5xl">{p.title}</h1>
      <p className="mt-4 max-w-prose text-lg text-muted">{said(p.lead)}</p>
      <p className="mt-6 flex flex-wrap gap-3">
        <Link to="/download" className="btn btn-primary">
          {p.download}
        </Link>
        <Link to="/pose" className="btn btn-secondary">
          {p.tryWeb}
        </Link>
      </p>

      <PageSection id="compare" title={p.compareTitle}>
        {/* Three short columns fit a 360 px phone; the feature's words wrap in the first. */}
        <table className="mt-4 w-full border-collapse text-left text-sm sm:text-base">
          <thead>
            <tr className="border-b-2 border-fg">
              <th scope="col" className="py-2 pr-3">
                {p.feature}
              </th>
              <th scope="col" className="w-[26%] px-2 py-2">
                {p.free}
              </th>
              <th scope="col" className="w-[26%] py-2 pl-2">
                {p.pro}
              </th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row} className="border-b border-line align-top">
                <th scope="row" className="py-3 pr-3 font-semibold">
                  {p.rows[row].feature}
                </th>
                <td className="px-2 py-3 text-muted">{said(p.rows[row].free)}</td>
                <td className="py-3 pl-2 font-bold">{said(p.rows[row].pro)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </PageSection>

      <PageSection id="other-apps" title={p.otherAppsTitle}>
        <p className="mt-3 max-w-prose">{p.brush}</p>
        <p className="mt-3 max-w-prose">{p.others}</p>
      </PageSection>

      <Prices region={region} regions={regions} prices={prices} />

      <PageSection id="subscribe" title={p.subscribeTitle}>
        <ol className="mt-3 grid max-w-prose list-decimal gap-2 pl-6">
          {p.subscribeSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="mt-3 max-w-prose text-muted">{p.giftNote}</p>
      </PageSection>

      <PageSection id="cancel" title={p.cancelTitle} lead={p.cancelLead}>
        <dl className="mt-4 grid max-w-prose gap-4">
          {STORES.map((store) => (
            <div key={store}>
              <dt className="font-bold">{p.stores[store].name}</dt>
              <dd className="mt-1">{p.stores[store].steps}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 max-w-prose font-semibold">{p.deleteNote}</p>
        <p className="mt-4">
          <Link to="/faq#restore-pro-purchase" className="font-semibold underline">
            {p.restore}
          </Link>
        </p>
      </PageSection>
    </PageMain>
  );
}

/**
 * The prices in effect for one region. The picker is a GET form, so it works without JavaScript
 * and the address says which region is shown.
 */
function Prices({ region, regions, prices }: Omit<ProData, "figures">) {
  const m = useMessages();
  const p = m.proPage;
  const locale = useLocale();
  const byPlan = new Map<string, ProPrice>(prices.map((price) => [price.plan, price]));
  const regionName = regionNamer(locale);
  const choices = region && !regions.includes(region) ? [region, ...regions] : regions;
  return (
    <PageSection id="prices" title={p.pricesTitle} lead={p.pricesLead}>
      {choices.length ? (
        <Form method="get" className="mt-4 flex flex-wrap items-end gap-2" preventScrollReset>
          <label className="grid gap-1 font-semibold">
            {p.region}
            <select name="region" defaultValue={region} className="field-input min-w-48">
              {region ? null : <option value="">{p.chooseRegion}</option>}
              {choices.map((code) => (
                <option key={code} value={code}>
                  {regionName(code)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn btn-secondary">
            {p.show}
          </button>
        </Form>
      ) : null}
      {byPlan.size ? (
        <dl className="mt-4 grid max-w-prose gap-2">
          {PRO_PLANS.flatMap((plan) => {
            const price = byPlan.get(plan);
            return price
              ? [
                  <div key={plan} className="flex flex-wrap items-baseline gap-x-3">
                    <dt className="font-bold">
                      {APP_NAMES[price.app]} · {p[plan]}
                    </dt>
                    <dd className="text-2xl font-black">
                      {formatPrice(price.amount, price.currency, locale)}
                    </dd>
                    <dd className="text-sm text-muted">
                      {format(p.since, { date: formatDate(price.since, locale) })}
                    </dd>
                  </div>,
                ]
              : [];
          })}
        </dl>
      ) : (
        <p className="mt-4 max-w-prose">
          {region ? format(p.noPrice, { region: regionName(region) }) : p.noRegion}
        </p>
      )}
    </PageSection>
  );
}
