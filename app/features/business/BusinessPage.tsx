import { useEffect, useState } from "react";
import { emailProblem, requiredProblem, textProblem } from "../../../contract/form-rules.ts";
import {
  BUDGET_RANGES,
  INBOX_LIMITS,
  type InquiryReceipt,
  PARTNERSHIP_KINDS,
} from "../../../contract/inbox.ts";
import { Field, SubmitButton } from "../../components/Field.tsx";
import { useLocale, useMessages } from "../../lib/i18n.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import {
  AttachmentPicker,
  Honeypot,
  type PickedFiles,
} from "../../platform/forms/AttachmentPicker.tsx";
import { FormProblem, SentNotice, useErrorText } from "../../platform/forms/FormParts.tsx";
import { SelectField, TextAreaField } from "../../platform/forms/fields.tsx";
import {
  type FieldErrorKey,
  fieldErrorsOf,
  formsApi,
  useAccountEmail,
} from "../../platform/forms/forms-api.ts";
import { useVisitorForm } from "../../platform/forms/use-visitor-form.ts";

const INITIAL = {
  company: "",
  name: "",
  role: "",
  email: "",
  country: "",
  partnership: "",
  budget: "",
  message: "",
  document: "",
};
type Values = typeof INITIAL;
const FIELDS = Object.keys(INITIAL) as (keyof Values)[];

const line = (max: number) => (value: string) => textProblem(value, { max, required: true });

/** /business: the kinds of partnership, then the enquiry form with an optional PDF. */
export function BusinessPage() {
  const m = useMessages();
  const b = m.businessPage;
  const f = m.forms;
  const locale = useLocale();
  const hydrated = useHydrated();
  const text = useErrorText();
  const accountEmail = useAccountEmail();
  const [file, setFile] = useState<PickedFiles>({ tokens: [], pending: false });
  const [sent, setSent] = useState<{ reference: string; email: string } | null>(null);
  const [round, setRound] = useState(0);

  const form = useVisitorForm<Values, FieldErrorKey, InquiryReceipt>({
    initial: INITIAL,
    schema: {
      company: line(INBOX_LIMITS.company),
      name: line(INBOX_LIMITS.name),
      role: line(INBOX_LIMITS.role),
      email: emailProblem,
      country: line(INBOX_LIMITS.country),
      partnership: requiredProblem,
      message: (value) =>
        textProblem(value, { max: INBOX_LIMITS.message, required: true, multiline: true }),
      document: () => (file.pending ? "uploading" : undefined),
    },
    send: (values, guard) =>
      formsApi.business({
        company: values.company,
        name: values.name,
        role: values.role,
        email: values.email.trim(),
        country: values.country,
        partnership: values.partnership,
        budget: values.budget || null,
        message: values.message,
        document: file.tokens[0] ?? null,
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
      <h1 className="text-4xl font-black sm:text-5xl">{m.pageTitle.business}</h1>
      <p className="mt-4 text-lg text-muted">{b.lead}</p>

      <section aria-labelledby="business-kinds" className="mt-12">
        <h2 id="business-kinds" className="text-2xl font-black">
          {b.kindsTitle}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {PARTNERSHIP_KINDS.map((kind) => (
            <li key={kind} className="ink-panel p-5">
              <h3 className="text-lg font-black">{b.kinds[kind].title}</h3>
              <p className="mt-2 text-muted">{b.kinds[kind].body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="business-form" className="mt-14">
        <h2 id="business-form" className="text-2xl font-black">
          {b.formTitle}
        </h2>
        {sent ? (
          <SentNotice
            title={b.sentTitle}
            body={b.sentBody}
            values={sent}
            again={b.another}
            onAgain={() => {
              setSent(null);
              form.setValues({ ...INITIAL, email: accountEmail ?? "" });
              setFile({ tokens: [], pending: false });
              setRound((n) => n + 1);
            }}
          />
        ) : (
          <form {...form.props} className="mt-6 grid gap-5" aria-label={b.formTitle}>
            <FormProblem errors={form.errors} />
            <div className="grid gap-5 sm:grid-cols-2">
              <Field
                label={b.company}
                autoComplete="organization"
                error={err("company")}
                {...form.bind("company")}
              />
              <Field
                label={b.name}
                autoComplete="name"
                error={err("name")}
                {...form.bind("name")}
              />
              <Field
                label={b.role}
                autoComplete="organization-title"
                error={err("role")}
                {...form.bind("role")}
              />
              <Field
                label={b.email}
                type="email"
                autoComplete="email"
                error={err("email")}
                {...form.bind("email")}
              />
              <Field
                label={b.country}
                autoComplete="country-name"
                error={err("country")}
                {...form.bind("country")}
              />
              <SelectField
                label={b.partnership}
                placeholder={f.choose}
                options={PARTNERSHIP_KINDS.map((kind) => [kind, b.kinds[kind].title] as const)}
                error={err("partnership")}
                {...form.bind("partnership")}
              />
              <SelectField
                label={`${b.budget} ${f.optional}`}
                placeholder={b.budgetNone}
                options={BUDGET_RANGES.map((range) => [range, b.budgets[range]] as const)}
                error={err("budget")}
                {...form.bind("budget")}
              />
            </div>
            <TextAreaField
              label={b.message}
              hint={b.messageHint}
              rows={7}
              error={err("message")}
              {...form.bind("message")}
            />
            <AttachmentPicker
              key={round}
              purpose="document"
              max={INBOX_LIMITS.documents}
              name="document"
              label={`${b.document} ${f.optional}`}
              hint={b.documentHint}
              error={err("document")}
              onChange={setFile}
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
    </main>
  );
}
