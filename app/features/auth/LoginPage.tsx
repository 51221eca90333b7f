import { useEffect, useId, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { isIndexable } from "../../../contract/pages.ts";
import { BulletList } from "../../components/BulletList.tsx";
import { format, useMessages } from "../../lib/i18n.tsx";
import { STORAGE_KEYS, session } from "../../lib/storage.ts";
import { useAppState } from "../../lib/store.ts";
import { logout } from "../../platform/login/auth-client.ts";
import { type AuthMode, LoginForm } from "../../platform/login/LoginForm.tsx";
import { loginDestination } from "./destination.ts";

const MODES = new Set<AuthMode>(["login", "register", "forgot", "reset"]);

/** /login: why an account helps, beside the form (or "logged in as" and where to go on). */
export function LoginPage() {
  const m = useMessages();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const user = useAppState((s) => s.userInfo);
  const [done, setDone] = useState(false);
  const requested = params.get("mode") as AuthMode | null;
  const mode = requested && MODES.has(requested) ? requested : "login";
  const destination = () =>
    loginDestination(params.get("redirects"), document.referrer, window.location.origin);
  const formBox = useRef<HTMLDivElement>(null);
  const ended = useSessionEnded();

  return (
    <main id="main" className="screentone">
      {ended && !user ? (
        <SessionEnded
          back={params.get("redirects") ? destination() : null}
          onAgain={() =>
            formBox.current?.querySelector<HTMLInputElement>("input:not([type=hidden])")?.focus()
          }
        />
      ) : null}
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 sm:py-16 md:grid-cols-[1fr_minmax(0,28rem)] md:items-start">
        <div className="md:pt-6">
          <h1 className="text-4xl font-black leading-tight sm:text-5xl">{m.loginPage.title}</h1>
          <p className="mt-4 max-w-prose text-lg text-muted">{m.loginPage.lead}</p>
          <BulletList
            items={m.loginPage.benefits}
            mark="diamond"
            className="mt-6 grid max-w-prose gap-3"
          />
          <p className="mt-6 text-sm text-muted">{m.loginPage.returnTo}</p>
        </div>
        {user && !done ? (
          <section className="ink-panel p-5 sm:p-7" aria-live="polite">
            <p className="text-lg font-bold">
              {format(m.auth.loggedInAs, { name: user.nickname })}
            </p>
            <div className="mt-5 flex flex-wrap gap-3">
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => navigate(destination())}
              >
                {m.auth.continue}
              </button>
              <button type="button" className="btn btn-secondary" onClick={() => void logout()}>
                {m.websiteHeader.logout}
              </button>
            </div>
          </section>
        ) : (
          <div ref={formBox}>
            <LoginForm
              initialMode={mode}
              onDone={() => {
                setDone(true);
                navigate(destination(), { replace: true });
              }}
            />
          </div>
        )}
      </div>
    </main>
  );
}

/**
 * True when the session-expiry handler sent the visitor here (its flag in session storage, which
 * no other site and no link can set). Read once after hydration and cleared, so a reload or a
 * later visit to /login says nothing of it.
 */
function useSessionEnded() {
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    if (session.getItem(STORAGE_KEYS.sessionEnded) !== "1") return;
    session.removeItem(STORAGE_KEYS.sessionEnded);
    setEnded(true);
  }, []);
  return ended;
}

/**
 * Why the visitor is on the log-in page: the session ended. Logging in again returns to `back`
 * (the form does); a public page can also be read again without an account.
 */
function SessionEnded({ back, onAgain }: { back: string | null; onAgain: () => void }) {
  const t = useMessages().loginPage.sessionEnded;
  const navigate = useNavigate();
  const headingId = useId();
  const publicPage = back !== null && isIndexable(back.split(/[?#]/)[0] ?? "/");
  return (
    <section
      aria-labelledby={headingId}
      aria-live="polite"
      className="mx-auto max-w-6xl px-4 pt-6 sm:px-6 sm:pt-10"
    >
      <div className="ink-panel border-accent p-4 sm:p-5">
        <h2 id={headingId} className="text-xl font-black">
          {t.title}
        </h2>
        <p className="mt-2 max-w-prose text-muted">{t.body}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" className="btn btn-primary" onClick={onAgain}>
            {t.again}
          </button>
          {publicPage ? (
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => navigate(back, { replace: true })}
            >
              {t.continue}
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
