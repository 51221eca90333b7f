import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useState } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { Code } from "../../../contract/codes.ts";
import {
  GIFT_LIMITS,
  GIFT_TEMPLATES,
  type GiftTemplateId,
  giftLink,
  type MyGifts,
} from "../../../contract/gift.ts";
import { Field, FormAlert, SubmitButton } from "../../components/Field.tsx";
import { formatDateTime } from "../../lib/format.ts";
import { format, useLocale, useMessages } from "../../lib/i18n.tsx";
import { withoutPhraseMarks } from "../../lib/phrases.ts";
import type { RootData } from "../../lib/root-data.server.ts";
import { useAppState } from "../../lib/store.ts";
import { showToast } from "../../lib/toast.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { BenefitIcon, StateBadge, useBenefitText } from "./GiftCard.tsx";
import { giftApi, refusalOf } from "./gift-client.ts";

type SentGift = MyGifts["sent"][number];

/** /gift/manage: create gift links, share and revoke them, see claims, received gifts, rewards. */
export function GiftManage({ login }: { login: ReactNode }) {
  const m = useMessages();
  const hydrated = useHydrated();
  const user = useAppState((s) => s.userInfo);
  const [mine, setMine] = useState<MyGifts | null>(null);
  const [failed, setFailed] = useState(false);
  const [fresh, setFresh] = useState<string | null>(null);
  const userId = user?.id ?? null;

  const load = useCallback(async () => {
    try {
      const response = await giftApi.mine();
      if (response.code === Code.ok && response.data) {
        setMine(response.data);
        setFailed(false);
      } else setFailed(true);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    if (userId) void load();
    else setMine(null);
  }, [userId, load]);

  const activeCount = mine?.sent.filter((g) => g.state === "active").length ?? 0;
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <p className="text-sm font-semibold">
        <Link to="/gift" className="underline">
          {m.giftPage.title}
        </Link>
      </p>
      <h1 className="mt-2 text-4xl font-black leading-tight sm:text-5xl">
        {m.giftPage.manageTitle}
      </h1>
      <p className="mt-3 max-w-prose text-lg text-muted">{m.giftPage.manageLead}</p>
      {!hydrated ? (
        <p className="mt-8" role="status">
          {m.accountPage.loading}
        </p>
      ) : !user ? (
        <div className="mt-8 grid max-w-xl gap-4">
          <p className="font-semibold">{m.giftPage.loginToManage}</p>
          {login}
        </div>
      ) : (
        <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
          <CreateGift
            activeCount={activeCount}
            onCreated={(code) => {
              setFresh(code);
              void load();
            }}
          />
          <div className="grid gap-8">
            {failed ? <FormAlert>{m.giftPage.reasons.generic}</FormAlert> : null}
            <SentList gifts={mine?.sent ?? null} fresh={fresh} onChange={load} />
            <Received mine={mine} />
          </div>
        </div>
      )}
    </main>
  );
}

