import { useContext } from "react";
import { InlineCssContext } from "../../lib/inline-css.tsx";
import { STORAGE_KEYS } from "../../lib/storage.ts";

/**
 * Runs in the head before the first paint: a visitor who already chose gets `data-consent` on
 * <html>, which hides the server-rendered cookie bar (app.css) before it is ever drawn. Without
 * it the bar would show to everybody until hydration, or (as before) to nobody until then.
 */
export const CONSENT_BEFORE_PAINT = `try{var c=localStorage.getItem(${JSON.stringify(
  STORAGE_KEYS.cookieConsent,
)});if(c==="accepted"||c==="necessary")document.documentElement.dataset.consent=c}catch(e){}`;

export function ConsentBeforePaint() {
  // The response's CSP nonce: only the server has it; the browser never runs the script again.
  const nonce = useContext(InlineCssContext)?.nonce;
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of this module's own.
      dangerouslySetInnerHTML={{ __html: CONSENT_BEFORE_PAINT }}
    />
  );
}
