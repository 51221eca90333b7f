import { type ReactNode, useCallback, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import {
  GIFT_CODE_PATTERN,
  type GiftClaimResult,
  type GiftInfo,
  type GiftRefusal,
  type GiftRefusalReason,
  type GiftState,
} from "../../../contract/gift.ts";
import { FormAlert } from "../../components/Field.tsx";
import { dataOf, refusalOf } from "../../lib/envelope.ts";
import { formatPlural, useLocale, useMessages } from "../../lib/i18n.tsx";
import { useAppState } from "../../lib/store.ts";
import { useAction } from "../../lib/use-form.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useResource } from "../../lib/use-resource.ts";
import { LoginForm } from "../../platform/login/LoginForm.tsx";
import { GiftCard, useBenefitText } from "./GiftCard.tsx";
import { CodeEntry, HowItWorks, Programme } from "./GiftProgramme.tsx";
import { giftApi, giftProblemOf, giftProblemOfRefusal } from "./gift-api.ts";

const STATE_REASON: Record<Exclude<GiftState, "active">, GiftRefusalReason> = {
  claimed: "none_left",
  expired: "expired",
  revoked: "revoked",
};

/**
 * The invitation home screen (/gift). With `?code=` it shows that gift and claims it — a
 * logged-out visitor logs in or signs up in place and the claim follows without another
 * click. Without a code it explains the programme and lists the visitor's active gifts.
 */
export function GiftHome() {
  const m = useMessages();
  const [params] = useSearchParams();
  const code = params.get("code")?.trim() ?? "";
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-4xl font-black leading-tight sm:text-5xl">{m.giftPage.title}</h1>
      <p className="mt-3 max-w-prose text-lg text-muted">{m.giftPage.lead}</p>
      {code ? <GiftByCode key={code} code={code} /> : <Programme />}
    </main>
  );
}

type Problem = GiftRefusalReason | "generic";

