import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { APPLICATION_LIMITS, linksOf, linksProblem } from "../../../contract/careers.ts";
import type { Envelope } from "../../../contract/envelope.ts";
import { emailProblem, textProblem } from "../../../contract/form-rules.ts";
import { HONEYPOT_FIELD, INBOX_LIMITS, type InquiryReceipt } from "../../../contract/inbox.ts";
import { Field, FormAlert, TextAreaField } from "../../components/Field.tsx";
import { refusalOf } from "../../lib/envelope.ts";
import { format, useLocale, useMessages } from "../../lib/i18n.tsx";
import type { FormErrors } from "../../lib/use-form.ts";
import { AttachmentPicker } from "../../platform/forms/AttachmentPicker.tsx";
import { Honeypot } from "../../platform/forms/FormParts.tsx";
import { formsApi } from "../../platform/forms/forms-api.ts";
import { useVisitorForm, type VisitorFormError } from "../../platform/forms/use-visitor-form.ts";

type Values = {
  name: string;
  email: string;
  links: string;
  note: string;
  /** The CV's upload token once it is uploaded; "1" in cvPending while it is on its way. */
  cv: string;
  cvPending: string;
};

type Problem =
  | "required"
  | "email"
  | "tooLong"
  | "control"
  | "link"
  | "tooManyLinks"
  | "cvRequired"
  | "cvExpired"
  | "uploading"
  | "gone";

const initial: Values = { name: "", email: "", links: "", note: "", cv: "", cvPending: "" };

/**
 * A job application — for the position `position`, or general when it is null — through the
 * visitor form guard (ADR 0018): name, email, links, the CV as one PDF, a cover note. On success
 * the form gives way to the reference and where the confirmation went.
 */
export function ApplyForm({ position }: { position: string | null }) {
  const m = useMessages();
  const a = m.careersPage.apply;
  const locale = useLocale();
  const doneRef = useRef<HTMLHeadingElement>(null);
  const [done, setDone] = useState<{ reference: string; email: string } | null>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const form = useVisitorForm<Values, Problem, InquiryReceipt>({
    initial,
    schema: {
      name: (value) => textProblem(value, { max: INBOX_LIMITS.name, required: true }),
      email: (value) => emailProblem(value),
      links: (value) => linksProblem(value),
      note: (value) =>
        textProblem(value, { max: APPLICATION_LIMITS.noteMax, required: true, multiline: true }),
      cv: (value, values) => (values.cvPending ? "uploading" : value ? undefined : "cvRequired"),
    },
    send: (values, guard) =>
      formsApi.apply({
        position,
        name: values.name,
        email: values.email.trim(),
        links: linksOf(values.links),
        cv: values.cv,
        note: values.note,
        language: locale,
        challenge: guard.challenge,
        [HONEYPOT_FIELD]: guard[HONEYPOT_FIELD],
      }),
    refusal: (response: Envelope<InquiryReceipt>) => {
      const refusal = refusalOf(response);
      const reason = refusal?.reason;
      const field = refusal?.field ?? "";
      const errors: FormErrors<Values, Problem | VisitorFormError> = {};
      if (reason === "gone") errors.form = "gone";
      else if (reason === "upload_unknown") errors.cv = "cvExpired";
      else if (reason === "invalid_input") {
        const name = field.split(".")[0] ?? "";
        if (name === "links") errors.links = "link";
        else if (name === "email") errors.email = "email";
        else if (name === "name" || name === "note") errors[name] = "required";
        else if (name === "cv") errors.cv = "cvRequired";
        else return undefined;
      } else return undefined;
      return errors;
    },
    done: (receipt, values) =>
      setDone({ reference: receipt.reference, email: values.email.trim() }),
  });

  if (done) {
    return (
      <div className="ink-panel grid gap-2 p-4 sm:p-6" data-testid="application-sent">
        <h3 ref={doneRef} tabIndex={-1} className="text-xl font-black">
          {a.doneTitle}
        </h3>
        <p role="status">{format(a.doneBody, done)}</p>
      </div>
    );
  }

  const { errors, bind, set } = form;
  const text = (problem: Problem | VisitorFormError | "network" | undefined) => {
    if (!problem) return undefined;
    if (problem in a.errors) return a.errors[problem as keyof typeof a.errors];
    return m.forms.errors[problem as keyof typeof m.forms.errors];
  };

  return (
    <form {...form.props} className="grid max-w-2xl gap-5" data-testid="apply-form" noValidate>
      {errors.form ? (
        <FormAlert>
          {text(errors.form)}
          {errors.form === "gone" ? (
            <>
              {" "}
              <Link to="/careers" className="underline">
                {m.careersPage.seeOpen}
              </Link>
            </>
          ) : null}
        </FormAlert>
      ) : null}
      <Field
        label={a.name}
        autoComplete="name"
        maxLength={INBOX_LIMITS.name * 2}
        error={text(errors.name)}
        {...bind("name")}
      />
      <Field
        label={a.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={text(errors.email)}
        {...bind("email")}
      />
      <TextAreaField
        inputClassName=""
        label={`${a.links} ${m.forms.optional}`}
        hint={a.linksHint}
        rows={3}
        error={text(errors.links)}
        inputMode="url"
        spellCheck={false}
        {...bind("links")}
      />
      <AttachmentPicker
        purpose="document"
        max={1}
        name="cv"
        label={a.cv}
        hint={a.cvHint}
        error={text(errors.cv)}
        onChange={(files) => {
          set("cv", files.tokens[0] ?? "");
          set("cvPending", files.pending ? "1" : "");
        }}
      />
      <TextAreaField
        inputClassName=""
        label={a.note}
        hint={a.noteHint}
        rows={7}
        error={text(errors.note)}
        {...bind("note")}
      />
      <Honeypot label={m.forms.honeypot} {...form.honeypot} />
      <p className="text-sm text-muted">
        {a.privacy}{" "}
        <Link to="/privacy" className="underline">
          {m.pageTitle.privacy}
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn btn-primary" disabled={form.busy}>
          {form.busy ? m.forms.sending : a.submit}
        </button>
        {form.solving ? (
          <p role="status" className="text-sm text-muted">
            {m.forms.solving}
          </p>
        ) : null}
      </div>
    </form>
  );
}
