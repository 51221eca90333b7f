import { createContext, useContext } from "react";

/**
 * The site's one stylesheet is small (about 7 KB gzip), so the server puts it in the page's
 * head as a `<style>` carrying the response's CSP nonce instead of a render-blocking
 * `<link rel="stylesheet">`: on a slow phone connection the first paint no longer waits for a
 * second round trip. entry.server.tsx provides the text; in the browser the component renders
 * the element the server sent, read back from the document, so hydration matches.
 */
export type InlineCss = {
  css: string;
  nonce: string | undefined;
  /** The head's one script (ConsentBeforePaint), given on the server only, like the CSS. */
  consentScript?: string;
};

export const InlineCssContext = createContext<InlineCss | null>(null);

const ATTRIBUTE = "data-inline-css";
let fromDocument: InlineCss | null | undefined;

function readDocument(): InlineCss | null {
  if (fromDocument !== undefined) return fromDocument;
  if (typeof document === "undefined") return null;
  const element = document.querySelector<HTMLStyleElement>(`style[${ATTRIBUTE}]`);
  fromDocument = element
    ? { css: element.textContent ?? "", nonce: element.nonce || undefined }
    : null;
  return fromDocument;
}

export function InlineStylesheet() {
  const value = useContext(InlineCssContext) ?? readDocument();
  if (!value) return null;
  return (
    <style
      data-inline-css=""
      nonce={value.nonce}
      // Browsers hide the nonce attribute from the DOM once the CSP has used it.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own compiled CSS.
      dangerouslySetInnerHTML={{ __html: value.css }}
    />
  );
}
