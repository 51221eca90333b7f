import { useEffect, useState } from "react";
import { emailProblem, requiredProblem, textProblem } from "../../../contract/form-rules.ts";
import {
  INBOX_LIMITS,
  type InquiryReceipt,
  SUPPORT_APPS,
  SUPPORT_PLATFORMS,
  SUPPORT_TOPICS,
  type SupportTopic,
} from "../../../contract/inbox.ts";
import { Field, SubmitButton } from "../../components/Field.tsx";
import { useLocale, useMessages } from "../../lib/i18n.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import type { Messages } from "../../locales/en-US.ts";
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

const INITIAL = { topic: "", app: "", platform: "", email: "", message: "", screenshots: "" };
type Values = typeof INITIAL;
const FIELDS = ["topic", "app", "platform", "email", "message", "screenshots"] as const;

/** A topic's words ("other" is `somethingElse`: the catalogue reads `other` as a plural form). */
export function topicLabel(m: Messages, topic: SupportTopic): string {
  return topic === "other" ? m.supportPage.topics.somethingElse : m.supportPage.topics[topic];
}

/** The contact form: a support ticket with up to three screenshots (issue 18). */
export function ContactForm() {
  const m = useMessages();
  const s = m.supportPage;
  const f = m.forms;
  const locale = useLocale();
  const hydrated = useHydrated();
  const text = useErrorText();
  const accountEmail = useAccountEmail();
  const [files, setFiles] = useState<PickedFiles>({ tokens: [], pending: false });
  const [sent, setSent] = useState<{ reference: string; email: string } | null>(null);
  const [round, setRound] = useState(0);

  const form = useVisitorForm<Values, FieldErrorKey, InquiryReceipt>({
    initial: INITIAL,
    schema: {
      topic: requiredProblem,
      app: requiredProblem,
      platform: requiredProblem,
      email: emailProblem,
      message: (value: string) =>
        textProblem(value, { max: INBOX_LIMITS.message, required: true, multiline: true }),
      screenshots: () => (files.pending ? "uploading" : undefined),
    },
    send: (values: Values, guard) =>
      formsApi.ticket({
        topic: values.topic,
        app: values.app,
        platform: values.platform,
        email: values.email.trim(),
        message: values.message,
        screenshots: files.tokens,
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

  if (sent) {
    return (
      <SentNotice
        title={s.sentTitle}
        body={s.sentBody}
        values={sent}
        again={s.another}
        onAgain={() => {
          setSent(null);
          form.setValues({ ...INITIAL, email: accountEmail ?? "" });
          setFiles({ tokens: [], pending: false });
          setRound((n) => n + 1);
        }}
      />
    );
  }

  const err = (name: keyof Values) => text(form.errors[name]);
  return (
    <form {...form.props} className="mt-6 grid gap-5" aria-label={s.contactTitle}>
      <FormProblem errors={form.errors} />
      <div className="grid gap-5 sm:grid-cols-3">
        <SelectField
          label={s.topic}
          placeholder={f.choose}
          options={SUPPORT_TOPICS.map((key) => [key, topicLabel(m, key)] as const)}
          error={err("topic")}
          {...form.bind("topic")}
        />
        <SelectField
          label={s.app}
          placeholder={f.choose}
          options={SUPPORT_APPS.map((key) => [key, f.apps[key]] as const)}
          error={err("app")}
          {...form.bind("app")}
        />
        <SelectField
          label={s.platform}
          placeholder={f.choose}
          options={SUPPORT_PLATFORMS.map((key) => [key, f.platforms[key]] as const)}
          error={err("platform")}
          {...form.bind("platform")}
        />
      </div>
      <Field
        label={s.email}
        hint={s.emailHint}
        type="email"
        autoComplete="email"
        error={err("email")}
        {...form.bind("email")}
      />
      <TextAreaField
        label={s.message}
        hint={s.messageHint}
        rows={7}
        error={err("message")}
        {...form.bind("message")}
      />
      <AttachmentPicker
        key={round}
        purpose="screenshot"
        max={INBOX_LIMITS.screenshots}
        name="screenshots"
        label={`${s.screenshots} ${f.optional}`}
        hint={s.screenshotsHint}
        error={err("screenshots")}
        onChange={setFiles}
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
          label={s.send}
          busyLabel={f.sending}
          className="btn btn-primary w-full sm:w-auto"
        />
      </div>
    </form>
  );
}
