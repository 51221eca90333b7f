import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { AnalyticsConfig } from "../../../contract/app-context.ts";
import { useMessages } from "../../lib/i18n.tsx";
import {
  type Consent,
  injectAnalytics,
  onOpenCookieSettings,
  readConsent,
  saveConsent,
} from "./consent.ts";

/** The two answers, the one that allows analytics first. */
const CHOICES = [
  { choice: "accepted", style: "btn-primary", label: "accept" },
  { choice: "necessary", style: "btn-secondary", label: "reject" },
] as const satisfies readonly { choice: Consent; style: string; label: string }[];

export function CookieBanner({ analytics }: { analytics: AnalyticsConfig }) {
  const m = useMessages();
  const [choice, setChoice] = useState<Consent | null | undefined>(undefined);
  // Reopened from the footer: the stored choice stays until the visitor picks again.
  const [reopened, setReopened] = useState<Consent | null>(null);
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const stored = readConsent();
    setChoice(stored);
    if (stored === "accepted") injectAnalytics(analytics);
  }, [analytics]);

  useEffect(
    () =>
      onOpenCookieSettings(() => {
        // The bar hides under html[data-consent] (ConsentBeforePaint): lift that to reopen it.
        delete document.documentElement.dataset.consent;
        setReopened(readConsent());
        setChoice(null);
        requestAnimationFrame(() => panelRef.current?.focus());
      }),
    [],
  );

  const decide = (value: Consent) => {
    saveConsent(value);
    setChoice(value);
    setReopened(null);
    if (value === "accepted") injectAnalytics(analytics);
  };
  // A bar of its own at the end of the page, in the server's HTML so it is there at the first
  // paint (hidden before it for a visitor who chose: ConsentBeforePaint). Sticky, it stays at the
  // foot of the screen while the page scrolls and sits below the footer at the end, so nothing
  // of the page stays under it. It goes once the visitor has chosen.
  if (choice === "accepted" || choice === "necessary") return null;
  return (
    <section ref={panelRef} tabIndex={-1} aria-label={m.cookieBanner.title} className="cookie-bar">
      <div>
        <p>
          <strong>{m.cookieBanner.title}</strong> <span>{m.cookieBanner.body}</span>{" "}
          <Link to="/cookies">{m.cookieBanner.policy}</Link>
        </p>
        <div>
          {CHOICES.map(({ choice, style, label }) => (
            <button
              key={choice}
              type="button"
              className={`btn ${style}`}
              aria-pressed={reopened ? reopened === choice : undefined}
              onClick={() => decide(choice)}
            >
              {m.cookieBanner[label]}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
