import { STORAGE_KEYS } from "../../lib/storage.ts";

/**
 * Runs in the head before the first paint: a visitor who already chose gets `data-consent` on
 * <html>, which hides the server-rendered cookie bar (app.css) before it is ever drawn. Server
 * only: the browser keeps the element the server sent and never runs it again, so its text
 * stays out of every page's JavaScript.
 */
export const CONSENT_BEFORE_PAINT = `try{var c=localStorage.getItem(${JSON.stringify(
  STORAGE_KEYS.cookieConsent,
)});if(c==="accepted"||c==="necessary")document.documentElement.dataset.consent=c}catch(e){}`;
