import { emailProblem, requiredProblem, textProblem } from "../../../contract/form-rules.ts";
import {
  INBOX_LIMITS,
  SUPPORT_APPS,
  SUPPORT_PLATFORMS,
  SUPPORT_TOPICS,
  type SupportTopic,
} from "../../../contract/inbox.ts";
import { Field, TextAreaField } from "../../components/Field.tsx";
import { useMessages } from "../../lib/i18n.tsx";
import type { Messages } from "../../locales/en-US.ts";
import { AttachmentPicker } from "../../platform/forms/AttachmentPicker.tsx";
import { appLabel } from "../../platform/forms/app-label.ts";
import { ChoiceField, SentNotice, VisitorForm } from "../../platform/forms/FormParts.tsx";
import { formsApi } from "../../platform/forms/forms-api.ts";
import { useInquiryForm } from "../../platform/forms/use-inquiry-form.ts";

const INITIAL = { topic: "", app: "", platform: "", email: "", message: "", screenshots: "" };

/** A topic's words ("other" is `somethingElse`: the catalogue reads `other` as a plural form). */
export function topicLabel(m: Messages, topic: SupportTopic): string {
  return topic === "other" ? m.supportPage.topics.somethingElse : m.supportPage.topics[topic];
}

/** The contact form: a support ticket with up to three screenshots (issue 18). */
export function ContactForm() {
  const m = useMessages();
  const s = m.supportPage;
  const f = m.forms;
  const { form, sent, again, field, round, picker } = useInquiryForm({
    initial: INITIAL,
    attachments: "screenshots",
    schema: {
      topic: requiredProblem,
      app: requiredProblem,
      platform: requiredProblem,
      email: emailProblem,
      message: (value: string) =>
        textProblem(value, { max: INBOX_LIMITS.message, required: true, multiline: true }),
    },
    send: (body, screenshots) => formsApi.ticket({ ...body, screenshots }),
  });

  if (sent) return <SentNotice words={s} values={sent} onAgain={again} />;
  return (
    <VisitorForm form={form} label={s.contactTitle} send={s.send}>
      <div className="grid gap-5 sm:grid-cols-3">
        <ChoiceField
          label={s.topic}
          choices={SUPPORT_TOPICS}
          words={(key) => topicLabel(m, key)}
          {...field("topic")}
        />
        <ChoiceField
          label={s.app}
          choices={SUPPORT_APPS}
          words={(key) => appLabel(m, key)}
          {...field("app")}
        />
        <ChoiceField
          label={s.platform}
          choices={SUPPORT_PLATFORMS}
          words={(key) => f.platforms[key]}
          {...field("platform")}
        />
      </div>
      <Field
        label={s.email}
        hint={s.emailHint}
        type="email"
        autoComplete="email"
        {...field("email")}
      />
      <TextAreaField label={s.message} hint={s.messageHint} rows={7} {...field("message")} />
      <AttachmentPicker
        key={round}
        purpose="screenshot"
        max={INBOX_LIMITS.screenshots}
        label={`${s.screenshots} ${f.optional}`}
        hint={s.screenshotsHint}
        {...picker}
      />
    </VisitorForm>
  );
}
