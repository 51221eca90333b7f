/**
 * Where to go after logging in: the `redirects` address only when it is on this site's own
 * origin, as a path; anything else (other hosts, `//evil`, `javascript:`, backslash and
 * control-character tricks) goes home.
 */
export function safeRedirect(target: string | null | undefined, origin: string): string {
  if (!target || target.length > 2048) return "/";
  // Browsers treat "\" as "/" and drop tabs and newlines, so "/\evil" or "/\t/evil" leave the site.
  for (const char of target) {
    const code = char.charCodeAt(0);
    if (char === "\\" || code < 0x20 || code === 0x7f) return "/";
  }
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return "/";
  }
  if (url.origin !== new URL(origin).origin) return "/";
  if (url.protocol !== "http:" && url.protocol !== "https:") return "/";
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("/") && !path.startsWith("//") ? path : "/";
}
