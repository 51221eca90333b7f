import { emailProblem, requiredProblem, textProblem } from "../../../contract/form-rules.ts";
import { BUDGET_RANGES, INBOX_LIMITS, PARTNERSHIP_KINDS } from "../../../contract/inbox.ts";
import { Field, SelectField, TextAreaField } from "../../components/Field.tsx";
import { Page, PageSection } from "../../components/Page.tsx";
import { useMessages } from "../../lib/i18n.tsx";
import { AttachmentPicker } from "../../platform/forms/AttachmentPicker.tsx";
import { ChoiceField, SentNotice, VisitorForm } from "../../platform/forms/FormParts.tsx";
import { formsApi } from "../../platform/forms/forms-api.ts";
import { useInquiryForm } from "../../platform/forms/use-inquiry-form.ts";

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

const line = (max: number) => (value: string) => textProblem(value, { max, required: true });

/** /business: the kinds of partnership, then the enquiry form with an optional PDF. */
export function BusinessPage() {
  const m = useMessages();
  const b = m.businessPage;
  const f = m.forms;
  const { form, sent, again, field, round, picker } = useInquiryForm({
    initial: INITIAL,
    attachments: "document",
    schema: {
      company: line(INBOX_LIMITS.company),
      name: line(INBOX_LIMITS.name),
      role: line(INBOX_LIMITS.role),
      email: emailProblem,
      country: line(INBOX_LIMITS.country),
      partnership: requiredProblem,
      message: (value) =>
        textProblem(value, { max: INBOX_LIMITS.message, required: true, multiline: true }),
    },
    send: (body, [document]) =>
      formsApi.business({ ...body, budget: body.budget || null, document: document ?? null }),
  });

  return (
    <Page title={m.pageTitle.business} lead={b.lead}>
      <PageSection id="business-kinds" title={b.kindsTitle}>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {PARTNERSHIP_KINDS.map((kind) => (
            <li key={kind} className="ink-panel p-5">
              <h3 className="text-lg font-black">{b.kinds[kind].title}</h3>
              <p className="mt-2 text-muted">{b.kinds[kind].body}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="business-form" title={b.formTitle} className="mt-14">
        {sent ? (
          <SentNotice words={b} values={sent} onAgain={again} />
        ) : (
          <VisitorForm form={form} label={b.formTitle} send={b.send}>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label={b.company} autoComplete="organization" {...field("company")} />
              <Field label={b.name} autoComplete="name" {...field("name")} />
              <Field label={b.role} autoComplete="organization-title" {...field("role")} />
              <Field label={b.email} type="email" autoComplete="email" {...field("email")} />
              <Field label={b.country} autoComplete="country-name" {...field("country")} />
              <ChoiceField
                label={b.partnership}
                choices={PARTNERSHIP_KINDS}
                words={(kind) => b.kinds[kind].title}
                {...field("partnership")}
              />
              <SelectField
                label={`${b.budget} ${f.optional}`}
                placeholder={b.budgetNone}
                options={BUDGET_RANGES.map((range) => [range, b.budgets[range]] as const)}
                {...field("budget")}
              />
            </div>
            <TextAreaField label={b.message} hint={b.messageHint} rows={7} {...field("message")} />
            <AttachmentPicker
              key={round}
              purpose="document"
              max={INBOX_LIMITS.documents}
              label={`${b.document} ${f.optional}`}
              hint={b.documentHint}
              {...picker}
            />
          </VisitorForm>
        )}
      </PageSection>
    </Page>
  );
}
