import { useState } from "react";
import { Link } from "react-router";
import { FormAlert } from "../../components/Field.tsx";
import { useMessages } from "../../lib/i18n.tsx";
import { RequireUser } from "../../platform/login/RequireUser.tsx";
import { CreateGift } from "./CreateGift.tsx";
import { ReceivedGifts } from "./ReceivedGifts.tsx";
import { SentList } from "./SentGifts.tsx";
import { useMyGifts } from "./use-my-gifts.ts";

/** /gift/manage: create gift links, share and revoke them, see claims, received gifts, rewards. */
export function GiftManage() {
  const m = useMessages();
  const mine = useMyGifts();
  const [fresh, setFresh] = useState<string | null>(null);
  const activeCount = mine.data?.sent.filter((g) => g.state === "active").length ?? 0;
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
      <RequireUser reason={m.giftPage.loginToManage} className="mt-8 grid max-w-xl gap-4">
        {() => (
          <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
            <CreateGift
              activeCount={activeCount}
              onCreated={(code) => {
                setFresh(code);
                mine.reload();
              }}
            />
            <div className="grid gap-8">
              {mine.failed ? <FormAlert>{m.giftPage.reasons.generic}</FormAlert> : null}
              <SentList gifts={mine.data?.sent ?? null} fresh={fresh} onChange={mine.reload} />
              <ReceivedGifts mine={mine.data} />
            </div>
          </div>
        )}
      </RequireUser>
    </main>
  );
}
