import { useId, useState } from "react";
import type { MyGifts } from "../../../contract/gift.ts";
import { refusalOf } from "../../lib/envelope.ts";
import { formatDateTime } from "../../lib/format.ts";
import { format, useLocale, useMessages } from "../../lib/i18n.tsx";
import { showToast } from "../../lib/toast.ts";
import { useAction } from "../../lib/use-form.ts";
import { BenefitIcon, StateBadge, useBenefitText } from "./GiftCard.tsx";
import { giftApi } from "./gift-api.ts";
import { useShareLink } from "./use-share-link.ts";

type SentGift = MyGifts["sent"][number];

/** The gifts the visitor made, newest first; `fresh` marks the one just created. */
export function SentList({
  gifts,
  fresh,
  onChange,
}: {
  gifts: SentGift[] | null;
  fresh: string | null;
  onChange: () => void;
}) {
  const m = useMessages();
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-black">
        {m.giftPage.sentTitle}
      </h2>
      {gifts === null ? (
        <p className="mt-3" role="status">
          {m.accountPage.loading}
        </p>
      ) : gifts.length === 0 ? (
        <p className="mt-3 text-muted">{m.giftPage.noneSent}</p>
      ) : (
        <ul className="mt-4 grid gap-5">
          {gifts.map((gift) => (
            <SentGiftItem
              key={gift.code}
              gift={gift}
              fresh={gift.code === fresh}
              onChange={onChange}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One sent gift: its state, its link to pass on, revoking it, and who claimed it. */
function SentGiftItem({
  gift,
  fresh,
  onChange,
}: {
  gift: SentGift;
  fresh: boolean;
  onChange: () => void;
}) {
  const m = useMessages();
  const locale = useLocale();
  const benefitText = useBenefitText();
  const { link, linkId, canShare, copy, share, qr, toggleQr } = useShareLink(gift);
  const [confirming, setConfirming] = useState(false);
  const { busy, run } = useAction();
  const used = gift.maxClaims - gift.claimsLeft;

  async function revoke() {
    const response = await run(() => giftApi.revoke(gift.code));
    if (response && refusalOf(response) === null)
      showToast(m.giftPage.revokedDone, { icon: "success" });
    else showToast(m.giftPage.reasons.generic, { icon: "error" });
    setConfirming(false);
    onChange();
  }

  return (
    <li className={`ink-panel p-5 ${fresh ? "outline outline-3 outline-accent" : ""}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <BenefitIcon kind={gift.benefit.kind} className="h-10 w-10 shrink-0" />
          <div>
            <h3 className="text-lg font-black">{benefitText(gift.benefit)}</h3>
            <p className="text-sm text-muted">
              {format(m.giftPage.claims, { count: used, total: gift.maxClaims })}
              {" · "}
              {format(gift.state === "expired" ? m.giftPage.expiredOn : m.giftPage.expires, {
                date: formatDateTime(gift.expiresAt, locale),
              })}
            </p>
          </div>
        </div>
        <StateBadge state={gift.state} />
      </div>
      {gift.message ? (
        <p className="mt-3 whitespace-pre-line break-words border-l-4 border-line pl-3">
          {gift.message}
        </p>
      ) : null}
      {gift.state === "active" ? (
        <div className="mt-4 grid gap-3">
          <label htmlFor={linkId} className="text-sm font-bold">
            {m.giftPage.linkLabel}
          </label>
          <input
            id={linkId}
            readOnly
            value={link}
            onFocus={(e) => e.target.select()}
            className="field-input font-mono text-sm"
          />
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-primary text-sm" onClick={copy}>
              {m.giftPage.copy}
            </button>
            {canShare ? (
              <button type="button" className="btn btn-secondary text-sm" onClick={share}>
                {m.giftPage.share}
              </button>
            ) : null}
            <button
              type="button"
              className="btn btn-secondary text-sm"
              aria-expanded={Boolean(qr)}
              onClick={toggleQr}
            >
              {qr ? m.giftPage.hideQr : m.giftPage.showQr}
            </button>
            {confirming ? null : (
              <button
                type="button"
                className="btn btn-secondary text-sm"
                onClick={() => setConfirming(true)}
              >
                {m.giftPage.revoke}
              </button>
            )}
          </div>
          {qr ? (
            <img
              src={qr}
              alt={m.giftPage.qrAlt}
              width={176}
              height={176}
              className="rounded-md border-2 border-fg bg-white p-2"
            />
          ) : null}
          {confirming ? (
            <div
              role="alertdialog"
              aria-label={m.giftPage.revoke}
              className="rounded-md border-2 border-accent-text p-4"
            >
              <p>{m.giftPage.revokeConfirm}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn btn-danger text-sm"
                  disabled={busy}
                  onClick={revoke}
                >
                  {m.giftPage.revokeYes}
                </button>
                <button
                  type="button"
                  className="btn btn-secondary text-sm"
                  onClick={() => setConfirming(false)}
                >
                  {m.giftPage.cancel}
                </button>
              </div>
            </div>
          ) : null}
        </div>
      ) : null}
      <div className="mt-4 border-t-2 border-line pt-3">
        <h4 className="text-sm font-bold">{m.giftPage.claimedBy}</h4>
        {gift.claims.length === 0 ? (
          <p className="text-sm text-muted">{m.giftPage.noClaims}</p>
        ) : (
          <ul className="mt-1 grid gap-1 text-sm">
            {gift.claims.map((claim) => (
              <li
                key={`${claim.nickname}-${claim.claimedAt}`}
                className="flex flex-wrap justify-between gap-2"
              >
                <span className="font-semibold">{claim.nickname ?? m.giftPage.fromDeleted}</span>
                <span className="text-muted">
                  {format(m.giftPage.claimedOn, { date: formatDateTime(claim.claimedAt, locale) })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
