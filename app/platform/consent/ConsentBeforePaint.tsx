import { useContext } from "react";
import { InlineCssContext } from "../../lib/inline-css.tsx";

const ID = "consent-before-paint";

/**
 * The head script of consent-before-paint.server.ts, with the response's CSP nonce. Without it
 * the cookie bar would show to everybody until hydration, or (as before) to nobody until then.
 * In the browser it renders the element the server sent, read back from the document.
 */
export function ConsentBeforePaint() {
  const inline = useContext(InlineCssContext);
  // The server always provides the context (entry.server.tsx), so `document` is the browser's.
  const text = inline?.consentScript ?? document.getElementById(ID)?.textContent ?? "";
  return (
    <script
      id={ID}
      nonce={inline?.nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of our own (see above).
      dangerouslySetInnerHTML={{ __html: text }}
    />
  );
}
