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
