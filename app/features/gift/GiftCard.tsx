import type { ReactNode } from "react";
import type { GiftBenefit, GiftBenefitKind, GiftState, GiftView } from "../../../contract/gift.ts";
import { formatDateTime } from "../../lib/format.ts";
import { format, formatPlural, useLocale, useMessages } from "../../lib/i18n.tsx";
import { useRootData } from "../../lib/root-data.ts";

export function useBenefitText() {
  const m = useMessages();
  const locale = useLocale();
  return (benefit: GiftBenefit) =>
    formatPlural(locale, m.giftPage.benefits[benefit.kind], benefit.amount, {
      amount: benefit.amount,
    });
}

/** Ink drawings for each kind of benefit: a Pro star, a posable doll, an AI spark. */
export function BenefitIcon({
  kind,
  className = "h-12 w-12",
}: {
  kind: GiftBenefitKind;
  className?: string;
}) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" fill="none">
      <rect x="2" y="2" width="44" height="44" rx="6" className="fill-fg" />
      {kind === "pro_days" ? (
        <path
          d="M24 10l4.2 8.6 9.4 1.3-6.8 6.6 1.6 9.4L24 31.4l-8.4 4.5 1.6-9.4-6.8-6.6 9.4-1.3Z"
          className="fill-accent"
        />
      ) : null}
      {kind === "doll_pack" ? (
        <g className="stroke-surface" strokeWidth="2.6" strokeLinecap="round">
          <circle cx="24" cy="12.5" r="3.8" className="fill-accent stroke-none" />
          <path d="M24 17.5v11M24 20l-8 5M24 20l8-3.5M24 28.5l-5 9.5M24 28.5l6 9" />
        </g>
      ) : null}
      {kind === "ai_credits" ? (
        <g>
          <path
            d="M22 9c1.4 7.6 4.4 10.6 12 12-7.6 1.4-10.6 4.4-12 12-1.4-7.6-4.4-10.6-12-12 7.6-1.4 10.6-4.4 12-12Z"
            className="fill-accent"
          />
          <path
            d="M35 29c.7 3.3 2 4.6 5.3 5.3-3.3.7-4.6 2-5.3 5.3-.7-3.3-2-4.6-5.3-5.3 3.3-.7 4.6-2 5.3-5.3Z"
            className="fill-surface"
          />
        </g>
      ) : null}
    </svg>
  );
}

const STATE_STYLE: Record<GiftState, string> = {
  active: "bg-fg text-on-fg",
  claimed: "border-2 border-fg",
  expired: "border-2 border-line text-muted",
  revoked: "border-2 border-accent-text text-accent-text",
};

export function StateBadge({ state }: { state: GiftState }) {
  const m = useMessages();
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold ${STATE_STYLE[state]}`}
    >
      {m.giftPage.states[state]}
    </span>
  );
}

/** The gift as its link shows it: benefit, sender, message, expiry, slots left, the real domain. */
export function GiftCard({ gift, children }: { gift: GiftView; children?: ReactNode }) {
  const m = useMessages();
  const locale = useLocale();
  const root = useRootData();
  const benefitText = useBenefitText();
  const ended = gift.state !== "active";
  const sender = gift.campaign
    ? format(m.giftPage.fromTeam, { site: root?.siteName ?? "" })
    : gift.sender
      ? format(m.giftPage.from, { name: gift.sender.nickname })
      : m.giftPage.fromDeleted;
  return (
    <article className="ink-panel overflow-hidden" aria-labelledby="gift-card-title">
      <div className="screentone border-b-2 border-fg p-5 sm:p-7">
        <div className="flex items-start justify-between gap-4">
          <BenefitIcon kind={gift.benefit.kind} className="h-16 w-16 shrink-0" />
          <StateBadge state={gift.state} />
        </div>
        <p className="mt-4 text-sm font-bold">{sender}</p>
        <h2
          id="gift-card-title"
          className={`mt-1 text-3xl font-black leading-tight ${ended ? "text-muted line-through decoration-2" : ""}`}
        >
          {benefitText(gift.benefit)}
        </h2>
        <p className="mt-2 text-muted">{m.giftPage.benefitInfo[gift.benefit.kind]}</p>
      </div>
      <div className="grid gap-4 p-5 sm:p-7">
        {gift.message ? (
          <blockquote className="whitespace-pre-line break-words border-l-4 border-accent pl-4 text-lg">
            {gift.message}
          </blockquote>
        ) : null}
        <ul className="grid gap-1 text-sm font-semibold sm:grid-cols-2 sm:gap-3">
          <li>
            {format(gift.state === "expired" ? m.giftPage.expiredOn : m.giftPage.expires, {
              date: formatDateTime(gift.expiresAt, locale),
            })}
          </li>
          <li>
            {formatPlural(locale, m.giftPage.left, gift.claimsLeft, {
              left: gift.claimsLeft,
              total: gift.maxClaims,
            })}
          </li>
        </ul>
        {children}
        <p className="flex gap-2 border-t-2 border-line pt-4 text-sm text-muted">
          <svg
            viewBox="0 0 24 24"
            className="mt-0.5 h-4 w-4 shrink-0"
            aria-hidden="true"
            fill="none"
          >
            <path
              d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5Z"
              stroke="currentColor"
              strokeWidth="2"
            />
            <path d="m8.5 12 2.5 2.5 4.5-5" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span>{format(m.giftPage.official, { domain: root?.shell.domain ?? "" })}</span>
        </p>
      </div>
    </article>
  );
}
