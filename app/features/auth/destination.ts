import { safeRedirect } from "../../../contract/redirect.ts";

/**
 * Where /login sends a visitor once logged in: the `redirects` address when it is on this
 * site; without one, the page they came from; never back to /login; otherwise home.
 */
export function loginDestination(
  redirects: string | null,
  referrer: string,
  origin: string,
): string {
  const candidate = redirects ? safeRedirect(redirects, origin) : safeRedirect(referrer, origin);
  return /^\/login(?:[/?#]|$)/.test(candidate) ? "/" : candidate;
}