function CreateGift({
  activeCount,
  onCreated,
}: {
  activeCount: number;
  onCreated: (code: string) => void;
}) {
  const m = useMessages();
  const benefitText = useBenefitText();
  const headingId = useId();
  const [templateId, setTemplateId] = useState<GiftTemplateId>(GIFT_TEMPLATES[0].id);
  const [message, setMessage] = useState("");
  const [maxClaims, setMaxClaims] = useState("1");
  const [days, setDays] = useState("7");
  const [errors, setErrors] = useState<{ maxClaims?: boolean; days?: boolean; message?: boolean }>(
    {},
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const messageLength = [...message.trim()].length;
  const full = activeCount >= GIFT_LIMITS.maxActive;

  const whole = (value: string, max: number) =>
    /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= max;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      maxClaims: !whole(maxClaims, GIFT_LIMITS.maxClaims),
      days: !whole(days, GIFT_LIMITS.maxDays),
      message: messageLength > GIFT_LIMITS.maxMessage,
    };
    setErrors(found);
    setRefusal(null);
    if (found.maxClaims || found.days || found.message || busy) return;
    setBusy(true);
    try {
      const response = await giftApi.create({
        templateId,
        message: message.trim(),
        maxClaims: Number(maxClaims),
        expiresInDays: Number(days),
      });
      if (response.code === Code.ok && response.data) {
        setMessage("");
        showToast(m.giftPage.created, { icon: "success" });
        onCreated(response.data.code);
      } else {
        const reason = refusalOf(response)?.reason;
        setRefusal(
          reason === "too_many_active" || reason === "rate_limited" || reason === "unavailable"
            ? m.giftPage.reasons[reason]
            : m.giftPage.reasons.generic,
        );
      }
    } catch {
      setRefusal(m.auth.errors.network);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="ink-panel p-5 sm:p-7">
      <h2 id={headingId} className="text-2xl font-black">
        {m.giftPage.createTitle}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {format(m.giftPage.activeCount, { count: activeCount, max: GIFT_LIMITS.maxActive })}
      </p>
      <form method="post" noValidate onSubmit={submit} className="mt-5 grid gap-5">
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
                className={`flex cursor-pointer items-center gap-3 rounded-md border-2 p-3 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent ${templateId === template.id ? "border-fg bg-surface" : "border-line"}`}
              >
                <input
                  type="radio"
                  name="templateId"
                  value={template.id}
                  checked={templateId === template.id}
                  onChange={() => setTemplateId(template.id)}
                  className="h-5 w-5 shrink-0 accent-[var(--fg)]"
                />
                <BenefitIcon kind={template.benefit.kind} className="h-9 w-9 shrink-0" />
                <span className="font-bold">{benefitText(template.benefit)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <MessageField
          value={message}
          onChange={setMessage}
          invalid={Boolean(errors.message)}
          length={messageLength}
        />
        <div className="grid grid-cols-2 gap-4">
          <CountField
            label={m.giftPage.maxClaims}
            name="maxClaims"
            max={GIFT_LIMITS.maxClaims}
            value={maxClaims}
            onChange={setMaxClaims}
            invalid={Boolean(errors.maxClaims)}
          />
          <CountField
            label={m.giftPage.expiresIn}
            name="expiresInDays"
            max={GIFT_LIMITS.maxDays}
            value={days}
            onChange={setDays}
            invalid={Boolean(errors.days)}
          />
        </div>
        <SubmitButton
          busy={busy}
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
  length,
}: {
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
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
        aria-describedby={`${id}-count`}
        className="field-input mt-1.5 resize-y"
      />
      <p
        id={`${id}-count`}
        className={`mt-1 text-right text-sm ${invalid || length > GIFT_LIMITS.maxMessage ? "font-bold text-accent-text" : "text-muted"}`}
      >
        {format(m.giftPage.messageCount, { count: length, max: GIFT_LIMITS.maxMessage })}
      </p>
    </div>
  );
}

function SentList({
  gifts,
  fresh,
  onChange,
}: {
  gifts: SentGift[] | null;
  fresh: string | null;
  onChange: () => Promise<void>;
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

function SentGiftItem({
  gift,
  fresh,
  onChange,
}: {
  gift: SentGift;
  fresh: boolean;
  onChange: () => Promise<void>;
}) {
  const m = useMessages();
  const locale = useLocale();
  const root = useRouteLoaderData("root") as RootData | undefined;
  const benefitText = useBenefitText();
  const linkId = useId();
  const [qr, setQr] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [canShare, setCanShare] = useState(false);
  const link = giftLink(root?.origin ?? "", gift.code);
  const used = gift.maxClaims - gift.claimsLeft;

  useEffect(() => setCanShare(typeof navigator.share === "function"), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      showToast(m.giftPage.copied, { icon: "success" });
    } catch {
      document.getElementById(linkId)?.focus();
      (document.getElementById(linkId) as HTMLInputElement | null)?.select();
      showToast(m.giftPage.copyFailed, { icon: "error" });
    }
  }

  async function share() {
    const text = withoutPhraseMarks(
      format(m.giftPage.shareText, {
        benefit: benefitText(gift.benefit),
        site: root?.siteName ?? "",
      }),
    );
    await navigator.share({ title: text, text, url: link }).catch(() => {});
  }

  async function toggleQr() {
    if (qr) return setQr(null);
    const QRCode = await import("qrcode");
    const svg = await QRCode.toString(link, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
    setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
  }

  async function revoke() {
    setBusy(true);
    try {
      const response = await giftApi.revoke(gift.code);
      if (response.code === Code.ok) showToast(m.giftPage.revokedDone, { icon: "success" });
      else showToast(m.giftPage.reasons.generic, { icon: "error" });
      await onChange();
    } finally {
      setBusy(false);
      setConfirming(false);
    }
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

function Received({ mine }: { mine: MyGifts | null }) {
  const m = useMessages();
  const locale = useLocale();
  const benefitText = useBenefitText();
  if (!mine) return null;
  return (
    <>
      <section aria-labelledby="gifts-received">
        <h2 id="gifts-received" className="text-2xl font-black">
          {m.giftPage.receivedTitle}
        </h2>
        {mine.received.length === 0 ? (
          <p className="mt-3 text-muted">{m.giftPage.noneReceived}</p>
        ) : (
          <ul className="mt-3 grid gap-2">
            {mine.received.map(({ gift, claimedAt }) => (
              <li
                key={gift.code}
                className="flex items-center gap-3 rounded-md border-2 border-line p-3"
              >
                <BenefitIcon kind={gift.benefit.kind} className="h-8 w-8 shrink-0" />
                <span>
                  <span className="block font-bold">{benefitText(gift.benefit)}</span>
                  <span className="block text-sm text-muted">
                    {gift.sender ? format(m.giftPage.from, { name: gift.sender.nickname }) : null}
                    {gift.sender ? " · " : null}
                    {format(m.giftPage.claimedOn, { date: formatDateTime(claimedAt, locale) })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="gifts-rewards">
        <h2 id="gifts-rewards" className="text-2xl font-black">
          {m.giftPage.rewardsTitle}
        </h2>
        {mine.rewards.length === 0 ? (
          <p className="mt-3 text-muted">{m.giftPage.noRewards}</p>
        ) : (
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {mine.rewards.map((reward) => (
              <li
                key={`${reward.giftCode}-${reward.grantedAt}`}
                className="rounded-md border-2 border-fg p-3"
              >
                <span className="block font-black">{benefitText(reward)}</span>
                <span className="block text-sm text-muted">
                  {format(m.giftPage.grantedOn, { date: formatDateTime(reward.grantedAt, locale) })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
