import { useId } from "react";
import { Link, useNavigate } from "react-router";
import { Field } from "../../components/Field.tsx";
import { formatDateTime } from "../../lib/format.ts";
import { format, formatPlural, useLocale, useMessages } from "../../lib/i18n.tsx";
import { useAppState } from "../../lib/store.ts";
import { useForm } from "../../lib/use-form.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { BenefitIcon, useBenefitText } from "./GiftCard.tsx";
import { parseGiftCode } from "./gift-api.ts";
import { useMyGifts } from "./use-my-gifts.ts";

/** Opens a gift from its link or code, pasted or typed. */
export function CodeEntry() {
  const m = useMessages();
  const navigate = useNavigate();
  const form = useForm<{ code: string }, "invalid">({
    initial: { code: "" },
    schema: { code: (value) => (parseGiftCode(value) ? undefined : "invalid") },
    submit: async ({ code }) => {
      navigate(`/gift?code=${encodeURIComponent(parseGiftCode(code) ?? "")}`);
    },
  });
  return (
    // A plain GET to /gift before (and without) JavaScript.
    <form {...form.props} method="get" action="/gift" className="grid gap-3">
      <Field
        label={m.giftPage.codeLabel}
        hint={m.giftPage.codeHint}
        {...form.bind("code")}
        error={form.errors.code ? m.giftPage.codeInvalid : undefined}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        inputClassName="font-mono"
      />
      <button type="submit" className="btn btn-secondary justify-self-start">
        {m.giftPage.openCode}
      </button>
    </form>
  );
}

export function HowItWorks({ compact = false }: { compact?: boolean }) {
  const m = useMessages();
  const id = useId();
  return (
    <section aria-labelledby={id} className={compact ? "" : "mt-12"}>
      <h2 id={id} className="text-2xl font-black">
        {m.giftPage.howTitle}
      </h2>
      <ol className={`mt-4 grid gap-4 ${compact ? "" : "md:grid-cols-3"}`}>
        {m.giftPage.steps.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-md border-2 border-line p-4">
            <span
              aria-hidden="true"
              className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-fg font-black text-on-fg"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-bold">{step.title}</h3>
              <p className="mt-1 text-sm text-muted">{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-muted">{m.giftPage.rules}</p>
    </section>
  );
}

/** /gift without a code: open one, the visitor's active gifts, and how the programme works. */
export function Programme() {
  const m = useMessages();
  const locale = useLocale();
  const hydrated = useHydrated();
  const user = useAppState((s) => s.userInfo);
  const benefitText = useBenefitText();
  const mine = useMyGifts().data;
  const active = mine?.sent.filter((g) => g.state === "active") ?? [];
  return (
    <>
      <div className="mt-8 grid gap-8 md:grid-cols-2">
        <section className="ink-panel p-5 sm:p-7" aria-labelledby="gift-open">
          <h2 id="gift-open" className="sr-only">
            {m.giftPage.openCode}
          </h2>
          <CodeEntry />
        </section>
        <section className="ink-panel p-5 sm:p-7" aria-labelledby="gift-yours">
          <h2 id="gift-yours" className="text-xl font-black">
            {m.giftPage.yourGifts}
          </h2>
          {!hydrated ? null : !user ? (
            <p className="mt-3 text-muted">{m.giftPage.loginToCreate}</p>
          ) : active.length === 0 ? (
            <p className="mt-3 text-muted">{mine ? m.giftPage.noActive : m.accountPage.loading}</p>
          ) : (
            <ul className="mt-3 grid gap-2">
              {active.map((g) => (
                <li key={g.code} className="flex items-center gap-3">
                  <BenefitIcon kind={g.benefit.kind} className="h-8 w-8 shrink-0" />
                  <span>
                    <span className="block font-bold">{benefitText(g.benefit)}</span>
                    <span className="block text-sm text-muted">
                      {formatPlural(locale, m.giftPage.left, g.claimsLeft, {
                        left: g.claimsLeft,
                        total: g.maxClaims,
                      })}
                      {" · "}
                      {format(m.giftPage.expires, { date: formatDateTime(g.expiresAt, locale) })}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-5 flex flex-wrap gap-3">
            <Link to="/gift/manage" className="btn btn-primary">
              {user ? m.giftPage.createGift : m.websiteHeader.login}
            </Link>
            {user ? (
              <Link to="/gift/manage" className="btn btn-secondary">
                {m.giftPage.manage}
              </Link>
            ) : null}
          </p>
        </section>
      </div>
      <HowItWorks />
    </>
  );
}
