import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Code } from "../../../contract/codes.ts";
import { FormAlert } from "../../components/Field.tsx";
import { Page } from "../../components/Page.tsx";
import { api } from "../../lib/api-client.ts";
import { dataOf } from "../../lib/envelope.ts";
import { format, useMessages } from "../../lib/i18n.tsx";
import { local } from "../../lib/storage.ts";
import { appStore, useAppState } from "../../lib/store.ts";
import { useAction } from "../../lib/use-form.ts";
import { refreshUserInfo } from "../../platform/startup/startup.ts";
import { emailApi } from "./account-api.ts";

type Outcome = { confirmed: string; purpose: string } | "invalid" | "network";

/**
 * The page the emailed link opens (`/verify-email?token=…`). The address is confirmed by a button,
 * not on load: a mail scanner that fetches every link must not use up the owner's link.
 */
export function VerifyEmailPage() {
  const messages = useMessages();
  const m = messages.emailPage;
  const [search] = useSearchParams();
  const [token] = useState(() => search.get("token") ?? "");
  const user = useAppState((s) => s.userInfo);
  const action = useAction();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const result = useRef<HTMLDivElement>(null);

  // The token leaves the address bar at once: nothing that reads the address later (a script
  // allowed by consent, a shared screen, the history) gets it. The page keeps it in memory.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has("token")) return;
    url.searchParams.delete("token");
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}`);
  }, []);
  // The button that was pressed is gone: focus moves to what happened.
  useEffect(() => {
    if (outcome) result.current?.focus();
  }, [outcome]);

  const confirm = () =>
    action.run(async () => {
      const response = await emailApi.verify(token);
      const data = dataOf(response);
      if (data) {
        setOutcome({ confirmed: data.email, purpose: data.purpose });
        // The header's notice and the account page read the stored account: fetch it afresh.
        await refreshUserInfo({ store: appStore, storage: local, api });
      } else {
        setOutcome(
          response.code === Code.gone || response.code === Code.badRequest ? "invalid" : "network",
        );
      }
    });

  let body: ReactNode;
  if (!token) body = <FormAlert>{m.missing}</FormAlert>;
  else if (outcome && typeof outcome === "object") {
    body = (
      <div ref={result} tabIndex={-1} className="mt-8 grid gap-4 outline-none">
        <p role="status" className="text-lg font-bold">
          {format(m.confirmed, { email: outcome.confirmed })}
        </p>
        {outcome.purpose === "reset" ? <p>{m.resetNext}</p> : null}
        <p className="flex flex-wrap gap-3">
          {outcome.purpose === "reset" ? (
            <Link to="/login?mode=forgot" className="btn btn-primary">
              {m.resetLink}
            </Link>
          ) : (
            <Link to="/pose" className="btn btn-primary">
              {m.continue}
            </Link>
          )}
          {user ? (
            <Link to="/account" className="btn btn-secondary">
              {m.toAccount}
            </Link>
          ) : null}
        </p>
      </div>
    );
  } else if (outcome === "invalid") {
    body = (
      <div ref={result} tabIndex={-1} className="mt-8 grid gap-4 outline-none">
        <FormAlert>{m.invalid}</FormAlert>
        <p>{user ? m.newLinkLoggedIn : m.newLink}</p>
        <p>
          <Link
            to={user ? "/account" : "/login?redirects=%2Faccount"}
            className="btn btn-secondary"
          >
            {user ? m.toAccount : m.toLogin}
          </Link>
        </p>
      </div>
    );
  } else {
    body = (
      <div className="mt-8 grid gap-4">
        {outcome === "network" ? <FormAlert>{messages.common.networkError}</FormAlert> : null}
        <p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={action.busy}
            onClick={confirm}
          >
            {action.busy ? m.confirming : m.confirm}
          </button>
        </p>
      </div>
    );
  }
  return (
    <Page title={m.title} lead={m.lead} prose>
      {body}
    </Page>
  );
}
