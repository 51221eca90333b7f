import { useId } from "react";
import { giftMessageProblem, wholeNumberProblem } from "../../../contract/form-rules.ts";
import {
  GIFT_LIMITS,
  GIFT_TEMPLATES,
  type GiftRefusalReason,
  type GiftTemplateId,
} from "../../../contract/gift.ts";
import { Field, FormAlert, SubmitButton } from "../../components/Field.tsx";
import { dataOf, refusalOf } from "../../lib/envelope.ts";
import { format, useMessages } from "../../lib/i18n.tsx";
import { showToast } from "../../lib/toast.ts";
import { useForm } from "../../lib/use-form.ts";
import { BenefitIcon, useBenefitText } from "./GiftCard.tsx";
import { giftApi } from "./gift-api.ts";

type Values = {
  templateId: GiftTemplateId;
  message: string;
  maxClaims: string;
  expiresInDays: string;
};
type Refusal = Extract<GiftRefusalReason, "too_many_active" | "rate_limited" | "unavailable">;
type Key = "range" | "long" | "control" | Refusal | "generic";

const COUNTS = [
  { name: "maxClaims", max: GIFT_LIMITS.maxClaims },
  { name: "expiresInDays", max: GIFT_LIMITS.maxDays },
] as const;

const REFUSALS: readonly string[] = ["too_many_active", "rate_limited", "unavailable"];

/** A new gift link: template, message, how many may claim it and for how long. */
export function CreateGift({
  activeCount,
  onCreated,
}: {
  activeCount: number;
  onCreated: (code: string) => void;
}) {
  const m = useMessages();
  const benefitText = useBenefitText();
  const headingId = useId();
  const form = useForm<Values, Key>({
    initial: { templateId: GIFT_TEMPLATES[0].id, message: "", maxClaims: "1", expiresInDays: "7" },
    schema: {
      message: giftMessageProblem,
      maxClaims: (value) => wholeNumberProblem(value, GIFT_LIMITS.maxClaims),
      expiresInDays: (value) => wholeNumberProblem(value, GIFT_LIMITS.maxDays),
    },
    submit: async (values) => {
      const response = await giftApi.create({
        templateId: values.templateId,
        message: values.message.trim(),
        maxClaims: Number(values.maxClaims),
        expiresInDays: Number(values.expiresInDays),
      });
      const gift = dataOf(response);
      if (!gift) {
        const reason = refusalOf(response)?.reason ?? "generic";
        return { form: REFUSALS.includes(reason) ? (reason as Refusal) : "generic" };
      }
      form.set("message", "");
      showToast(m.giftPage.created, { icon: "success" });
      onCreated(gift.code);
    },
  });
  const { values, errors } = form;
  const messageLength = [...values.message.trim()].length;
  const full = activeCount >= GIFT_LIMITS.maxActive;
  const refusal =
    errors.form === "network"
      ? m.auth.errors.network
      : errors.form &&
          errors.form !== "range" &&
          errors.form !== "long" &&
          errors.form !== "control"
        ? m.giftPage.reasons[errors.form]
        : null;

  return (
    <section aria-labelledby={headingId} className="ink-panel p-5 sm:p-7">
      <h2 id={headingId} className="text-2xl font-black">
        {m.giftPage.createTitle}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {format(m.giftPage.activeCount, { count: activeCount, max: GIFT_LIMITS.maxActive })}
      </p>
      <form {...form.props} className="mt-5 grid gap-5">
        {refusal ? <FormAlert>{refusal}</FormAlert> : null}
        {full ? (
          <p className="text-sm font-semibold">{m.giftPage.reasons.too_many_active}</p>
        ) : null}
        <fieldset>
          <legend className="font-bold">{m.giftPage.template}</legend>
          <div className="mt-2 grid gap-2">
            {GIFT_TEMPLATES.map((template) => (
              <label
                key={template.id}
                className={`flex cursor-pointer items-center gap-3 rounded-md border-2 p-3 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent ${values.templateId === template.id ? "border-fg bg-surface" : "border-line"}`}
              >
                <input
                  type="radio"
                  name="templateId"
                  value={template.id}
                  checked={values.templateId === template.id}
                  onChange={() => form.set("templateId", template.id)}
                  className="h-5 w-5 shrink-0 accent-[var(--fg)]"
                />
                <BenefitIcon kind={template.benefit.kind} className="h-9 w-9 shrink-0" />
                <span className="font-bold">{benefitText(template.benefit)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <MessageField
          value={values.message}
          onChange={(value) => form.set("message", value)}
          invalid={Boolean(errors.message)}
          error={errors.message === "control" ? m.giftPage.messageControl : undefined}
          length={messageLength}
        />
        <div className="grid grid-cols-2 gap-4">
          {COUNTS.map(({ name, max }) => (
            <CountField
              key={name}
              label={name === "maxClaims" ? m.giftPage.maxClaims : m.giftPage.expiresIn}
              name={name}
              max={max}
              value={values[name]}
              onChange={(value) => form.set(name, value)}
              invalid={Boolean(errors[name])}
            />
          ))}
        </div>
        <SubmitButton
          busy={form.busy}
          ready={!full}
          label={m.giftPage.create}
          busyLabel={m.auth.working}
        />
      </form>
    </section>
  );
}

/** A whole number from 1 to `max`; the range is the hint, and the error when it is not met. */
function CountField({
  label,
  name,
  max,
  value,
  onChange,
  invalid,
}: {
  label: string;
  name: string;
  max: number;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
}) {
  const m = useMessages();
  const range = format(m.giftPage.rangeHint, { min: 1, max });
  return (
    <Field
      label={label}
      hint={range}
      name={name}
      type="number"
      inputMode="numeric"
      min={1}
      max={max}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={invalid ? range : undefined}
    />
  );
}

function MessageField({
  value,
  onChange,
  invalid,
  error,
  length,
}: {
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  /** Said under the field; a message too long shows in the count instead. */
  error?: string;
  length: number;
}) {
  const m = useMessages();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-bold">
        {m.giftPage.message}
      </label>
      <textarea
        id={id}
        name="message"
        rows={3}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={error ? `${id}-count ${id}-error` : `${id}-count`}
        className="field-input mt-1.5 resize-y"
      />
      <p
        id={`${id}-count`}
        className={`mt-1 text-right text-sm ${invalid || length > GIFT_LIMITS.maxMessage ? "font-bold text-accent-text" : "text-muted"}`}
      >
        {format(m.giftPage.messageCount, { count: length, max: GIFT_LIMITS.maxMessage })}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-accent-text">
          {error}
        </p>
      ) : null}
    </div>
  );
}