function GiftByCode({ code }: { code: string }) {
  const m = useMessages();
  const hydrated = useHydrated();
  const user = useAppState((s) => s.userInfo);
  const [claimed, setClaimed] = useState<GiftClaimResult | null>(null);
  const { busy, run } = useAction();
  const resultRef = useRef<HTMLDivElement>(null);
  const userId = user?.id ?? null;
  // A truncated or mangled code names no gift: say so without asking the server.
  const valid = GIFT_CODE_PATTERN.test(code);
  // The viewer part of the answer changes with the login, so a login reads the gift again.
  const read = useResource<GiftInfo, GiftRefusal>(
    () => giftApi.info(code),
    hydrated && valid ? `${code}|${userId ?? ""}` : null,
  );
  /** What the read last answered: a claim's answer stands until the next one. */
  const answer = read.failed ? (read.refusal ?? read.reason) : read.data;
  const answerRef = useRef(answer);
  answerRef.current = answer;
  const [claim, setClaim] = useState<{
    answer: unknown;
    gift: GiftInfo | null;
    problem: Problem | null;
  } | null>(null);
  const readGift = (read.failed ? read.refusal?.gift : null) ?? read.data;
  const readProblem: Problem | null = !hydrated
    ? null
    : !valid
      ? "not_found"
      : read.failed
        ? giftProblemOfRefusal(read.refusal)
        : null;
  const current = claim && claim.answer === answer ? claim : null;
  const gift = (current ? current.gift : null) ?? readGift;
  const problem = current ? current.problem : readProblem;

  const claimGift = useCallback(async () => {
    const response = await run(() => giftApi.claim(code));
    const answer = answerRef.current;
    const result = response && dataOf(response);
    if (result) {
      setClaimed(result);
      setClaim({ answer, gift: result.gift, problem: null });
    } else if (response) {
      const refusal = refusalOf<GiftRefusal>(response);
      setClaim({ answer, gift: refusal?.gift ?? null, problem: giftProblemOf(response) });
    } else setClaim({ answer, gift: null, problem: "generic" });
    requestAnimationFrame(() => resultRef.current?.focus());
  }, [code, run]);

  const viewerReason: GiftRefusalReason | null = gift?.viewer?.claimed
    ? "already_claimed"
    : gift?.viewer?.isSender
      ? "own_gift"
      : null;
  const stateReason: GiftRefusalReason | null =
    gift && gift.state !== "active" ? (STATE_REASON[gift.state] ?? null) : null;
  const shownProblem = problem ?? (claimed ? null : (viewerReason ?? stateReason));
  const canClaim = gift?.state === "active" && !shownProblem && !claimed;

  return (
    <div className="mt-8 grid items-start gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <div>
        {!gift && !problem ? (
          <p role="status" className="ink-panel p-6">
            {m.giftPage.loading}
          </p>
        ) : null}
        {gift ? (
          <GiftCard gift={gift}>
            <div ref={resultRef} tabIndex={-1} className="outline-none" aria-live="polite">
              {claimed ? <ClaimSuccess result={claimed} /> : null}
              {shownProblem === "already_claimed" ? <AlreadyYours /> : null}
              {shownProblem && shownProblem !== "already_claimed" ? (
                <FormAlert>
                  {m.giftPage.reasons[shownProblem === "not_owner" ? "generic" : shownProblem]}
                </FormAlert>
              ) : null}
              {shownProblem === "own_gift" ? (
                <p className="mt-3">
                  <Link to="/gift/manage" className="font-semibold underline">
                    {m.giftPage.manage}
                  </Link>
                </p>
              ) : null}
            </div>
            {canClaim && user ? (
              <button
                type="button"
                className="btn btn-primary w-full text-lg"
                disabled={busy}
                aria-busy={busy}
                onClick={claimGift}
              >
                {busy ? m.giftPage.claiming : m.giftPage.claim}
              </button>
            ) : null}
          </GiftCard>
        ) : null}
        {!gift && problem ? (
          <div className="ink-panel grid gap-4 p-6">
            <FormAlert>
              {m.giftPage.reasons[problem === "not_owner" ? "generic" : problem]}
            </FormAlert>
            <CodeEntry />
          </div>
        ) : null}
      </div>
      {canClaim && !user && hydrated ? (
        <div className="grid gap-3">
          <p className="font-semibold">{m.giftPage.loginToClaim}</p>
          <LoginForm initialMode="register" onDone={() => void claimGift()} />
        </div>
      ) : (
        <HowItWorks compact />
      )}
    </div>
  );
}

/**
 * A friend reopening a gift they already claimed: nothing went wrong, the reward is theirs.
 * Said as a calm state with the way to use it, not as a red error.
 */
function AlreadyYours() {
  const m = useMessages();
  return (
    <RewardCard
      testId="gift-have-it"
      title={
        <>
          <svg
            viewBox="0 0 24 24"
            className="h-6 w-6 shrink-0 text-success-text"
            aria-hidden="true"
          >
            <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
            <path
              d="m7 12 3.5 3.5L17 9"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
            />
          </svg>
          {m.giftPage.haveItTitle}
        </>
      }
      action={m.giftPage.openApp}
    >
      <p className="mt-1">{m.giftPage.haveItBody}</p>
    </RewardCard>
  );
}

/** A reward that is the visitor's: what it is, then the way to the app that uses it. */
function RewardCard({
  title,
  action,
  testId,
  children,
}: {
  title: ReactNode;
  action: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-md border-2 border-fg bg-surface p-4" data-testid={testId}>
      <p className="flex items-center gap-2 text-xl font-black">{title}</p>
      {children}
      <Link to="/download" className="btn btn-primary mt-4">
        {action}
      </Link>
    </div>
  );
}

function ClaimSuccess({ result }: { result: GiftClaimResult }) {
  const m = useMessages();
  const locale = useLocale();
  const benefitText = useBenefitText();
  return (
    <RewardCard title={m.giftPage.successTitle} action={m.giftPage.downloadApp}>
      <p className="mt-1">
        {formatPlural(locale, m.giftPage.successBody, result.reward.amount, {
          benefit: benefitText(result.reward),
        })}
      </p>
      <p className="mt-1 text-sm text-muted">{m.giftPage.useInApp}</p>
    </RewardCard>
  );
}
