import { useEffect, useState } from "react";
import type { Envelope } from "../../../contract/envelope.ts";
import type { InquiryReceipt } from "../../../contract/inbox.ts";
import type { UiLocale } from "../../../contract/language.ts";
import { useLocale } from "../../lib/i18n.tsx";
import type { Schema } from "../../lib/use-form.ts";
import type { PickedFiles } from "./AttachmentPicker.tsx";
import { useErrorText } from "./FormParts.tsx";
import { type FieldErrorKey, fieldErrorsOf, useAccountEmail } from "./forms-api.ts";
import { type GuardFields, useVisitorForm } from "./use-visitor-form.ts";

const NO_FILES: PickedFiles = { tokens: [], pending: false };

/**
 * A visitor form that files an inquiry (support, business, beta) on top of useVisitorForm: its
 * body is its values in the visitor's language, the logged-in visitor's email filled in, the server's field refusals on their fields, the receipt
 * once sent, and "send another" starting again from clean values (and a fresh file picker).
 * `attachments` names the field whose files travel beside the values: it waits for uploads.
 */
export function useInquiryForm<V extends { email: string } & Record<string, string>>(options: {
  initial: V;
  schema: Schema<V, FieldErrorKey>;
  attachments?: keyof V & string;
  /** Sends the body (the values, the email trimmed, the language, the guard) and the files. */
  send: (
    body: V & { language: UiLocale } & GuardFields,
    files: string[],
  ) => Promise<Envelope<InquiryReceipt>>;
}) {
  const { initial, attachments } = options;
  const locale = useLocale();
  const text = useErrorText();
  const accountEmail = useAccountEmail();
  const [files, setFiles] = useState<PickedFiles>(NO_FILES);
  const [sent, setSent] = useState<{ reference: string; email: string } | null>(null);
  /** A new round mounts a new file picker, so the last submission's files are gone. */
  const [round, setRound] = useState(0);
  const fields = Object.keys(initial) as (keyof V & string)[];

  const form = useVisitorForm<V, FieldErrorKey, InquiryReceipt>({
    initial,
    schema: attachments
      ? { ...options.schema, [attachments]: () => (files.pending ? "uploading" : undefined) }
      : options.schema,
    send: (values, guard) =>
      options.send(
        { ...values, email: values.email.trim(), language: locale, ...guard },
        files.tokens,
      ),
    refusal: (response) => fieldErrorsOf<V>(response, fields),
    done: (receipt, values) =>
      setSent({ reference: receipt.reference, email: values.email.trim() }),
  });

  const { set, values } = form;
  useEffect(() => {
    if (accountEmail && !values.email) set("email", accountEmail);
  }, [accountEmail, values.email, set]);

  return {
    form,
    sent,
    again: () => {
      setSent(null);
      form.setValues({ ...initial, email: accountEmail ?? "" });
      setFiles(NO_FILES);
      setRound((n) => n + 1);
    },
    /** A text field's binding with its error in words. */
    field: (name: keyof V & string) => ({ error: text(form.errors[name]), ...form.bind(name) }),
    /** The key of the attachment picker: a new one starts afresh. */
    round,
    /** The attachment picker's binding. */
    picker: {
      name: attachments ?? "",
      error: attachments ? text(form.errors[attachments]) : undefined,
      onChange: setFiles,
    },
  };
}
