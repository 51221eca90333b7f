import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { BulletList } from "../../components/BulletList.tsx";
import { format, useMessages } from "../../lib/i18n.tsx";
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

  return (
    <main id="main" className="screentone">
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
          <LoginForm
            initialMode={mode}
            onDone={() => {
              setDone(true);
              navigate(destination(), { replace: true });
            }}
          />
        )}
      </div>
    </main>
  );
}
