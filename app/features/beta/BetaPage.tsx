import { emailProblem, requiredProblem, textProblem } from "../../../contract/form-rules.ts";
import { INBOX_LIMITS, INQUIRY_APPS, INQUIRY_PLATFORMS } from "../../../contract/inbox.ts";
import { APP_NAMES } from "../../../contract/releases.ts";
import { CheckboxField, Field, TextAreaField } from "../../components/Field.tsx";
import { Page, PageSection } from "../../components/Page.tsx";
import { formatDateTime } from "../../lib/format.ts";
import { format, useLocale, useMessages } from "../../lib/i18n.tsx";
import { useAppState } from "../../lib/store.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useResource } from "../../lib/use-resource.ts";
import { ChoiceField, SentNotice, VisitorForm } from "../../platform/forms/FormParts.tsx";
import { formsApi } from "../../platform/forms/forms-api.ts";
import { useInquiryForm } from "../../platform/forms/use-inquiry-form.ts";

const INITIAL = {
  app: "",
  platform: "",
  device: "",
  osVersion: "",
  email: "",
  drawing: "",
  consent: "",
};

/** /beta: what testers get and give per app and platform, the application, and mine. */
export function BetaPage() {
  const m = useMessages();
  const b = m.betaPage;
  const f = m.forms;
  const locale = useLocale();
  const hydrated = useHydrated();
  const userId = useAppState((s) => s.userInfo?.id ?? null);
  const { form, sent, again, field } = useInquiryForm({
    initial: INITIAL,
    schema: {
      app: requiredProblem,
      platform: requiredProblem,
      device: (value) => textProblem(value, { max: INBOX_LIMITS.device, required: true }),
      osVersion: (value) => textProblem(value, { max: INBOX_LIMITS.osVersion, required: true }),
      email: emailProblem,
      drawing: (value) =>
        textProblem(value, { max: INBOX_LIMITS.drawing, required: true, multiline: true }),
      consent: (value) => (value === "yes" ? undefined : "consent"),
    },
    send: ({ consent, ...body }) => formsApi.beta({ ...body, consent: consent === "yes" }),
  });
  const mine = useResource(
    formsApi.myBeta,
    userId === null ? null : `${userId}|${sent?.reference ?? ""}`,
  );

  return (
    <Page title={m.pageTitle.beta} lead={b.lead}>
      <PageSection id="beta-apps" title={b.appsTitle}>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {INQUIRY_APPS.map((app) => (
            <li key={app} className="ink-panel p-5">
              <h3 className="text-lg font-black">{APP_NAMES[app]}</h3>
              <p className="mt-2">{b.apps[app]}</p>
              <dl className="mt-3 grid gap-1 text-sm text-muted">
                {INQUIRY_PLATFORMS.map((platform) => (
                  <div key={platform}>
                    <dt className="inline font-semibold">{f.platforms[platform]}: </dt>
                    <dd className="inline">{b.platforms[platform]}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          {(
            [
              ["getTitle", "get"],
              ["giveTitle", "give"],
            ] as const
          ).map(([title, list]) => (
            <div key={list} className="ink-panel p-5">
              <h3 className="text-lg font-black">{b[title]}</h3>
              <ul className="mt-2 list-disc pl-5">
                {b[list].map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </PageSection>

      <PageSection id="beta-form" title={b.formTitle} lead={b.formLead} className="mt-14">
        {sent ? (
          <SentNotice words={b} values={sent} onAgain={again} />
        ) : (
          <VisitorForm form={form} label={b.formTitle} send={b.send}>
            <div className="grid gap-5 sm:grid-cols-2">
              <ChoiceField
                label={b.app}
                choices={INQUIRY_APPS}
                words={(app) => APP_NAMES[app]}
                {...field("app")}
              />
              <ChoiceField
                label={b.platform}
                choices={INQUIRY_PLATFORMS}
                words={(platform) => f.platforms[platform]}
                {...field("platform")}
              />
              <Field label={b.device} hint={b.deviceHint} {...field("device")} />
              <Field label={b.osVersion} hint={b.osVersionHint} {...field("osVersion")} />
            </div>
            <Field
              label={b.email}
              hint={b.emailHint}
              type="email"
              autoComplete="email"
              {...field("email")}
            />
            <TextAreaField label={b.drawing} hint={b.drawingHint} rows={4} {...field("drawing")} />
            <CheckboxField
              name="consent"
              label={b.consent}
              checked={form.values.consent === "yes"}
              error={field("consent").error}
              onChange={(checked) => form.set("consent", checked ? "yes" : "")}
            />
          </VisitorForm>
        )}
      </PageSection>

      <PageSection id="beta-mine" title={b.mineTitle} className="mt-14">
        {!hydrated || userId === null ? (
          <p className="mt-2 text-muted">{b.mineLogIn}</p>
        ) : !mine.data ? (
          <p className="mt-2" role="status">
            {mine.failed ? m.forms.errors.generic : b.mineLoading}
          </p>
        ) : mine.data.length === 0 ? (
          <p className="mt-2 text-muted">{b.mineEmpty}</p>
        ) : (
          <ul className="mt-4 grid gap-3">
            {mine.data.map((application) => (
              <li
                key={application.reference}
                className="ink-panel flex flex-wrap items-center justify-between gap-2 p-4"
              >
                <span>
                  <span className="block font-bold">
                    {APP_NAMES[application.app]} · {f.platforms[application.platform]}
                  </span>
                  <span className="block text-sm text-muted">
                    {application.reference} ·{" "}
                    {format(b.appliedOn, {
                      date: formatDateTime(application.createdAt, locale),
                    })}
                  </span>
                </span>
                <span className="rounded-full border-2 border-fg px-3 py-0.5 text-sm font-bold">
                  {b.statuses[application.status]}
                </span>
              </li>
            ))}
          </ul>
        )}
      </PageSection>
    </Page>
  );
}
