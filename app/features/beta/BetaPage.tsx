import { useEffect, useState } from "react";
import { emailProblem, requiredProblem, textProblem } from "../../../contract/form-rules.ts";
import {
  INBOX_LIMITS,
  INQUIRY_APPS,
  INQUIRY_PLATFORMS,
  type InquiryReceipt,
} from "../../../contract/inbox.ts";
import { Field, SubmitButton } from "../../components/Field.tsx";
import { formatDateTime } from "../../lib/format.ts";
import { format, useLocale, useMessages } from "../../lib/i18n.tsx";
import { useAppState } from "../../lib/store.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useResource } from "../../lib/use-resource.ts";
import { Honeypot } from "../../platform/forms/AttachmentPicker.tsx";
import { FormProblem, SentNotice, useErrorText } from "../../platform/forms/FormParts.tsx";
import { CheckboxField, SelectField, TextAreaField } from "../../platform/forms/fields.tsx";
import {
  type FieldErrorKey,
  fieldErrorsOf,
  formsApi,
  useAccountEmail,
} from "../../platform/forms/forms-api.ts";
import { useVisitorForm } from "../../platform/forms/use-visitor-form.ts";

const INITIAL = {
  app: "",
  platform: "",
  device: "",
  osVersion: "",
  email: "",
  drawing: "",
  consent: "",
};
type Values = typeof INITIAL;
const FIELDS = Object.keys(INITIAL) as (keyof Values)[];

/** /beta: what testers get and give per app and platform, the application, and mine. */
export function BetaPage() {
  const m = useMessages();
  const b = m.betaPage;
  const f = m.forms;
  const locale = useLocale();
  const hydrated = useHydrated();
  const text = useErrorText();
  const accountEmail = useAccountEmail();
  const userId = useAppState((s) => s.userInfo?.id ?? null);
  const [sent, setSent] = useState<{ reference: string; email: string } | null>(null);
  const mine = useResource(
    formsApi.myBeta,
    userId === null ? null : `${userId}|${sent?.reference ?? ""}`,
  );

  const form = useVisitorForm<Values, FieldErrorKey, InquiryReceipt>({
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
    send: (values, guard) =>
      formsApi.beta({
        app: values.app,
        platform: values.platform,
        device: values.device,
        osVersion: values.osVersion,
        email: values.email.trim(),
        drawing: values.drawing,
        consent: values.consent === "yes",
        language: locale,
        ...guard,
      }),
    refusal: (response) => fieldErrorsOf<Values>(response, FIELDS),
    done: (receipt, values) =>
      setSent({ reference: receipt.reference, email: values.email.trim() }),
  });

  const { set, values } = form;
  useEffect(() => {
    if (accountEmail && !values.email) set("email", accountEmail);
  }, [accountEmail, values.email, set]);

  const err = (name: keyof Values) => text(form.errors[name]);
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-4xl font-black sm:text-5xl">{m.pageTitle.beta}</h1>
      <p className="mt-4 text-lg text-muted">{b.lead}</p>

      <section aria-labelledby="beta-apps" className="mt-12">
        <h2 id="beta-apps" className="text-2xl font-black">
          {b.appsTitle}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {INQUIRY_APPS.map((app) => (
            <li key={app} className="ink-panel p-5">
              <h3 className="text-lg font-black">{f.apps[app]}</h3>
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
      </section>

      <section aria-labelledby="beta-form" className="mt-14">
        <h2 id="beta-form" className="text-2xl font-black">
          {b.formTitle}
        </h2>
        <p className="mt-2 text-muted">{b.formLead}</p>
        {sent ? (
          <SentNotice
            title={b.sentTitle}
            body={b.sentBody}
            values={sent}
            again={b.another}
            onAgain={() => {
              setSent(null);
              form.setValues({ ...INITIAL, email: accountEmail ?? "" });
            }}
          />
        ) : (
          <form {...form.props} className="mt-6 grid gap-5" aria-label={b.formTitle}>
            <FormProblem errors={form.errors} />
            <div className="grid gap-5 sm:grid-cols-2">
              <SelectField
                label={b.app}
                placeholder={f.choose}
                options={INQUIRY_APPS.map((app) => [app, f.apps[app]] as const)}
                error={err("app")}
                {...form.bind("app")}
              />
              <SelectField
                label={b.platform}
                placeholder={f.choose}
                options={INQUIRY_PLATFORMS.map((p) => [p, f.platforms[p]] as const)}
                error={err("platform")}
                {...form.bind("platform")}
              />
              <Field
                label={b.device}
                hint={b.deviceHint}
                error={err("device")}
                {...form.bind("device")}
              />
              <Field
                label={b.osVersion}
                hint={b.osVersionHint}
                error={err("osVersion")}
                {...form.bind("osVersion")}
              />
            </div>
            <Field
              label={b.email}
              hint={b.emailHint}
              type="email"
              autoComplete="email"
              error={err("email")}
              {...form.bind("email")}
            />
            <TextAreaField
              label={b.drawing}
              hint={b.drawingHint}
              rows={4}
              error={err("drawing")}
              {...form.bind("drawing")}
            />
            <CheckboxField
              name="consent"
              label={b.consent}
              checked={values.consent === "yes"}
              error={err("consent")}
              onChange={(checked) => set("consent", checked ? "yes" : "")}
            />
            <Honeypot label={f.honeypot} {...form.honeypot} />
            {form.solving ? (
              <p className="text-sm text-muted" role="status">
                {f.solving}
              </p>
            ) : null}
            <div>
              <SubmitButton
                busy={form.busy}
                ready={hydrated}
                label={b.send}
                busyLabel={f.sending}
                className="btn btn-primary w-full sm:w-auto"
              />
            </div>
          </form>
        )}
      </section>

      <section aria-labelledby="beta-mine" className="mt-14">
        <h2 id="beta-mine" className="text-2xl font-black">
          {b.mineTitle}
        </h2>
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
                    {f.apps[application.app]} · {f.platforms[application.platform]}
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
      </section>
    </main>
  );
}
