import type { ReactNode } from "react";
import type { MyGifts } from "../../../contract/gift.ts";
import { formatDateTime } from "../../lib/format.ts";
import { format, useLocale, useMessages } from "../../lib/i18n.tsx";
import { BenefitIcon, useBenefitText } from "./GiftCard.tsx";

/** The gifts the visitor claimed and the rewards they brought. */
export function ReceivedGifts({ mine }: { mine: MyGifts | null }) {
  const m = useMessages();
  const locale = useLocale();
  const benefitText = useBenefitText();
  if (!mine) return null;
  return (
    <>
      <ListSection
        id="gifts-received"
        title={m.giftPage.receivedTitle}
        empty={mine.received.length === 0 ? m.giftPage.noneReceived : null}
      >
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
      </ListSection>
      <ListSection
        id="gifts-rewards"
        title={m.giftPage.rewardsTitle}
        empty={mine.rewards.length === 0 ? m.giftPage.noRewards : null}
      >
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
      </ListSection>
    </>
  );
}

/** A titled list, or the sentence that says it is empty. */
function ListSection({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-black">
        {title}
      </h2>
      {empty ? <p className="mt-3 text-muted">{empty}</p> : children}
    </section>
  );
}
